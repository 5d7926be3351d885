import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import type { StopListening } from '../../db/notifications';
import { decodeDropNotice } from './answer-drops';
import type { AnswerDrops } from './answer-drops.service';

/** Where the instances of one store tell each other which public answers a write dropped. */
export const ANSWERS_DROPPED_CHANNEL = 'public_answers_dropped';

/**
 * On PostgreSQL (the store several instances share) every drop made here is sent by NOTIFY and
 * every drop another instance made is applied here when heard, within a moment of its write. An
 * instance hears its own notices too and skips them: it applied them when it made them. While
 * the listening connection is lost this instance's cache is not trusted (answer-drops.service.ts:
 * nothing cached is served, and everything is dropped again once it hears again). The embedded
 * database has one process: nothing to tell. Stopping first sends the drops not yet told.
 */
export async function shareAnswerDrops(database: DatabaseHandle, drops: AnswerDrops): Promise<StopListening> {
  if (database.kind !== 'postgres') return async () => undefined;
  drops.publishWith(async (payload) => {
    await database.db.execute(sql`select pg_notify(${ANSWERS_DROPPED_CHANNEL}, ${payload})`);
  });
  const stopListening = await database.listen(ANSWERS_DROPPED_CHANNEL, {
    onMessage: (payload) => {
      const notice = decodeDropNotice(payload);
      if (notice.from !== drops.instanceId) for (const drop of notice.drops) drops.apply(drop);
    },
    onListening: (listening) => drops.setTrusted(listening),
  });
  // The drops made last are told before the connection goes.
  return async () => {
    await drops.settled();
    await stopListening();
  };
}
