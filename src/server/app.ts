import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Redis } from 'ioredis';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerAuthContext } from './plugins/auth-context.ts';
import { registerOfflineReads } from './plugins/offline-reads.ts';
import { registerInputGuards } from './plugins/input-guards.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import { registerReplyCompression } from './plugins/reply-compression.ts';
import { registerPublicValidators } from './plugins/public-validators.ts';
import { registerInstanceNotices } from './plugins/instance-notices.ts';
import { referenceNamesOf } from './modules/reference/index.ts';
import { findSessionByToken, sessionCacheOf } from './modules/auth/index.ts';
import { bindContactKey, keptContactsOf } from './modules/discovery/index.ts';
import { registerPublicReplies } from './plugins/public-replies.ts';
import { mailPlugin } from './plugins/mail.ts';
import { smsPlugin } from './plugins/sms.ts';
import { accountServicesPlugin } from './plugins/account-services.ts';
import { loggerOptions } from './lib/logger.ts';
import { registerApi } from './routes.ts';
import { eventsPlugin } from './plugins/events.ts';
import { schedulerPlugin } from './plugins/scheduler.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { redisWithFallback } from './lib/rate-limit-store.ts';
import { addOpenApiComponents, openApiOptions } from './lib/openapi/document.ts';
import { trustProxyOption, trustsPeer } from './lib/trust-proxy.ts';
import { RequestLog, requestIdOf } from './lib/request-log.ts';
import { registerReadiness } from './plugins/readiness.ts';
import { bindAuditKey } from './lib/audit/audit-chain.ts';
import { secretsFor } from './lib/secrets.ts';

const loadRedis = (): typeof Redis => (createRequire(import.meta.url)('ioredis') as typeof import('ioredis')).Redis;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    redis: Redis | null;
    /** Every route as registered (method and full path), for the route-coverage tests and tooling. */
    routeList: ReadonlyArray<{ method: string; url: string }>;
    /**
     * One check per named account limit for the whole app (auth.limits.ts): a memory store is
     * made per check, so routes sharing a limit must share its check to share its count.
     */
    accountLimitChecks: Map<string, ReturnType<FastifyInstance['createRateLimit']>>;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
}

/** Builds the whole application without listening, so tests drive it with inject(). */
export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // One line per request at most, with its id (lib/request-log.ts, docs/decisions/053-request-logs.md).
    logger: loggerOptions(config),
    logController: new RequestLog(config),
    genReqId: requestIdOf(trustsPeer(config.trustProxy)),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    // A client trickling its headers or body is cut off (408) instead of holding a connection.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: Math.min(5000, Math.max(100, Math.floor(config.timeouts.headersMs / 4))) },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Fastify gives up on a plugin after 10 s; a cold start on a loaded two-core host (the API
    // description reads its assets, Redis may be slow to answer) can take longer without being stuck.
    pluginTimeout: 60_000,
  });
  // Every reply names its request, as every log line of the request does.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const routeList: Array<{ method: string; url: string }> = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  // Schemas document the API; superstruct validates it (one set of rules and messages).
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // ioredis is loaded only where Redis is configured: a lone instance's memory goes without it.
  const redis = config.redisUrl ? new (loadRedis())(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }) : null;
  redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis unavailable'));
  app.decorate('config', config);
  app.decorate('db', db);
  // Every audit row this app appends, through any module, is keyed by its AUDIT_KEY.
  bindAuditKey(db, secretsFor(config).auditKey);
  // The contacts members hide from are compared as digests under this app's contact key.
  bindContactKey(db, secretsFor(config).contactKey);
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });

  registerErrorHandler(app);
  registerReadiness(app);
  // The first round trip matters on slow links: HTML, CSS, JS and JSON go out compressed,
  // replies in memory synchronously (reply-compression.ts), files from disk as streams.
  registerPublicValidators(app); // before compression: the validator is the JSON's
  registerReplyCompression(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 5 } } as never });
  await registerSecurityHeaders(app);
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: false });
  await app.register(rateLimit, {
    global: false,
    // Redis shared by every instance; this process's memory while Redis is away (rate-limit-store.ts).
    ...(redis ? { store: redisWithFallback(redis, 'matrimonial-rl:') as never } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  app.decorate('accountLimitChecks', new Map());
  // The services every module shares, built once here (docs/decisions/014-services-composition-root.md).
  await app.register(mailPlugin);
  await app.register(smsPlugin);
  await app.register(accountServicesPlugin);
  await app.register(eventsPlugin);
  await app.register(schedulerPlugin);
  // GET /metrics for Prometheus, with METRICS_TOKEN; before the routes, so it times all of them.
  await app.register(metricsPlugin);
  // The API description (lib/openapi): routes describe themselves with routeDoc().
  addOpenApiComponents(app);
  await app.register(swagger, openApiOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerInstanceNotices(app);
  // The reference names on members' cards, kept like sessions (modules/reference/reference-names.ts).
  app.instanceNotices.share('names', referenceNamesOf(app.db));
  // After CORS: a public read answered from memory carries the same CORS headers.
  registerPublicReplies(app);
  // Sessions kept for seconds (modules/auth/session-cache.ts): a change on this instance is told to the others.
  app.instanceNotices.share('sessions', sessionCacheOf(app.db));
  app.instanceNotices.share('contacts', keptContactsOf(app.db));
  registerAuthContext(app, findSessionByToken);
  registerOfflineReads(app);
  registerInputGuards(app);
  await app.register(registerApi, { prefix: '/api' });
  await registerStaticSite(app);
  return app;
}
