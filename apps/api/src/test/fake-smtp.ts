import { createServer, type AddressInfo, type Server } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** performance.now() when the message was taken. */
  at: number;
}

export interface FakeSmtp {
  server: Server;
  port: number;
  received: ReceivedMail[];
  /** While true, every recipient is refused for good (550), as for an address that does not exist. */
  refuseRecipients: boolean;
  /** Resolves with the next message taken (or the first one already taken after `index`). */
  mailNumber(index: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A minimal SMTP server (no TLS, no auth) that keeps what it receives; on `port` when given, else a free one. */
export function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const waiting: Array<{ index: number; resolve: (mail: ReceivedMail) => void }> = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const mail = { ...current, at: performance.now() };
            received.push(mail);
            for (const waiter of waiting.filter((entry) => entry.index === received.length - 1)) waiter.resolve(mail);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'MAIL') current.from = line;
        if (command === 'RCPT') current.to.push(line);
        if (command === 'DATA') inData = true;
        if (command === 'RCPT' && fake.refuseRecipients) {
          current.to.pop();
          socket.write('550 5.1.1 mailbox unavailable\r\n');
          continue;
        }
        if (command === 'QUIT') socket.end('221 bye\r\n');
        else if (command === 'EHLO' || command === 'HELO') socket.write('250-fake.test\r\n250 8BITMIME\r\n');
        else socket.write(command === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
      }
    });
  });
  const fake: FakeSmtp = {
    server,
    port: 0,
    received,
    refuseRecipients: false,
    mailNumber: (index) => (received[index] ? Promise.resolve(received[index]) : new Promise((found) => waiting.push({ index, resolve: found }))),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      fake.port = (server.address() as AddressInfo).port;
      resolve(fake);
    });
  });
}

/** A port nothing listens on now (taken from the system, then let go): a mail server that is down. */
export async function freePort(): Promise<number> {
  const probe = await startFakeSmtp();
  await probe.close();
  return probe.port;
}
