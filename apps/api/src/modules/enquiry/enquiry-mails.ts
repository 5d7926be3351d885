import type { EnquiryCategory } from '@aabhushan/shared/schemas/enquiry';
import { composeMail } from '../../lib/mail/compose-mail';
import type { MailMessage } from '../../lib/mail/mailer';

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

/** To the shopper: we have it, and when to expect an answer. Their message is quoted back. */
export function enquiryReceivedMail(enquiry: StoredEnquiry, storePhone: string): MailMessage {
  return composeMail(enquiry.email, 'enquiry received', 'We have received your message', [
    `Namaste ${enquiry.name},`,
    `Thank you for writing to Aabhushan about "${CATEGORY_LABELS[enquiry.category]}". We reply to every message within 24 hours; for anything urgent please call us at ${storePhone}.`,
    `Your message:\n${enquiry.message}`,
  ]);
}
