import type { EnquiryCategory } from '@aabhushan/shared/schemas/enquiry';
import { composeMail } from '../../lib/mail/compose-mail';
import type { MailMessage } from '../../lib/mail/mailer';
import { greeting } from '../../lib/mail/plain-name';

export interface StoredEnquiry {
  id: string;
  name: string;
  email: string;
  number: string;
  category: EnquiryCategory;
  message: string;
  newsletter: boolean;
}

const CATEGORY_LABELS: Record<EnquiryCategory, string> = {
  general: 'General enquiry',
  product: 'Product question',
  order: 'Order support',
  custom: 'Custom design',
  return: 'Returns and exchanges',
  other: 'Other',
};

/** To the store: everything the shopper sent, so staff can reply from the mail alone. */
export function storeEnquiryMail(storeEmail: string, enquiry: StoredEnquiry): MailMessage {
  return composeMail(storeEmail, 'enquiry', `New enquiry: ${CATEGORY_LABELS[enquiry.category]} from ${enquiry.name}`, [
    `A shopper wrote through the contact form (enquiry ${enquiry.id}).`,
    `Name: ${enquiry.name}\nE-mail: ${enquiry.email}\nPhone: ${enquiry.number}\nTopic: ${CATEGORY_LABELS[enquiry.category]}\nNewsletter: ${enquiry.newsletter ? 'subscribed' : 'no'}`,
    enquiry.message,
  ]);
}

/** The reference a shopper quotes when they call or write again: the enquiry id's first 8 characters, in capitals. */
export function enquiryReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/**
 * To the address the form named: we have it, its topic and reference, and when to expect an
 * answer. Nothing the sender typed is repeated beyond a plain name (lib/mail/plain-name.ts):
 * anyone can type someone else's address into the form, so this mail must carry nothing of theirs.
 */
export function enquiryReceivedMail(enquiry: StoredEnquiry, storePhone: string): MailMessage {
  return composeMail(enquiry.email, 'enquiry received', 'We have received your message', [
    greeting(enquiry.name),
    `Thank you for writing to Aabhushan about "${CATEGORY_LABELS[enquiry.category]}" (reference ${enquiryReference(enquiry.id)}). We reply to every message within 24 hours; for anything urgent please call us at ${storePhone} and quote the reference.`,
    'If you did not write to us, you can ignore this e-mail.',
  ]);
}
