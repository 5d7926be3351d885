import { z } from 'zod';
import { localizedAnswerSchema, localizedList, localizedText, missingLanguageQuerySchema } from './admin-catalogue-fields';
import { localizedListSchema } from './common';
import { activeStateFilter, adminContentListQuery, notEmpty, requiredText, sortOrderField, storePictureUrl, ADMIN_CONTENT_MESSAGES } from './admin-content';

/** The staff side's team members (`/api/admin/team-members`): the team page and the about page. */
export const TEAM_SOCIALS = ['linkedin', 'twitter', 'instagram'] as const;

export const ADMIN_TEAM_MESSAGES = {
  name: 'Name is required (at most 100 characters)',
  role: 'Role is required (at most 100 characters)',
  bio: 'Bio is required (at most 1000 characters)',
  skills: 'Skills must be at most 10 in each language, each at most 60 characters',
  social: 'Profile links must be https:// addresses (at most 300 characters)',
  notFound: 'Team member not found',
  created: 'Team member added',
  updated: 'Team member saved',
  activated: 'Team member shown on the store',
  deactivated: 'Team member hidden from the store',
  deleted: 'Team member removed',
} as const;

const M = ADMIN_TEAM_MESSAGES;

const profileLink = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: M.social }).trim().regex(/^https:\/\/[^\s"'<>]+$/, { error: M.social }).max(300, { error: M.social }).optional(),
);

const teamFields = {
  name: requiredText(M.name, 100),
  role: localizedText(M.role, M.role, 100),
  bio: localizedText(M.bio, M.bio, 1000),
  /** Each language's own list of skills (English may be empty too). */
  skills: localizedList(M.skills, { max: 10, length: 60 }),
  imageUrl: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), storePictureUrl.nullable()),
  socials: z.object({ linkedin: profileLink, twitter: profileLink, instagram: profileLink }, { error: M.social }),
  sortOrder: sortOrderField,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

/** POST /api/admin/team-members. */
export const adminTeamMemberCreateSchema = z.object({
  ...teamFields,
  skills: teamFields.skills.default({ en: [] }),
  imageUrl: teamFields.imageUrl.optional(),
  socials: teamFields.socials.default({}),
  sortOrder: teamFields.sortOrder.default(0),
  isActive: teamFields.isActive.default(true),
});
export type AdminTeamMemberCreate = z.output<typeof adminTeamMemberCreateSchema>;
export type AdminTeamMemberCreateInput = z.input<typeof adminTeamMemberCreateSchema>;

/** PATCH /api/admin/team-members/{id}. */
export const adminTeamMemberUpdateSchema = z.object(teamFields).partial().refine(notEmpty, { error: ADMIN_CONTENT_MESSAGES.nothingToChange });
export type AdminTeamMemberUpdate = z.output<typeof adminTeamMemberUpdateSchema>;

export const adminTeamMemberListQuerySchema = adminContentListQuery({
  state: activeStateFilter,
  /** Members whose role, bio or a skill is written in English but not yet in this language. */
  missing: missingLanguageQuerySchema,
});
export type AdminTeamMemberListQuery = z.infer<typeof adminTeamMemberListQuerySchema>;

export const adminTeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: localizedAnswerSchema,
  bio: localizedAnswerSchema,
  skills: localizedListSchema,
  imageUrl: z.string().nullable(),
  socials: z.object({ linkedin: z.string().optional(), twitter: z.string().optional(), instagram: z.string().optional() }),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTeamMember = z.infer<typeof adminTeamMemberSchema>;
