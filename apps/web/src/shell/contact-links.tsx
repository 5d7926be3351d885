import { useTranslation } from 'react-i18next';
import type { StoreSettings } from '@aabhushan/shared/schemas/settings';
import { getPhoneHref } from '../lib/store-info';
import { Icon } from './icons';

interface ContactLinkProps {
  contact: StoreSettings['contact'];
  iconSize: number;
  className?: string;
}

/** The store's phone number as a call link (top bar, mobile menu, footer). */
export function PhoneLink({ contact, iconSize, className }: ContactLinkProps) {
  const { t } = useTranslation();
  return (
    <a className={className} href={getPhoneHref(contact.phone)} aria-label={t('contact.callUs', { phone: contact.phone })}>
      <Icon name="phone" size={iconSize} />
      {contact.phone}
    </a>
  );
}

/** The store's e-mail address as a mail link (top bar, mobile menu, footer). */
export function EmailLink({ contact, iconSize, className }: ContactLinkProps) {
  const { t } = useTranslation();
  return (
    <a className={className} href={`mailto:${contact.email}`} aria-label={t('contact.emailUs', { email: contact.email })}>
      <Icon name="mail" size={iconSize} />
      {contact.email}
    </a>
  );
}
