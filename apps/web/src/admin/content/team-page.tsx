import type { AdminTeamMember } from '@aabhushan/shared/schemas/admin-team-members';
import { MISSING_LANGUAGE_OPTIONS, MissingLine, missingLanguagesText } from '../catalogue/missing-languages';
import { ContentList } from './content-list';
import styles from './content.module.css';
import { ACTIVE_FILTER_OPTIONS, shownOrHidden } from './faqs-page';
import { listValuesOf } from '../catalogue/localized-list-values';

/** The languages a member's role, bio and skills lack, as the editor says them; null when all four are written. */
export const teamMemberMissing = (member: AdminTeamMember) =>
  missingLanguagesText([
    { label: 'role', text: member.role },
    { label: 'bio', text: member.bio },
    { label: 'skills', text: listValuesOf(member.skills, 'comma'), optional: true },
  ]);

/** /admin/team: the people on the team and about pages, hidden ones included. */
export function TeamPage() {
  return (
    <ContentList<AdminTeamMember>
      resource="team-members"
      section="/admin/team"
      title="Team"
      lead="The people on the team page and the about page, in their order (lowest first)."
      newLabel="Add a member"
      noun="members"
      nameHeader="Name"
      searchLabel="Name, or role in any language"
      filters={[
        { name: 'state', label: 'On the store', placeholder: 'Shown or hidden', options: ACTIVE_FILTER_OPTIONS },
        { name: 'missing', label: 'Translation', placeholder: 'Any', options: MISSING_LANGUAGE_OPTIONS },
      ]}
      nameOf={(member) => member.name}
      detailOf={(member) => (
        <>
          {member.role.en}
          <MissingLine missing={teamMemberMissing(member)} />
        </>
      )}
      columns={[
        { header: 'Picture', cell: (member) => (member.imageUrl ? <img className={styles.thumb} src={member.imageUrl} alt="" /> : '—') },
        { header: 'Skills', cell: (member) => member.skills.en.join(', ') },
        { header: 'Order', cell: (member) => member.sortOrder, numeric: true },
      ]}
      stateOf={(member) => shownOrHidden(member.isActive)}
      switchLabels={{ on: 'Show', off: 'Hide' }}
    />
  );
}
