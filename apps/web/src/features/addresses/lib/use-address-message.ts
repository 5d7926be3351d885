import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MESSAGES } from '@aabhushan/shared/schemas/address';
import { translateMessage } from '../../../lib/translate-message';

const KEY_OF: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(ADDRESS_MESSAGES).map(([key, text]) => [text, key]));
const TOO_MANY = /^You can save up to (\d+) addresses\./;

/** An address message (the schema's or the API's, in English) in the shopper's language. */
export function useAddressMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const key = KEY_OF[message];
      if (key) return t(`addresses.messages.${key}`);
      const tooMany = TOO_MANY.exec(message);
      if (tooMany) return t('addresses.messages.tooMany', { max: Number(tooMany[1]) });
      return translateMessage(message, t);
    },
    [t],
  );
}
