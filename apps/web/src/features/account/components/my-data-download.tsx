import '../../../i18n/bundles/account-forms';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { useDownloadMyData } from '../api/download-my-data';
import styles from './account.module.css';

/** The right of access: the customer downloads everything the store keeps about them, as one file. */
export function MyDataDownload() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  return (
    <section className={styles.myData} aria-labelledby="my-data-title">
      <h2 id="my-data-title" className={styles.myDataTitle}>
        {t('myData.title')}
      </h2>
      <p className={styles.myDataText}>{t('myData.text')}</p>
      <div>
        <button type="button" className={buttons.secondary} disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? t('myData.downloading') : t('myData.download')}
        </button>
      </div>
      {download.isError && (
        <p className={styles.myDataFailed} role="alert">
          {t('myData.failed')}
        </p>
      )}
    </section>
  );
}
