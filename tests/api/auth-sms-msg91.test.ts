import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { latestCode } from '../helpers/outbox.ts';
import { registerMember } from '../factories/accounts.ts';
import type { LooseJson } from '../helpers/loose-json.ts';

/** The MSG91 Flow API provider against a local stand-in of MSG91 on 127.0.0.1. */
interface Seen {
  url: string;
  authkey: string | undefined;
  body: LooseJson;
}
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { type: 'success', message: '3763646c3058313530373835' } };
const standIn = http.createServer((req, res) => {
  let data = '';
  req.on('data', (chunk) => (data += chunk));
  req.on('end', () => {
    seen.push({ url: req.url ?? '', authkey: req.headers.authkey as string | undefined, body: JSON.parse(data) });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  t = await createTestApp({
    RATE_LIMITS: 'false',
    SMS_PROVIDER: 'msg91',
    SMS_API_URL: `http://127.0.0.1:${port}/api/v5/flow/`,
    SMS_AUTH_KEY: 'test-auth-key',
    SMS_TEMPLATE_ID: 'otp-template-1',
    SMS_SENDER: 'MATRML',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.close(resolve));
});

describe('SMS through MSG91', () => {
  it('sends the same code as the e-mail to +91 mobile with the template id and auth key', async () => {
    const m = await registerMember(t);
    const request = seen.find((s) => s.body.recipients?.[0]?.mobiles === `91${m.body.mobile}`);
    expect(request).toBeDefined();
    expect(request!.url).toBe('/api/v5/flow/');
    expect(request!.authkey).toBe('test-auth-key');
    expect(request!.body).toMatchObject({
      template_id: 'otp-template-1',
      sender: 'MATRML',
      recipients: [{ mobiles: `91${m.body.mobile}`, code: latestCode(t.dataDir, m.body.email), minutes: '10' }],
    });
  });

  it('a refusing gateway does not stop registration (the e-mail copy still goes out)', async () => {
    answer = { status: 401, body: { type: 'error', message: 'Authentication failure' } };
    const m = await registerMember(t);
    expect(latestCode(t.dataDir, m.body.email)).toMatch(/^\d{6}$/);
    answer = { status: 200, body: { type: 'success', message: 'ok' } };
  });
});
