import type { Database } from '../../db/client';
import { insertSubscriber } from './newsletter.repository';

export function createNewsletterService(db: Database) {
  return {
    /** Subscribing is idempotent: the answer says whether this call added the address. */
    async subscribe(email: string): Promise<{ created: boolean }> {
      return { created: await insertSubscriber(db, email, 'website') };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
