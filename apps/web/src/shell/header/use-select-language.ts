import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAccountLanguage } from '../../features/account/api/save-language';
import { changeLanguage } from '../../i18n/i18n';
import { getLanguageLabel } from '../../i18n/languages';
import type { LanguageCode } from '../../lib/localized';
import { getSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast/toast';

/**
 * Switches language, stores it and confirms with 'Language changed to {language}'; a signed-in
 * shopper's account keeps it too, in the background, for their e-mails (docs/languages.md).
 */
export function useSelectLanguage(): (code: LanguageCode) => Promise<void> {
  const { i18n } = useTranslation();
  return useCallback(
    async (code: LanguageCode) => {
      await changeLanguage(i18n, code);
      if (getSession().status === 'signed-in') saveAccountLanguage(code);
      toast.success(i18n.t('language.changed', { language: getLanguageLabel(code) }));
    },
    [i18n],
  );
}
