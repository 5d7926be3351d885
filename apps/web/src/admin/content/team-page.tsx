import type { AdminTeamMember } from '@aabhushan/shared/schemas/admin-team-members';
import { ContentList } from './content-list';
import styles from './content.module.css';
import { ACTIVE_FILTER_OPTIONS, shownOrHidden } from './faqs-page';

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
      searchLabel="Name or role"
      filters={[{ name: 'state', label: 'On the store', placeholder: 'Shown or hidden', options: ACTIVE_FILTER_OPTIONS }]}
      nameOf={(member) => member.name}
      detailOf={(member) => member.role}
      columns={[
        { header: 'Picture', cell: (member) => (member.imageUrl ? <img className={styles.thumb} src={member.imageUrl} alt="" /> : '—') },
        { header: 'Skills', cell: (member) => member.skills.join(', ') },
        { header: 'Order', cell: (member) => member.sortOrder, numeric: true },
      ]}
      stateOf={(member) => shownOrHidden(member.isActive)}
      switchLabels={{ on: 'Show', off: 'Hide' }}
    />
  );
}
