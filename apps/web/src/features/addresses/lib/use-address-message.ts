import { useTranslateMessage } from '../../../lib/translate-message';

/**
 * An address message (the schema's, in English) in the shopper's language: the address messages
 * are registered by their codes with the address area (i18n/bundles/addresses.ts).
 */
export const useAddressMessage = useTranslateMessage;
