import { createServer, type AddressInfo, type Server } from 'node:net';

/** A mail server of a journey's own (no TLS, no auth): keeps what it takes, or refuses every recipient for good. */
export interface SmtpSink {
  port: number;
  received: string[];
  /** While true, every recipient is answered 550 (a mailbox that does not exist: final). */
  refuse: boolean;
  close(): Promise<void>;
}

export function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = { port: 0, received: [], refuse: false, close: () => new Promise((done) => server.close(() => done())) };
  const server: Server = createServer((socket) => {
    let buffer = '';
    let data: string | null = null;
    socket.on('error', () => undefined);
    socket.write('220 sink.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            sink.received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-sink.test\r\n250 8BITMIME\r\n');
        else if (command === 'RCPT' && sink.refuse) socket.write('550 5.1.1 mailbox unavailable\r\n');
        else if (command === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      sink.port = (server.address() as AddressInfo).port;
      resolve(sink);
    }),
  );
}
