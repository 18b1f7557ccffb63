import pino from 'pino';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config.ts';

/**
 * Query parameters that carry secrets (stream tickets, signed links, reset and access tokens,
 * one-time codes) are masked wherever a URL reaches a log line: the request's own URL, an error's
 * message and stack, and any message text (docs/decisions/053-request-logs.md).
 */
const SECRET_QUERY_PARAMETERS = ['ticket', 'token', 'access_token', 'sig', 'signature', 'code', 'otp', 'password'] as const;
const SECRET_QUERY = new RegExp(`([?&;](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&;#\\s"']*`, 'gi');
export const maskUrl = (url: string) => (url.includes('=') ? url.replace(SECRET_QUERY, '$1[redacted]') : url);

/** Headers that carry credentials, masked in every logged object that holds request or reply headers. */
const SECRET_HEADERS = ['authorization', 'cookie', '["set-cookie"]', '["proxy-authorization"]', '["x-verification-token"]'];
const header = (name: string) => (name.startsWith('[') ? name : `.${name}`);

/**
 * Lines a person reads (pino-pretty) when a terminal shows them outside production; JSON lines
 * otherwise, for log collectors and for tests.
 */
export const prettyLogs = (config: Pick<Config, 'nodeEnv' | 'logLevel'>, isTerminal = process.stdout.isTTY === true) =>
  isTerminal && config.nodeEnv !== 'production' && config.logLevel !== 'silent';

/** An error as pino writes it, with any secret query parameter masked in its message and stack. */
function maskedError(err: Error) {
  const out = pino.stdSerializers.err(err);
  if (typeof out.message === 'string') out.message = maskUrl(out.message);
  if (typeof out.stack === 'string') out.stack = maskUrl(out.stack);
  return out;
}

/**
 * Standard output written in the background: pino hands each line to a buffer that is written
 * out once it holds 4 KB, and at least every second, instead of one blocking write per line.
 * What is still buffered when the process exits (a graceful drain ends with process.exit) is
 * written synchronously by pino's exit handler.
 */
function asyncStdout() {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Closed: nothing left to write.
    }
  }, 1000).unref();
  return stream;
}

export function loggerOptions(config: Config, pretty = prettyLogs(config)): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : config.logLevel === 'silent'
        ? {}
        : { stream: asyncStdout() }),
    redact: {
      paths: [
        ...SECRET_HEADERS.flatMap((name) => [
          `req.headers${header(name)}`,
          `res.headers${header(name)}`,
          `headers${header(name)}`,
          // Plugins log their options at trace level with the request headers (@fastify/multipart's busboyOptions).
          `*.headers${header(name)}`,
          `*.*.headers${header(name)}`,
        ]),
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.confirmPassword',
        '*.emailOtpCode',
        '*.mobileOtpCode',
        '*.code',
        '*.token',
        '*.ticket',
        '*.accessToken',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
    hooks: {
      // A message text that quotes a URL (Fastify's own "Route GET:/… not found") is masked too.
      logMethod(args, method) {
        for (let i = 0; i < args.length; i++) if (typeof args[i] === 'string') args[i] = maskUrl(args[i] as string);
        method.apply(this, args as Parameters<typeof method>);
      },
    },
    serializers: {
      req: (req) => ({ method: req.method, url: maskUrl(req.url), remoteAddress: req.ip }),
      err: maskedError,
    },
  };
}
