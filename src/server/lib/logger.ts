import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config.ts';

/** Query parameters that carry secrets (signed links, reset tokens) are masked in request logs. */
const SECRET_QUERY = /([?&](?:sig|signature|token|code|otp)=)[^&]*/gi;
export const maskUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
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
