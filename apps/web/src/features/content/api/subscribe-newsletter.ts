import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribe } from '@aabhushan/shared/schemas/newsletter';
import { apiSend, type Envelope } from '../../../lib/api-client';

/**
 * POST /api/public/newsletter { email }: 201 'Thank you for subscribing!', or 200 'You are
 * already subscribed.' (subscribing twice changes nothing).
 */
export function subscribeNewsletter(body: NewsletterSubscribe): Promise<Envelope<unknown>> {
  return apiSend<unknown>('POST', '/api/public/newsletter', body);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
