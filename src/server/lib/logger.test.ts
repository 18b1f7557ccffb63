import { describe, expect, it } from 'vitest';
import { loggerOptions, maskUrl, prettyLogs } from './logger.ts';
import { RequestLog, requestIdOf } from './request-log.ts';
import { trustsPeer } from './trust-proxy.ts';
import { loadConfig } from '../config/config.ts';

describe('log format', () => {
  it('is readable lines in a development terminal, JSON in production, in pipes and in tests', () => {
    expect(prettyLogs({ nodeEnv: 'development', logLevel: 'info' }, true)).toBe(true);
    expect(prettyLogs({ nodeEnv: 'production', logLevel: 'info' }, true)).toBe(false);
    expect(prettyLogs({ nodeEnv: 'development', logLevel: 'info' }, false)).toBe(false);
    expect(prettyLogs({ nodeEnv: 'test', logLevel: 'silent' }, true)).toBe(false);
  });

  it('sends readable lines through pino-pretty, and leaves JSON alone', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/matrimonial-logger-test' });
    expect(loggerOptions(config, true)).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions(config, false)).not.toHaveProperty('transport');
  });
});

describe('secrets in URLs', () => {
  it('masks every secret query parameter, wherever it stands, and leaves the rest', () => {
    const url = '/api/events?ticket=t1&page=2&token=t2&access_token=t3&sig=t4&signature=t5&code=t6&otp=t7&password=t8&TOKEN=t9#frag';
    expect(maskUrl(url)).toBe(
      '/api/events?ticket=[redacted]&page=2&token=[redacted]&access_token=[redacted]&sig=[redacted]&signature=[redacted]&code=[redacted]&otp=[redacted]&password=[redacted]&TOKEN=[redacted]#frag',
    );
    expect(maskUrl('/api/religion-master?pageSize=5&mytoken=kept')).toBe('/api/religion-master?pageSize=5&mytoken=kept');
    // In a message or an error's text: the value ends where the URL does.
    expect(maskUrl('fetch failed: https://x.example/a?code=123456 (timeout)')).toBe('fetch failed: https://x.example/a?code=[redacted] (timeout)');
  });
});

describe('the request line', () => {
  const reply = (statusCode: number, elapsedTime: number) => {
    const lines: Array<[string, Record<string, unknown>, string]> = [];
    const log = Object.fromEntries(
      ['error', 'warn', 'info'].map((level) => [level, (fields: Record<string, unknown>, msg: string) => lines.push([level, fields, msg])]),
    );
    return { lines, reply: { statusCode, elapsedTime, log } as never };
  };
  const request = {} as never;

  it('logs every failure and slow request, and a sample of the rest', () => {
    const controller = new RequestLog({ logSample: 0, logSlowMs: 500 });
    const failed = reply(503, 4);
    controller.requestCompleted(null, request, failed.reply);
    expect(failed.lines.map(([level, , msg]) => [level, msg])).toEqual([['error', 'request failed']]);
    const slow = reply(200, 900);
    controller.requestCompleted(null, request, slow.reply);
    expect(slow.lines.map(([level, , msg]) => [level, msg])).toEqual([['warn', 'slow request']]);
    const quick = reply(200, 3);
    controller.requestCompleted(null, request, quick.reply);
    expect(quick.lines).toEqual([]);
    const all = new RequestLog({ logSample: 1, logSlowMs: 500 });
    all.requestCompleted(null, request, quick.reply);
    expect(quick.lines.map(([level, , msg]) => [level, msg])).toEqual([['info', 'request']]);
  });

  it('logs refusals up to ten a second', () => {
    const controller = new RequestLog({ logSample: 0, logSlowMs: 500 });
    const refused = reply(404, 2);
    for (let i = 0; i < 25; i++) controller.requestCompleted(null, request, refused.reply);
    expect(refused.lines.length).toBeGreaterThanOrEqual(10);
    // Twenty at most even when the burst crossed a second's boundary.
    expect(refused.lines.length).toBeLessThanOrEqual(20);
  });
});

describe('request ids', () => {
  const raw = (headers: Record<string, string>, remoteAddress: string) => ({ headers, socket: { remoteAddress } }) as never;

  it("takes a trusted proxy's sane X-Request-Id, and makes one otherwise", () => {
    const fromProxy = requestIdOf(trustsPeer(['127.0.0.1']));
    expect(fromProxy(raw({ 'x-request-id': '0f1e2d3c4b5a69788796a5b4c3d2e1f0' }, '127.0.0.1'))).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(fromProxy(raw({ 'x-request-id': '0f1e2d3c4b5a69788796a5b4c3d2e1f0' }, '::ffff:127.0.0.1'))).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    for (const given of ['short', 'with space inside', 'x'.repeat(129), 'line\nbreak-0000', '<script>alert(1)</script>'])
      expect(fromProxy(raw({ 'x-request-id': given }, '127.0.0.1'))).toMatch(/^[0-9a-f]{32}$/);
    // From an address that is not the proxy's, or with TRUST_PROXY off: never believed.
    expect(fromProxy(raw({ 'x-request-id': 'abcdefgh12345678' }, '203.0.113.9'))).toMatch(/^[0-9a-f]{32}$/);
    expect(requestIdOf(trustsPeer(false))(raw({ 'x-request-id': 'abcdefgh12345678' }, '127.0.0.1'))).toMatch(/^[0-9a-f]{32}$/);
    expect(requestIdOf(trustsPeer(1))(raw({ 'x-request-id': 'abcdefgh12345678' }, '10.0.0.2'))).toBe('abcdefgh12345678');
    expect(requestIdOf(trustsPeer(['10.0.0.0/8', 'loopback']))(raw({ 'x-request-id': 'abcdefgh12345678' }, '::1'))).toBe('abcdefgh12345678');
  });
});
