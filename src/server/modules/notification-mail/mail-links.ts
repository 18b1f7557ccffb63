import type { Config } from '../../config/config.ts';
import { secretsFor } from '../../lib/secrets.ts';
import type { UnsubscribeScope } from '../../../shared/schemas/notification-mail.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

/**
 * A notification mail's unsubscribe links, with one signed token: the List-Unsubscribe header
 * names the API route (GET says what it stops, POST is RFC 8058's one-click), and the text names
 * the public page that shows the same and asks the member to confirm (src/site/pages/unsubscribe.astro).
 */
export function unsubscribeLinks(config: Pick<Config, 'siteUrl' | 'dataDir' | 'secrets'>, userId: number, scope: UnsubscribeScope, now = Date.now()) {
  const token = signUnsubscribe(secretsFor(config).signingKey, userId, scope, now);
  return { oneClick: `${config.siteUrl}/api/notifications/unsubscribe?token=${token}`, page: `${config.siteUrl}/unsubscribe?token=${token}` };
}

/** The headers every notification mail carries: the https link for mail clients' own unsubscribe button, and the one-click POST (RFC 8058). */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Common variables of notification mails: the dashboard link and the settings link. */
export const dashboardUrl = (config: Pick<Config, 'siteUrl'>, path: string) => `${config.siteUrl}${path}`;
