import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes, as a client Node's parser refuses would, and reads the whole answer. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('requests Node refuses before routing get the envelope', () => {
  it.each([
    ['an over-long address', `GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ['over-long headers', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Filler: ${'b'.repeat(20_000)}\r\n\r\n`, 431],
    ['a request that is not HTTP', 'HELLO THERE\r\n\r\n', 400],
  ])('%s answers %i in the envelope', async (_what, request, status) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ responseCode: status, response: null, error: { message: expect.stringMatching(/^The /) } });
  });
});
