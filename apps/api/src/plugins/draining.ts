import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The first phase of a graceful shutdown (main.ts): the server still answers every request,
 * but health says 503 so a load balancer takes this instance out, and every answer closes its
 * connection so keep-alive clients reconnect to another instance.
 */
export interface Draining {
  readonly active: boolean;
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

export const drainingPlugin = fp(async (app: FastifyInstance) => {
  let active = false;
  app.decorate('draining', {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
  } satisfies Draining);
  // onSend, not onRequest: a request that began before the drain must close its connection too.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (active) reply.header('connection', 'close');
    return payload;
  });
});
