import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ResponseCache } from '../../lib/response-cache';
import { encodeDropNotice, isDroppedBy, type AnswerDrop } from './answer-drops';

/** Sends one notice (answer-drops.ts) to every instance of the store. */
export type PublishNotice = (payload: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops public answers after a write, here and on every other instance (answer-drops.service.ts). */
    answerDrops: AnswerDrops;
  }
}

export interface AnswerDrops {
  /** Names this process in its notices, so that it does not apply its own drops twice. */
  readonly instanceId: string;
  /** The public answer cache the drops apply to. */
  readonly cache: ResponseCache<unknown>;
  /**
   * Call after a write has committed: drops the answers it made stale here at once and tells
   * the other instances (the drops of one turn of the event loop go in one notice).
   */
  drop(drop: AnswerDrop): void;
  /** Applies a drop another instance made, here only. */
  apply(drop: AnswerDrop): void;
  /** Runs on every drop applied here, made or heard: what is built beside the answers (a product's JSON) follows. */
  onDropped(listener: (drop: AnswerDrop) => void): void;
  /** From now on drops are told to the other instances; until then (one process) they stay here. */
  publishWith(publish: PublishNotice): void;
  /**
   * False while this instance may be missing other instances' drops (its listening connection is
   * lost): nothing cached may be served then. Becoming false or true again drops everything.
   */
  readonly trusted: boolean;
  setTrusted(trusted: boolean): void;
  /** Resolves once every notice started has been sent or has failed (closing waits for it). */
  settled(): Promise<void>;
}

export function createAnswerDrops(cache: ResponseCache<unknown>, log: Pick<FastifyBaseLogger, 'warn'>): AnswerDrops {
  const instanceId = randomBytes(8).toString('hex');
  const listeners: Array<(drop: AnswerDrop) => void> = [];
  let publish: PublishNotice | undefined;
  let pending: AnswerDrop[] = [];
  const sending = new Set<Promise<void>>();
  let trusted = true;

  function apply(drop: AnswerDrop): void {
    // Everything: a clear, which also runs the cache's clear listeners (facet counts, products' JSON).
    if (drop.kind === 'everything') cache.clear();
    else cache.deleteWhere((key) => isDroppedBy(drop, key));
    for (const listener of listeners) listener(drop);
  }

  function flush(): void {
    if (pending.length === 0) return;
    const drops = pending.some((drop) => drop.kind === 'everything') ? [{ kind: 'everything' } as const] : unique(pending);
    pending = [];
    const sent = publish!(encodeDropNotice(instanceId, drops)).catch((error: unknown) => {
      // The others keep what they cached until it expires (5 minutes): worth a line in the log.
      log.warn({ err: error, drops }, 'Other instances could not be told which public answers a write dropped');
    });
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  }

  return {
    instanceId,
    cache,
    drop(drop) {
      apply(drop);
      if (!publish) return;
      if (pending.length === 0) setImmediate(flush);
      pending.push(drop);
    },
    apply,
    onDropped(listener) {
      listeners.push(listener);
    },
    publishWith(given) {
      publish = given;
    },
    get trusted() {
      return trusted;
    },
    setTrusted(now) {
      if (now && trusted) return;
      trusted = now;
      cache.clear();
    },
    async settled() {
      while (pending.length > 0 || sending.size > 0) {
        if (pending.length > 0) flush();
        await Promise.all(sending);
      }
    },
  };
}

function unique(drops: AnswerDrop[]): AnswerDrop[] {
  const seen = new Map(drops.map((drop) => [JSON.stringify(drop), drop]));
  return [...seen.values()];
}
