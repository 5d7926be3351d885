import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import layout from '../../../components/ui/layout.module.css';
import styles from './page-intro.module.css';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  crumbs: { label: string; to?: string }[];
}

/** The top of a content page: breadcrumbs, an eyebrow, the page's one h1 and a short lead. */
export function PageIntro({ eyebrow, title, lead, crumbs }: PageIntroProps) {
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className={styles.intro}>
        <p className={layout.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <hr className={layout.rule} />
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
    </>
  );
}
