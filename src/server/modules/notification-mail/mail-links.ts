import type { Config } from '../../config/config.ts';
import { secretsFor } from '../../lib/secrets.ts';
import type { UnsubscribeScope } from '../../../shared/schemas/notification-mail.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

/** Where a notification mail's unsubscribe link points: the public API route that takes GET (what it stops) and POST (RFC 8058 one-click). */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

export function unsubscribeUrl(config: Pick<Config, 'siteUrl' | 'dataDir' | 'secrets'>, userId: number, scope: UnsubscribeScope, now = Date.now()) {
  const token = signUnsubscribe(secretsFor(config).signingKey, userId, scope, now);
  return `${config.siteUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/** The headers every notification mail carries: the https link for mail clients' own unsubscribe button, and the one-click POST (RFC 8058). */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Common variables of notification mails: the dashboard link and the settings link. */
export const dashboardUrl = (config: Pick<Config, 'siteUrl'>, path: string) => `${config.siteUrl}${path}`;
