import { LANGUAGE_NAMES, missingTranslations, TRANSLATION_LANGUAGES, type RecordText } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { SelectField } from '../../components/ui/form-field';
import type { useAdminListParams } from '../admin-list';
import styles from '../admin.module.css';
import catalogue from './catalogue.module.css';

/** "name", "name and description", "name, short description and description". */
const together = (labels: string[]) => (labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`);

/** The texts that need translating: every required one, an optional one once its English is written. */
const needed = (texts: readonly RecordText[]) => texts.filter(({ text, optional = false }) => !optional || (text?.en.trim() ?? '') !== '');

/**
 * What a record still lacks, as staff read it: "Tamil, Telugu" where every text lacks them;
 * "Hindi for the description; Tamil and Telugu for every text" where some texts have them;
 * null when all four are written.
 */
export function missingLanguagesText(texts: readonly RecordText[]): string | null {
  const all = needed(texts).length;
  const missing = missingTranslations(texts);
  if (missing.length === 0) return null;
  if (missing.every(({ labels }) => labels.length === all)) return missing.map(({ language }) => LANGUAGE_NAMES[language]).join(', ');
  // Languages missing from the same texts are said together.
  const groups = new Map<string, { languages: string[]; labels: string[] }>();
  for (const { language, labels } of missing) {
    const key = labels.join('|');
    const group = groups.get(key) ?? { languages: [], labels };
    group.languages.push(LANGUAGE_NAMES[language]);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ languages, labels }) => `${together(languages)} for ${labels.length === all ? 'every text' : `the ${together(labels)}`}`).join('; ');
}

/** The languages a record's texts are (not yet) written in, shown above its text fields; it follows what staff type. */
export function MissingLanguages({ texts }: { texts: readonly RecordText[] }) {
  const missing = missingLanguagesText(texts);
  return (
    <p className={catalogue.languages} data-testid="missing-languages">
      {missing ? (
        <>
          <strong>Missing: {missing}.</strong> Shoppers reading a missing language see the English for that text.
        </>
      ) : (
        'Written in all four languages: English, Hindi, Tamil and Telugu.'
      )}
    </p>
  );
}

/** The choices of a staff list's "Translation" filter: "Missing Hindi", ... */
export const MISSING_LANGUAGE_OPTIONS = TRANSLATION_LANGUAGES.map((language) => ({ value: language, label: `Missing ${LANGUAGE_NAMES[language]}` }));

/** A staff list's filter of records not yet written in a language, kept in the address (`missing=ta`). */
export function MissingLanguageFilter({ list }: { list: ReturnType<typeof useAdminListParams> }) {
  return (
    <SelectField
      label="Translation"
      value={list.read('missing') ?? ''}
      placeholder="Any"
      options={MISSING_LANGUAGE_OPTIONS}
      onChange={(event) => list.update({ missing: event.target.value || undefined })}
    />
  );
}

/** In a staff list, under a record's name: the languages it still lacks, if any. */
export function MissingLine({ missing }: { missing: string | null }) {
  return missing ? <div className={styles.muted}>Missing {missing}</div> : null;
}
