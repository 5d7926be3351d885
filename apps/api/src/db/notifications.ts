import type pg from 'pg';

/** What a listener hears: each payload on its channel, and whether it is hearing at all. */
export interface NotificationHandlers {
  onMessage(payload: string): void;
  /**
   * True once the channel is listened to; false when the connection is lost (notices sent
   * meanwhile are lost too, so whatever they would have corrected must not be trusted).
   */
  onListening(listening: boolean): void;
}

/** Stops listening; resolves when the connection is closed. */
export type StopListening = () => Promise<void>;

const RECONNECT_MS = 1000;

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would be handed to queries).
 * A lost connection is reported and replaced every second until it works again; the first
 * attempt is awaited, but a database that is down does not stop the caller.
 */
export async function listenOnPostgres(Client: typeof pg.Client, url: string, channel: string, handlers: NotificationHandlers): Promise<StopListening> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    handlers.onListening(false);
    client.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  async function connect(): Promise<void> {
    retry = undefined;
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch {
      lost(client);
      return;
    }
    if (stopped || current !== client) return;
    handlers.onListening(true);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    if (client) {
      handlers.onListening(false);
      await client.end().catch(() => undefined);
    }
  };
}
