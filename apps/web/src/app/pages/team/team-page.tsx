import '../../../i18n/bundles/content';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/ui/layout.module.css';
import { useExperts } from '../../../features/content/api/get-content-lists';
import grid from '../../../features/content/components/card-grid.module.css';
import { PageIntro } from '../../../features/content/components/page-intro';
import { TeamCard } from '../../../features/content/components/team-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** /team: every team member with role, bio, skills and social links. */
export function TeamPage() {
  const { t } = useTranslation();
  const experts = useExperts();
  useDocumentTitle(t('content.team.title'));
  useMetaDescription(t('content.team.lead'));
  const list = experts.data ?? [];

  return (
    <div className={layout.container}>
      <PageIntro
        eyebrow={t('content.team.eyebrow')}
        title={t('content.team.title')}
        lead={t('content.team.lead')}
        crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('content.team.title') }]}
      />
      {experts.isPending ? (
        <p className={grid.state} role="status">
          {t('content.blog.loading')}
        </p>
      ) : list.length === 0 ? (
        <p className={grid.state}>{t('content.team.empty')}</p>
      ) : (
        <ul className={grid.grid}>
          {list.map((member) => (
            <li key={member._id}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
