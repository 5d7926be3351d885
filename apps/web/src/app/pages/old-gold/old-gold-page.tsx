import '../../../i18n/bundles/content';
import '../../../i18n/bundles/old-gold';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import { href } from '@aabhushan/shared/pages/page-manifest';
import layout from '../../../components/ui/layout.module.css';
import { PageIntro } from '../../../features/content/components/page-intro';
import { BookValuation } from './book-valuation';
import { OldGoldCalculator } from '../../../features/old-gold/components/old-gold-calculator';
import { OldGoldChecks } from '../../../features/old-gold/components/old-gold-checks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import styles from './old-gold-page.module.css';

/**
 * /old-gold: the old-gold estimate at the day's rate, what the showroom checks before it pays,
 * and how to book a valuation (the showrooms' phones and hours).
 */
export function OldGoldPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('oldGold.title'));
  useMetaDescription(t('oldGold.lead'));
  // The last estimate goes with "Book a valuation" as the appointment's note (in English, for the showroom's staff).
  const [note, setNote] = useState('');
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <PageIntro eyebrow={t('oldGold.eyebrow')} title={t('oldGold.title')} lead={t('oldGold.lead')} crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('oldGold.title') }]} />
      <OldGoldCalculator
        onEstimate={(estimate, sent) =>
          setNote(`Old gold valuation: ${sent.metal} ${sent.purity}, ${sent.weightGrams} g. Estimate at the ${estimate.ratesDate} rate: exchange ${formatInr(estimate.exchangeValue)}, buyback ${formatInr(estimate.buybackValue)}.`)
        }
      />
      <OldGoldChecks />
      <BookValuation note={note} />
    </div>
  );
}
