import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A client that trickles its headers or body is cut off by the request timeouts instead of holding
 * a connection open (short timeouts here; the defaults are in .env.example).
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '800', IDLE_TIMEOUT_MS: '5000' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `head`, then one byte of `drip` every 100 ms; resolves with what the server answered once it closes. */
function trickle(head: string, drip: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      let i = 0;
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(drip[i++ % drip.length]);
      }, 100);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
  });
}

describe('slow clients', () => {
  it('a body trickled a byte at a time is cut off with 408', async () => {
    const answer = await trickle('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{', ' ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('headers trickled a byte at a time are cut off with 408', async () => {
    const answer = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('a prompt request is answered', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
