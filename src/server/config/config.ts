import path from 'node:path';
import { CONTACT_EMAIL, POSTAL_ADDRESS, SITE_NAME } from '../../shared/site.ts';
import { isValidGstin } from '../lib/gst.ts';

/**
 * The server's whole configuration, read from the environment once at start and validated.
 * Nothing else in the server reads process.env, so every setting is checked in one place
 * (CONTRIBUTING.md).
 */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL connections per API process. */
  databasePoolSize: number;
  /** How long the process runs its members' paths before it listens (warm-up.ts); 0 listens at once. */
  warmUpMs: number;
  redisUrl: string | null;
  siteUrl: string;
  corsOrigins: string[];
  /**
   * Which X-Forwarded-* hops to believe: false (none), a number of proxies in front of the server,
   * or the proxies' own addresses / CIDR ranges. Never every hop, or a client's own header would
   * become its address.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  /**
   * Request lines (docs/decisions/053-request-logs.md): every failed (5xx) and slow request is
   * logged; of the rest this share, 0 to 1 (LOG_SAMPLE: 0.01 in production, 1 otherwise), and
   * slow means over LOG_SLOW_MS (500).
   */
  logSample: number;
  logSlowMs: number;
  staticDir: string | null;
  bodyLimitBytes: number;
  /** Slow clients: the whole request (headers and body), the headers alone, and an idle connection. */
  timeouts: { requestMs: number; headersMs: number; idleMs: number };
  uploadMaxBytes: number;
  /** Where stored uploads live (UPLOADS): DATA_DIR/uploads, or a bucket of any S3-protocol store. */
  uploads: UploadsSetting;
  sessionTtlHours: number;
  /**
   * The assisted service's working time, India time (docs/product/assisted-service.md): the days
   * (0 Sunday … 6 Saturday, ASSISTED_WORKING_DAYS, default Monday to Saturday) and hours
   * (ASSISTED_WORKING_HOURS, default 10:00-19:00) the first-call clock counts.
   */
  assisted: { workingDays: number[]; fromMinute: number; toMinute: number };
  /** Days without a sign-in after which a member is told, and 48 hours later her account is erased (INACTIVE_ERASE_DAYS). */
  inactiveEraseDays: number;
  adminEmail: string | null;
  adminPassword: string | null;
  adminName: string;
  smtpUrl: string | null;
  mailFrom: string;
  contactInbox: string;
  sms: { provider: 'outbox' | 'msg91'; url: string | null; authKey: string | null; templateId: string | null; sender: string; timeoutMs: number };
  payments: {
    provider: 'test' | 'razorpay';
    razorpayKeyId: string | null;
    razorpayKeySecret: string | null;
    razorpayWebhookSecret: string | null;
    razorpayApiBase: string;
  };
  /**
   * The seller on GST tax invoices (docs/decisions/064-gst-tax-invoices.md): INVOICE_SELLER_NAME,
   * INVOICE_SELLER_ADDRESS, INVOICE_SELLER_GSTIN (its first two digits are the seller's state) and
   * INVOICE_SAC, the services accounting code printed on every line.
   */
  invoice: { sellerName: string; sellerAddress: string; sellerGstin: string; sac: string };
  /**
   * Rotation: the previous keys (comma-separated *_PREVIOUS) still verify signed links and decrypt
   * documents; the current keys sign and encrypt everything new.
   */
  secrets: { signingKey: string | null; documentKey: string | null; auditKey: string | null; previousSigningKeys: string[]; previousDocumentKeys: string[] };
  /**
   * `npm start` on one machine (QUICK_START, set by scripts/start.mjs): generated keys in
   * DATA_DIR/secrets and the test payment provider are allowed in production mode. A production
   * server started otherwise needs SIGNING_KEY, DOCUMENT_KEY, AUDIT_KEY and an explicit PAYMENT_PROVIDER.
   */
  quickStart: boolean;
  rateLimits: boolean;
  /** Runs the scheduled work (digests, expiry, cleanup) in this process (SCHEDULER; off in tests unless asked). */
  scheduler: boolean;
  /** Interests a member may send in a day (UTC), free (INTEREST_DAILY_LIMIT). */
  interestDailyLimit: number;
  /** Prepended to account rate-limit keys, so deployments (or test runs) sharing one Redis stay apart. */
  rateLimitPrefix: string;
  /** The Redis pub/sub channel that carries live-event notices between API instances (LIVE_CHANNEL). */
  liveChannel: string;
  /**
   * How often every open live stream's session is looked at again, whatever was heard
   * (LIVE_RECHECK_SECONDS, 10): the backstop behind the notices that end a stream with its session.
   */
  liveRecheckSeconds: number;
  /** The bearer token Prometheus sends for GET /metrics (METRICS_TOKEN); without it there are no metrics. */
  metricsToken: string | null;
  /**
   * Calls (docs/product/calls-and-push.md): the STUN and TURN servers' addresses (ICE_SERVERS,
   * comma-separated `stun:`, `turn:` and `turns:` URLs) and the secret shared with coturn
   * (TURN_SECRET) from which each call's time-limited TURN credentials are made.
   */
  calls: { iceServers: string[]; turnSecret: string | null };
  /**
   * Web Push (docs/product/calls-and-push.md): the VAPID key pair (VAPID_PUBLIC_KEY,
   * VAPID_PRIVATE_KEY, base64url) and the contact the push services are given (VAPID_SUBJECT).
   * Unset, the quick start generates a pair into DATA_DIR/secrets and prints it once.
   */
  vapid: { publicKey: string | null; privateKey: string | null; subject: string };
  /**
   * PUSH_LOOPBACK_FOR_TESTS: push subscriptions may name a stand-in push service on this
   * machine's loopback address (the tests' own). Off by default; a production server refuses it.
   * Otherwise only the browsers' push services are sent to, in every mode.
   */
  pushLoopbackForTests: boolean;
}

/**
 * `disk`: files under DATA_DIR/uploads (one host, or one shared volume). `s3`: objects under
 * `prefix/` in a bucket of AWS S3, Cloudflare R2, MinIO or any S3-protocol store, so instances
 * need no shared disk (docs/decisions/055-uploads-in-object-storage.md).
 */
export type UploadsSetting =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** Without slashes at either end; '' puts the objects at the bucket's top. */
      prefix: string;
      /** Null: AWS S3 itself, by region. */
      endpoint: string | null;
      region: string;
      /** Null: the SDK's own chain (AWS_* variables, an instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const str = (env: Env, name: string, fallback: string) => (env[name]?.trim() ? env[name]!.trim() : fallback);
const opt = (env: Env, name: string) => (env[name]?.trim() ? env[name]!.trim() : null);

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

const list = (env: Env, name: string) =>
  str(env, name, '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function trustProxy(env: Env): false | number | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  // One load balancer in front (the set-up of docs/deploy.md): believe the address it adds, nothing before it.
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `must be a hop count from 1 to 10 or the proxies' addresses, got ${hops}`);
    return hops;
  }
  const addresses = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  const bad = addresses.find((a) => !address.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a));
  if (bad) throw new ConfigError('TRUST_PROXY', `must be false, a hop count, or proxy addresses (IP or CIDR), got "${bad}"`);
  return addresses;
}

function fraction(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || value > 1) throw new ConfigError(name, `must be a number from 0 to 1, got "${raw}"`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = opt(env, name);
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(name, `must start with ${protocols.join(' or ')}`);
  return raw;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];

/** UPLOADS: empty or `disk` for DATA_DIR/uploads, `s3://bucket/prefix` with the S3_* settings for a bucket. */
function uploads(env: Env): UploadsSetting {
  const raw = opt(env, 'UPLOADS');
  if (!raw || raw === 'disk') {
    const stray = S3_SETTINGS.find((name) => opt(env, name) !== null);
    if (stray) throw new ConfigError(stray, 'is set but UPLOADS is not s3://bucket/prefix: uploads are on the local disk (DATA_DIR/uploads)');
    return { kind: 'disk' };
  }
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(raw);
  if (!match) throw new ConfigError('UPLOADS', `must be empty (DATA_DIR/uploads) or s3://bucket/prefix, got "${raw}"`);
  const [, bucket, rest = ''] = match;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError('UPLOADS', `names the bucket "${bucket}": a bucket name is 3-63 lower-case letters, digits, dots and hyphens`);
  const prefix = rest.replace(/^\/+|\/+$/g, '');
  if (prefix && prefix.split('/').some((part) => part === '' || part === '.' || part === '..'))
    throw new ConfigError('UPLOADS', `has the prefix "${rest}": use names separated by single slashes, without . or ..`);
  const accessKeyId = opt(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = opt(env, 'S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey)
    throw new ConfigError(
      accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'must be set with its pair (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY), or neither',
    );
  const region = str(env, 'S3_REGION', 'us-east-1');
  if (!/^[a-z0-9-]{2,32}$/.test(region)) throw new ConfigError('S3_REGION', `must be a region name such as ap-south-1 (or auto for R2), got "${region}"`);
  return {
    kind: 's3',
    bucket,
    prefix,
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

/** The example GSTIN of a fresh installation (Maharashtra, like the postal address); a real seller sets its own. */
export const EXAMPLE_GSTIN = '27AAACM1234F1ZY';

function invoice(env: Env): Config['invoice'] {
  const sellerGstin = str(env, 'INVOICE_SELLER_GSTIN', EXAMPLE_GSTIN).toUpperCase();
  if (!isValidGstin(sellerGstin))
    throw new ConfigError('INVOICE_SELLER_GSTIN', `is not a valid GSTIN (15 characters: state code, PAN, entity, Z, check character), got "${sellerGstin}"`);
  const sac = str(env, 'INVOICE_SAC', '998439');
  if (!/^99\d{4}$/.test(sac)) throw new ConfigError('INVOICE_SAC', `must be a six-digit services accounting code starting with 99, got "${sac}"`);
  return { sellerName: str(env, 'INVOICE_SELLER_NAME', SITE_NAME), sellerAddress: str(env, 'INVOICE_SELLER_ADDRESS', POSTAL_ADDRESS), sellerGstin, sac };
}

function email(env: Env, name: string): string | null {
  const raw = opt(env, name);
  if (raw && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) throw new ConfigError(name, `is not an e-mail address: "${raw}"`);
  return raw;
}

/** Where this process itself answers, for e-mailed links when SITE_URL is not set (outside production). */
/** ASSISTED_WORKING_DAYS ("1,2,3,4,5,6") and ASSISTED_WORKING_HOURS ("10:00-19:00"), India time. */
function assistedTime(env: Env): Config['assisted'] {
  const days = str(env, 'ASSISTED_WORKING_DAYS', '1,2,3,4,5,6')
    .split(',')
    .map((d) => d.trim());
  if (!days.every((d) => /^[0-6]$/.test(d)) || new Set(days).size !== days.length)
    throw new ConfigError('ASSISTED_WORKING_DAYS', 'is a list of distinct weekdays, 0 (Sunday) to 6 (Saturday), such as 1,2,3,4,5,6');
  const hours = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(str(env, 'ASSISTED_WORKING_HOURS', '10:00-19:00'));
  const fromMinute = hours ? Number(hours[1]) * 60 + Number(hours[2]) : 0;
  const toMinute = hours ? Number(hours[3]) * 60 + Number(hours[4]) : 0;
  if (!hours || toMinute <= fromMinute || toMinute > 24 * 60)
    throw new ConfigError('ASSISTED_WORKING_HOURS', 'is a range of India time such as 10:00-19:00, ending after it begins');
  return { workingDays: days.map(Number).sort(), fromMinute, toMinute };
}

function localSiteUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const dataDir = path.resolve(cwd, str(env, 'DATA_DIR', './data'));
  const staticDirRaw = str(env, 'STATIC_DIR', './dist');
  const adminPassword = opt(env, 'ADMIN_PASSWORD');
  if (adminPassword !== null && adminPassword.length < 12) throw new ConfigError('ADMIN_PASSWORD', 'must be at least 12 characters');
  const signingKey = opt(env, 'SIGNING_KEY');
  if (signingKey !== null && signingKey.length < 32) throw new ConfigError('SIGNING_KEY', 'must be at least 32 characters');
  const documentKey = opt(env, 'DOCUMENT_KEY');
  if (documentKey !== null && !/^[0-9a-f]{64}$/i.test(documentKey)) throw new ConfigError('DOCUMENT_KEY', 'must be 64 hexadecimal characters (32 bytes)');
  const auditKey = opt(env, 'AUDIT_KEY');
  if (auditKey !== null && auditKey.length < 32) throw new ConfigError('AUDIT_KEY', 'must be at least 32 characters');
  const previousSigningKeys = list(env, 'SIGNING_KEY_PREVIOUS');
  if (previousSigningKeys.some((k) => k.length < 32))
    throw new ConfigError('SIGNING_KEY_PREVIOUS', 'must hold keys of at least 32 characters, separated by commas');
  const previousDocumentKeys = list(env, 'DOCUMENT_KEY_PREVIOUS');
  if (previousDocumentKeys.some((k) => !/^[0-9a-f]{64}$/i.test(k)))
    throw new ConfigError('DOCUMENT_KEY_PREVIOUS', 'must hold keys of 64 hexadecimal characters, separated by commas');
  const quickStart = bool(env, 'QUICK_START', false);
  if (nodeEnv === 'production' && !quickStart) {
    // Keys beside the data go with the data: a copied disk or backup would hold them too.
    for (const [name, value] of [
      ['SIGNING_KEY', signingKey],
      ['DOCUMENT_KEY', documentKey],
      ['AUDIT_KEY', auditKey],
    ] as const) {
      if (!value) throw new ConfigError(name, 'is required in production (NODE_ENV=production); generated keys are only for the quick start (npm start)');
    }
    if (!opt(env, 'PAYMENT_PROVIDER'))
      throw new ConfigError('PAYMENT_PROVIDER', 'is required in production (NODE_ENV=production): razorpay, or test to take test payments only');
  }
  const paymentsProvider = oneOf(env, 'PAYMENT_PROVIDER', ['test', 'razorpay'] as const, 'test');
  const razorpayKeyId = opt(env, 'RAZORPAY_KEY_ID');
  const razorpayKeySecret = opt(env, 'RAZORPAY_KEY_SECRET');
  if (paymentsProvider === 'razorpay' && (!razorpayKeyId || !razorpayKeySecret)) {
    throw new ConfigError('RAZORPAY_KEY_ID', 'and RAZORPAY_KEY_SECRET are required when PAYMENT_PROVIDER=razorpay');
  }
  const timeouts = {
    requestMs: int(env, 'REQUEST_TIMEOUT_MS', 120_000, 200, 3_600_000),
    headersMs: int(env, 'HEADERS_TIMEOUT_MS', 15_000, 200, 600_000),
    idleMs: int(env, 'IDLE_TIMEOUT_MS', 30_000, 200, 600_000),
  };
  if (timeouts.headersMs > timeouts.requestMs) throw new ConfigError('HEADERS_TIMEOUT_MS', `must not exceed REQUEST_TIMEOUT_MS (${timeouts.requestMs})`);
  const metricsToken = opt(env, 'METRICS_TOKEN');
  if (metricsToken !== null && (metricsToken.length < 16 || /\s/.test(metricsToken)))
    throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters, without spaces');
  const iceServers = list(env, 'ICE_SERVERS');
  const badIce = iceServers.find((u) => !/^(stun|turns?):[^\s]+$/.test(u));
  if (badIce) throw new ConfigError('ICE_SERVERS', `must hold stun:, turn: or turns: addresses separated by commas, got "${badIce}"`);
  const turnSecret = opt(env, 'TURN_SECRET');
  if (turnSecret !== null && turnSecret.length < 16) throw new ConfigError('TURN_SECRET', 'must be at least 16 characters');
  const vapidPublicKey = opt(env, 'VAPID_PUBLIC_KEY');
  const vapidPrivateKey = opt(env, 'VAPID_PRIVATE_KEY');
  if ((vapidPublicKey === null) !== (vapidPrivateKey === null))
    throw new ConfigError('VAPID_PUBLIC_KEY', 'and VAPID_PRIVATE_KEY are set together or not at all');
  if (vapidPublicKey !== null && !/^[A-Za-z0-9_-]{87}$/.test(vapidPublicKey))
    throw new ConfigError('VAPID_PUBLIC_KEY', 'must be a P-256 public key, 87 base64url characters');
  if (vapidPrivateKey !== null && !/^[A-Za-z0-9_-]{43}$/.test(vapidPrivateKey))
    throw new ConfigError('VAPID_PRIVATE_KEY', 'must be a P-256 private key, 43 base64url characters');
  const pushLoopbackForTests = bool(env, 'PUSH_LOOPBACK_FOR_TESTS', false);
  if (pushLoopbackForTests && nodeEnv === 'production')
    throw new ConfigError('PUSH_LOOPBACK_FOR_TESTS', 'is for the tests only: a production server sends pushes to the browsers’ push services alone');
  const smsProvider = oneOf(env, 'SMS_PROVIDER', ['outbox', 'msg91'] as const, 'outbox');
  const smsAuthKey = opt(env, 'SMS_AUTH_KEY');
  if (smsProvider === 'msg91' && !smsAuthKey) throw new ConfigError('SMS_AUTH_KEY', 'is required when SMS_PROVIDER=msg91');
  const host = str(env, 'HOST', '127.0.0.1');
  const port = int(env, 'PORT', 4321, 0, 65535);
  const siteUrl = url(env, 'SITE_URL', ['http:', 'https:']);
  // The quick start on this machine's own loopback address is its public address; a production
  // server anywhere else must say where e-mailed links point.
  const loopback = ['127.0.0.1', 'localhost', '::1'].includes(host);
  if (nodeEnv === 'production' && !siteUrl && !(quickStart && loopback)) {
    throw new ConfigError('SITE_URL', 'is required in production (the public address e-mailed links point at)');
  }

  return {
    nodeEnv,
    host,
    port,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 20, 1, 500),
    warmUpMs: int(env, 'WARM_UP_MS', 0, 0, 60_000),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    siteUrl: (siteUrl ?? localSiteUrl(host, port)).replace(/\/+$/, ''),
    corsOrigins: str(env, 'CORS_ORIGINS', '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: trustProxy(env),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, nodeEnv === 'test' ? 'silent' : 'info'),
    logSample: fraction(env, 'LOG_SAMPLE', nodeEnv === 'production' ? 0.01 : 1),
    logSlowMs: int(env, 'LOG_SLOW_MS', 500, 1, 600_000),
    staticDir: staticDirRaw === 'none' ? null : path.resolve(cwd, staticDirRaw),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024),
    timeouts,
    uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    uploads: uploads(env),
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 24 * 7, 1, 24 * 90),
    assisted: assistedTime(env),
    inactiveEraseDays: int(env, 'INACTIVE_ERASE_DAYS', 3 * 365, 30, 10 * 365),
    adminEmail: email(env, 'ADMIN_EMAIL'),
    adminPassword,
    adminName: str(env, 'ADMIN_NAME', 'Administrator'),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: str(env, 'MAIL_FROM', `${SITE_NAME} <no-reply@matrimonial.example.in>`),
    contactInbox: email(env, 'CONTACT_INBOX') ?? CONTACT_EMAIL,
    sms: {
      provider: smsProvider,
      url: url(env, 'SMS_API_URL', ['http:', 'https:']),
      authKey: smsAuthKey,
      templateId: opt(env, 'SMS_TEMPLATE_ID'),
      sender: str(env, 'SMS_SENDER', 'MATRML'),
      timeoutMs: int(env, 'SMS_TIMEOUT_MS', 8000, 100, 60_000),
    },
    payments: {
      provider: paymentsProvider,
      razorpayKeyId,
      razorpayKeySecret,
      razorpayWebhookSecret: opt(env, 'RAZORPAY_WEBHOOK_SECRET'),
      razorpayApiBase: url(env, 'RAZORPAY_API_BASE', ['http:', 'https:']) ?? 'https://api.razorpay.com',
    },
    invoice: invoice(env),
    secrets: { signingKey, documentKey, auditKey, previousSigningKeys, previousDocumentKeys },
    quickStart,
    rateLimits: bool(env, 'RATE_LIMITS', true),
    scheduler: bool(env, 'SCHEDULER', nodeEnv !== 'test'),
    interestDailyLimit: int(env, 'INTEREST_DAILY_LIMIT', 20, 1, 10_000),
    rateLimitPrefix: str(env, 'RATE_LIMIT_PREFIX', ''),
    liveChannel: str(env, 'LIVE_CHANNEL', 'matrimonial:live'),
    liveRecheckSeconds: int(env, 'LIVE_RECHECK_SECONDS', 10, 1, 300),
    metricsToken,
    calls: { iceServers, turnSecret },
    vapid: {
      publicKey: vapidPublicKey,
      privateKey: vapidPrivateKey,
      subject: str(env, 'VAPID_SUBJECT', `mailto:${email(env, 'CONTACT_INBOX') ?? CONTACT_EMAIL}`),
    },
    pushLoopbackForTests,
  };
}
