import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config.ts';

/** Query parameters that carry secrets (signed links, reset tokens) are masked in request logs. */
const SECRET_QUERY = /([?&](?:sig|signature|token|code|otp)=)[^&]*/gi;
export const maskUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * Lines a person reads (pino-pretty) when a terminal shows them outside production; JSON lines
 * otherwise, for log collectors and for tests.
 */
export const prettyLogs = (config: Pick<Config, 'nodeEnv' | 'logLevel'>, isTerminal = process.stdout.isTTY === true) =>
  isTerminal && config.nodeEnv !== 'production' && config.logLevel !== 'silent';

export function loggerOptions(config: Config, pretty = prettyLogs(config)): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        // Plugins log their options at trace level with the request headers (@fastify/multipart's busboyOptions).
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["x-verification-token"]',
        '*.*.headers.authorization',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.confirmPassword',
        '*.emailOtpCode',
        '*.mobileOtpCode',
        '*.code',
        '*.token',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req) => ({ method: req.method, url: maskUrl(req.url), reqId: req.id, remoteAddress: req.ip }),
    },
  };
}
