import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs with the embedded defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({ port: 4321, host: '127.0.0.1', dataDir: '/srv/app/data', databaseUrl: null, staticDir: '/srv/app/dist' });
    expect(config.payments.provider).toBe('test');
    expect(config.sms.provider).toBe('outbox');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ RATE_LIMITS: 'maybe' }, 'RATE_LIMITS'],
    [{ SCHEDULER: 'sometimes' }, 'SCHEDULER'],
    [{ PAYMENT_PROVIDER: 'razorpay' }, 'RAZORPAY_KEY_ID'],
    [{ DOCUMENT_KEY: 'abc' }, 'DOCUMENT_KEY'],
    [{ NODE_ENV: 'production', QUICK_START: 'true', HOST: '0.0.0.0' }, 'SITE_URL'],
    [{ UPLOADS: 'ftp://bucket' }, 'UPLOADS'],
    [{ UPLOADS: 's3://No_Such_Bucket/x' }, 'UPLOADS'],
    [{ UPLOADS: 's3://uploads/a//b' }, 'UPLOADS'],
    [{ UPLOADS: 's3://uploads', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
    [{ UPLOADS: 's3://uploads', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ UPLOADS: 's3://uploads', S3_FORCE_PATH_STYLE: 'perhaps' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT'],
    [{ LOG_SAMPLE: '1.5' }, 'LOG_SAMPLE'],
    [{ LOG_SAMPLE: 'some' }, 'LOG_SAMPLE'],
    [{ LOG_SLOW_MS: '0' }, 'LOG_SLOW_MS'],
  ])('refuses %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('keeps uploads on the local disk unless UPLOADS names a bucket', () => {
    expect(loadConfig({}).uploads).toEqual({ kind: 'disk' });
    expect(loadConfig({ UPLOADS: 'disk' }).uploads).toEqual({ kind: 'disk' });
    expect(
      loadConfig({
        UPLOADS: 's3://matrimonial-uploads/prod/documents/',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).uploads,
    ).toEqual({
      kind: 's3',
      bucket: 'matrimonial-uploads',
      prefix: 'prod/documents',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
    // AWS S3 with the instance's own role: no endpoint, no keys.
    expect(loadConfig({ UPLOADS: 's3://uploads', S3_REGION: 'ap-south-1' }).uploads).toMatchObject({
      prefix: '',
      endpoint: null,
      region: 'ap-south-1',
      credentials: null,
    });
  });

  it('logs a sample of ordinary requests in production and every one elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production', QUICK_START: 'true' })).toMatchObject({ logSample: 0.01, logSlowMs: 500 });
    expect(loadConfig({}).logSample).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', QUICK_START: 'true', LOG_SAMPLE: '0.25', LOG_SLOW_MS: '200' })).toMatchObject({
      logSample: 0.25,
      logSlowMs: 200,
    });
    expect(loadConfig({ LOG_SAMPLE: '0' }).logSample).toBe(0);
  });

  it('takes a METRICS_TOKEN of 16 characters or more, and has no metrics without one', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef ' }).metricsToken).toBe('0123456789abcdef');
    expect(() => loadConfig({ METRICS_TOKEN: '0123456789abcde' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: '0123456789 abcdef' })).toThrow(ConfigError);
  });

  it('runs the scheduled work unless under test, where it runs only when asked', () => {
    expect(loadConfig({}).scheduler).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).scheduler).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SCHEDULER: 'true' }).scheduler).toBe(true);
  });

  it('e-mailed links use the address the server listens on when SITE_URL is not set', () => {
    expect(loadConfig({ PORT: '4400' }).siteUrl).toBe('http://127.0.0.1:4400');
    expect(loadConfig({ HOST: 'localhost', PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '80' }).siteUrl).toBe('http://127.0.0.1:80');
    expect(loadConfig({ PORT: '4400', SITE_URL: 'https://shaadi.example.in/' }).siteUrl).toBe('https://shaadi.example.in');
    expect(loadConfig({ NODE_ENV: 'production', QUICK_START: 'true', SITE_URL: 'https://shaadi.example.in' }).siteUrl).toBe('https://shaadi.example.in');
    // The quick start on a loopback address: links point at it.
    expect(loadConfig({ NODE_ENV: 'production', QUICK_START: 'true', PORT: '4400' }).siteUrl).toBe('http://127.0.0.1:4400');
  });
});
