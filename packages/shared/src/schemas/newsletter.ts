import { z } from 'zod';
import { emailSchema } from './auth';
import { NEWSLETTER_MESSAGES } from './newsletter-messages';

/** The newsletter box: one e-mail address ('Email is required' / 'Please enter a valid email'). */
export const newsletterSubscribeSchema = z.object({ email: emailSchema() });
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterAnswerSchema = z.object({ email: z.string(), subscribed: z.literal(true) });

/** Re-exported for the schema's callers; import it from ./newsletter-messages where zod is not wanted. */
export { NEWSLETTER_MESSAGES };
