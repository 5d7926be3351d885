import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin';

describe('publicOrigin', () => {
  it('is PUBLIC_URL whenever it is set, whatever the request says', () => {
    expect(publicOrigin({ protocol: 'http', host: 'evil.example' }, { publicUrl: 'https://shop.example.com', port: 4100 })).toBe('https://shop.example.com');
  });

  it.each(['localhost:4100', 'shop.example.com', '192.168.1.5:8080', '[::1]:4100', 'my-shop.in'])('uses the plain host %s of the request', (host) => {
    expect(publicOrigin({ protocol: 'http', host }, { port: 4100 })).toBe(`http://${host}`);
  });

  it.each(['evil.example/path', 'user@evil.example', 'a b', 'evil.example:80:80', 'evil..example', '-evil.example', 'evil.example,other.example', '', 'x'.repeat(300)])(
    'falls back to localhost on the server port for the host %j',
    (host) => {
      expect(publicOrigin({ protocol: 'http', host }, { port: 4100 })).toBe('http://localhost:4100');
    },
  );
});
