import { z } from 'zod';
import { emailSchema } from './auth';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing!',
  alreadySubscribed: 'You are already subscribed.',
  tooMany: 'Too many attempts for this address. Please wait a minute and try again.',
} as const;

/** The newsletter box: one e-mail address ('Email is required' / 'Please enter a valid email'). */
export const newsletterSubscribeSchema = z.object({ email: emailSchema() });
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterAnswerSchema = z.object({ email: z.string(), subscribed: z.literal(true) });
