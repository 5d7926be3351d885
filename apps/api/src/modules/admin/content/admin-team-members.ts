import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  ADMIN_TEAM_MESSAGES as M,
  type AdminTeamMember,
  type AdminTeamMemberCreate,
  type AdminTeamMemberListQuery,
  type AdminTeamMemberUpdate,
} from '@aabhushan/shared/schemas/admin-team-members';
import { teamMembers } from '../../../db/schema/index';
import { escapeLike } from '../../../lib/escape-like';
import { inEveryLanguage } from '../../../lib/in-every-language';
import { missingListTranslationSql, missingTranslationSql } from '../missing-translation';
import { definedOnly, type RecordResource } from '../record-store';

type TeamMemberRow = typeof teamMembers.$inferSelect;

const present = (row: TeamMemberRow): AdminTeamMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  bio: row.bio,
  skills: row.skills,
  imageUrl: row.imageUrl,
  socials: row.socials,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function where({ q, state, missing }: AdminTeamMemberListQuery): SQL | undefined {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    pattern ? or(ilike(teamMembers.name, pattern), ilike(inEveryLanguage(teamMembers.role), pattern)) : undefined,
    state ? eq(teamMembers.isActive, state === 'active') : undefined,
    missing ? or(missingTranslationSql([teamMembers.role, teamMembers.bio], missing), missingListTranslationSql(teamMembers.skills, missing)) : undefined,
  );
}

/** Team members on the staff side (the team page and the about page's team). */
export const teamMembersResource: RecordResource<TeamMemberRow, AdminTeamMember, AdminTeamMemberCreate, AdminTeamMemberUpdate, AdminTeamMemberListQuery> = {
  entity: 'team-member',
  table: teamMembers,
  messages: { notFound: M.notFound, created: M.created, updated: M.updated, deleted: M.deleted },
  present: (rows) => rows.map(present),
  where,
  orderBy: [asc(teamMembers.sortOrder), asc(teamMembers.id)],
  createColumns: async (body) => ({ ...definedOnly(body), imageUrl: body.imageUrl ?? null, socials: definedOnly(body.socials) }),
  updateColumns: async (changes) => ({ ...definedOnly(changes), ...(changes.socials ? { socials: definedOnly(changes.socials) } : {}) }),
  state: { actions: { on: 'activate', off: 'deactivate' }, messages: { on: M.activated, off: M.deactivated }, columns: (on) => ({ isActive: on }) },
};
