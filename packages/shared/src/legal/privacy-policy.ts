import type { LegalDocument, LegalSettings } from './legal-types';

/** Matches the API's session and token lifetimes (auth/sessions.service.ts, auth/one-time-tokens.service.ts). */
const REMEMBERED_SESSION_DAYS = 30;

/**
 * The privacy policy in plain English (Digital Personal Data Protection Act, 2023). Every
 * contact detail comes from the store settings, so the page never disagrees with the footer.
 */
export function buildPrivacyPolicy(settings: LegalSettings): LegalDocument {
  const { contact } = settings;
  const address = contact.addressLines.join(', ');
  return {
    slug: 'privacy-policy',
    messageKey: 'legal.privacy',
    updated: '2026-11-28',
    sections: [
      {
        id: 'intro',
        blocks: [
          `Aabhushan ("we", "us") runs this online jewellery store from ${address}. This policy explains what personal data we collect when you shop with us, why we need it, how long we keep it and the choices you have. We follow the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.`,
          'We collect only what we need to sell, deliver and look after your jewellery. We never sell your personal data.',
        ],
      },
      {
        id: 'collect',
        blocks: [
          'What we collect:',
          {
            list: [
              'Account: your name, e-mail address, phone number and date of birth, and, if you give them, your gender, area, city, state and PIN code. Your password is stored only as a one-way hash; nobody at Aabhushan can read it. We also record when you accepted our terms and whether you chose to receive our newsletter.',
              'Orders: the pieces you buy, sizes and variants, prices, coupons, invoices, order status and any cancellation or return.',
              'Addresses: the delivery and billing addresses you save, with the PIN code and, if you use the map, the location you pick. Every phone number, street address, PIN code and date of birth we keep (on your account, your saved addresses, your orders and messages you send us) is encrypted in our database.',
              'Payments: card, UPI and net-banking details go directly to our payment provider and never reach our servers. We keep only the payment reference, amount, method and status the provider sends back.',
              'Reviews and messages: ratings and comments you post, and what you write to our customer care.',
              'Technical data: your IP address, browser and the time of each request, kept in our server logs to keep the store secure and to stop abuse such as repeated sign-in attempts.',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        blocks: [
          'We do not use advertising or third-party tracking cookies. We use:',
          {
            list: [
              `One cookie that keeps you signed in: a refresh cookie marked httpOnly (page scripts cannot read it) and SameSite. With "Remember me" it lasts ${REMEMBERED_SESSION_DAYS} days from your last visit; otherwise it ends when you close the browser. Signing out deletes it.`,
              'Your browser\'s local storage (or session storage when you did not choose "Remember me") for your short-lived sign-in token and your name and e-mail, so the page can greet you. Signing out clears them.',
              'Local storage for your chosen language and your recent searches on this device. They never leave your browser and you can clear them at any time in your browser settings.',
            ],
          },
        ],
      },
      {
        id: 'use',
        blocks: [
          'We use your data to:',
          {
            list: [
              'create and secure your account, and sign you in;',
              'take, pack, insure and deliver your orders, issue GST invoices and handle cancellations, returns and refunds;',
              'answer your questions and keep you informed about your orders by e-mail or phone;',
              'prevent fraud and misuse of the store;',
              'send our newsletter, only if you asked for it (every newsletter has a link to stop it);',
              'meet our duties under Indian tax, accounting and consumer protection law.',
            ],
          },
          'We process your data because you gave your consent (for example when you create an account or subscribe), or for a legitimate use the law allows, such as delivering an order you placed or keeping records the law requires.',
        ],
      },
      {
        id: 'share',
        blocks: [
          'We share only what each partner needs to do its job, and they may not use it for anything else:',
          {
            list: [
              'courier and logistics partners: your name, delivery address and phone number;',
              'our payment provider (Razorpay): the order amount and reference, and the contact details needed for the payment;',
              'our e-mail and hosting providers, who store and send data on our behalf in India or under equivalent safeguards;',
              'government authorities or courts, when Indian law requires us to.',
            ],
          },
        ],
      },
      {
        id: 'retention',
        blocks: [
          {
            list: [
              'Account details: while your account is open. Deleting your account on your profile\'s Security tab erases it at once; if you ask us by e-mail instead, we do it within 30 days. Either way we keep only what the law requires, as below, without your name, phone or address.',
              'Orders, invoices and payment records: eight years from the end of the financial year of the order, as Indian tax and company law require.',
              'Saved addresses: until you delete them or your account.',
              'Sign-in sessions: until they expire or you sign out. One-time sign-in codes expire after 10 minutes, password reset links after 30 minutes and e-mail confirmation links after 24 hours.',
              'Server logs: 90 days, unless we need them longer to investigate a security incident.',
              'Newsletter: until you unsubscribe.',
            ],
          },
        ],
      },
      {
        id: 'security',
        blocks: [
          'All traffic to the store is encrypted (HTTPS). Passwords are hashed with Argon2; phone numbers, street addresses, PIN codes and dates of birth are encrypted at rest; and sign-in attempts are rate limited. Changing or resetting your password signs out every other device. If a breach ever affects your data, we will tell you and the Data Protection Board of India as the law requires.',
        ],
      },
      {
        id: 'rights',
        blocks: [
          'You have the right to:',
          {
            list: [
              'see a summary of the personal data we hold about you and how we use it;',
              'correct or complete it (most details you can change yourself on your profile);',
              'have it erased when it is no longer needed for the purpose you gave it for;',
              'withdraw your consent at any time, for example by unsubscribing from the newsletter;',
              'nominate a person to exercise these rights if you die or become unable to;',
              'complain to us, and if you are not satisfied with our answer, to the Data Protection Board of India.',
            ],
          },
          'You can download everything we keep about you, and delete your account, yourself on your profile\'s Security tab.',
          `To use any of these rights, write to ${contact.email} from the e-mail address on your account. We answer within 30 days.`,
        ],
      },
      {
        id: 'children',
        blocks: [
          'You must be 18 or older to create an account. We do not knowingly collect data from children; if you believe a child has given us personal data, contact us and we will delete it.',
        ],
      },
      {
        id: 'changes',
        blocks: [
          'When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we will tell you by e-mail before it applies.',
        ],
      },
      {
        id: 'contact',
        blocks: [
          `Questions, requests and complaints (our grievance officer): e-mail ${contact.email}, call ${contact.phone}, or write to Aabhushan, ${address}.`,
        ],
      },
    ],
  };
}
