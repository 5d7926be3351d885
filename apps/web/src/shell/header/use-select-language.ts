import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { getLanguageLabel } from '../../i18n/languages';
import type { LanguageCode } from '../../lib/localized';
import { toast } from '../../lib/toast/toast';

/** Switches language, stores it and confirms with 'Language changed to {language}' (spec A section 4). */
export function useSelectLanguage(): (code: LanguageCode) => Promise<void> {
  const { i18n } = useTranslation();
  return useCallback(
    async (code: LanguageCode) => {
      await changeLanguage(i18n, code);
      toast.success(i18n.t('language.changed', { language: getLanguageLabel(code) }));
    },
    [i18n],
  );
}
