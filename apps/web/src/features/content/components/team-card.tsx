import { useTranslation } from 'react-i18next';
import type { Expert } from '@aabhushan/shared/schemas/content';
import { getInitials } from '@aabhushan/shared/rules/initials';
import { useLocalized } from '../../../lib/use-localized';
import { useLocalizedList } from '../../../lib/use-localized-list';
import styles from './team-card.module.css';

/** The visible word is part of each link's name (WCAG 2.5.3: "in" or "IG" alone was not). */
const NETWORKS = [
  { key: 'linkedin', name: 'LinkedIn', shown: 'LinkedIn' },
  { key: 'twitter', name: 'X (Twitter)', shown: 'X' },
  { key: 'instagram', name: 'Instagram', shown: 'Instagram' },
] as const;

/** A team member: portrait (or initials), name, role, bio, skills and social links; the words in the shopper's language, else English. */
export function TeamCard({ member }: { member: Expert }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const skills = useLocalizedList()(member.skills);
  return (
    <article className={styles.card}>
      {member.image ? (
        <img className={styles.portrait} src={member.image} alt="" width="120" height="120" loading="lazy" />
      ) : (
        <span className={styles.portrait} aria-hidden="true">
          {getInitials(member.name)}
        </span>
      )}
      <h2 className={styles.name}>{member.name}</h2>
      <p className={styles.role}>{localized(member.role)}</p>
      <p className={styles.bio}>{localized(member.bio)}</p>
      <ul className={styles.skills} aria-label={t('content.team.skills')}>
        {skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
      <ul className={styles.socials}>
        {NETWORKS.filter((network) => member.socials[network.key]).map((network) => (
          <li key={network.key}>
            <a href={member.socials[network.key]} target="_blank" rel="noopener noreferrer" aria-label={t('content.team.social', { name: member.name, network: network.name })}>
              {network.shown}
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
