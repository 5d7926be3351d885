import type { AdminTeamMember, AdminTeamMemberCreateInput } from '@aabhushan/shared/schemas/admin-team-members';
import { localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';
import { listOf, listValuesOf } from '../catalogue/localized-list-values';

export interface TeamMemberFormValues {
  name: string;
  role: LocalizedValues;
  bio: LocalizedValues;
  /** Each language's skills, separated by commas. */
  skills: LocalizedValues;
  imageUrl: string;
  linkedin: string;
  twitter: string;
  instagram: string;
  sortOrder: string;
  isActive: boolean;
}

export const teamMemberValuesOf = (member?: AdminTeamMember): TeamMemberFormValues => ({
  name: member?.name ?? '',
  role: localizedValuesOf(member?.role),
  bio: localizedValuesOf(member?.bio),
  skills: listValuesOf(member?.skills, 'comma'),
  imageUrl: member?.imageUrl ?? '',
  linkedin: member?.socials.linkedin ?? '',
  twitter: member?.socials.twitter ?? '',
  instagram: member?.socials.instagram ?? '',
  sortOrder: member ? String(member.sortOrder) : '0',
  isActive: member?.isActive ?? true,
});

/** The body the API takes (blank translations and empty skill lists are left out by its schema). */
export const teamMemberBodyOf = ({ linkedin, twitter, instagram, ...values }: TeamMemberFormValues): AdminTeamMemberCreateInput => ({
  ...values,
  skills: listOf(values.skills, 'comma'),
  socials: { linkedin, twitter, instagram },
  sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
});
