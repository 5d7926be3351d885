import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';

/** A minimal SMTP server (no TLS, no auth) that keeps what it receives. */
function startFakeSmtp(): Promise<{ server: Server; port: number; received: Array<{ from: string; to: string[]; data: string }> }> {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'MAIL') current.from = line;
        if (command === 'RCPT') current.to.push(line);
        if (command === 'DATA') inData = true;
        if (command === 'QUIT') socket.end('221 bye\r\n');
        else if (command === 'EHLO' || command === 'HELO') socket.write('250-fake.test\r\n250 8BITMIME\r\n');
        else socket.write(command === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })));
}

describe('createSmtpMailer', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('delivers the message through the SMTP server in the URL, from MAIL_FROM', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Aabhushan <no-reply@aabhushan.in>');
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'asha@example.com', subject: 'Your code', text: 'Your sign-in code is 123456.', html: '<p>Code</p>' });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.from).toContain('no-reply@aabhushan.in');
    expect(message!.to[0]).toContain('asha@example.com');
    expect(message!.data).toContain('Subject: Your code');
    expect(message!.data).toContain('From: Aabhushan <no-reply@aabhushan.in>');
    expect(message!.data).toContain('Your sign-in code is 123456.');
  });

  it('rejects when the server cannot be reached', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'no-reply@aabhushan.in');
    await expect(mailer.send({ to: 'a@b.in', subject: 'x', text: 'y' })).rejects.toThrow();
  });
});
