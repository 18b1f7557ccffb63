import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { secretsFor } from '../../lib/secrets.ts';
import { requireSignedIn } from '../../plugins/auth-context.ts';
import { NOTIFICATION_MAIL_MSG as M } from '../../../shared/messages.ts';
import {
  MailPreferencesBody,
  MailPreferencesReply,
  UnsubscribeQuery,
  UnsubscribeStateReply,
  type UnsubscribeState,
} from '../../../shared/schemas/notification-mail.ts';
import { recordSwitchedConsent } from '../consents/index.ts';
import { subscribeNotificationMail } from './instant-mail.ts';
import { leaveDigest, mailPreferences, savedSearchesInDigest, scopeWords, setMailPreferences, topicsOfScope } from './preferences.service.ts';
import { verifyUnsubscribe } from './unsubscribe-token.ts';

const tags = ['Notifications'];

/**
 * E-mail notifications (docs/decisions/030-notification-mail-and-unsubscribe.md): a member's
 * choice per topic, and the one-click unsubscribe link every notification mail carries. The link
 * needs no sign-in: its signed token names the member and the topic. GET says what it stops and
 * changes nothing (mail scanners open links); POST unsubscribes (RFC 8058: a mail client posts
 * `List-Unsubscribe=One-Click` as a form).
 */
export function registerNotificationMailRoutes(app: FastifyInstance) {
  // After the in-app notifications' subscriber (notifications.routes.ts): the mail reads the row it made.
  subscribeNotificationMail(app.events, { mail: app.mail, config: app.config });

  app.get(
    '/settings/notification-mail',
    {
      schema: routeDoc({
        tags,
        summary: 'Which notifications I receive by e-mail: right away, in the daily summary, or not at all',
        access: 'member',
        reply: MailPreferencesReply,
      }),
    },
    async (request, reply) => send(reply, await mailPreferences(app.db, requireSignedIn(request).userId)),
  );
  app.put(
    '/settings/notification-mail',
    {
      schema: routeDoc({
        tags,
        summary: 'Choose, per topic, e-mails right away (instant), in the daily summary (daily) or none (off); topics left out keep their setting',
        access: 'member',
        body: MailPreferencesBody,
        reply: MailPreferencesReply,
      }),
    },
    async (request, reply) => {
      const me = requireSignedIn(request).userId;
      const body = parse(request.body, MailPreferencesBody);
      const saved = await setMailPreferences(app.db, me, body);
      // "New matches for you" is the promotional mail purpose of the consent notice (docs/product/trust.md).
      if (body['new-matches'] !== undefined) await recordSwitchedConsent(app.db, me, 'promotional-mail', body['new-matches'] !== 'off', request.ip);
      return send(reply, saved);
    },
  );

  const keys = () => {
    const secrets = secretsFor(app.config);
    return [secrets.signingKey, ...secrets.previousSigningKeys];
  };
  /** The member and scope of a link, or the reason it changes nothing. */
  const checked = (query: unknown) => {
    const { token } = parse(query, UnsubscribeQuery);
    if (!token) throw badRequest(M.linkMissing, { token: M.linkMissing });
    const result = verifyUnsubscribe(keys(), token);
    if (!result.ok && result.reason === 'expired') throw new HttpError(410, 'link_expired', M.linkExpired, { token: M.linkExpired });
    if (!result.ok) throw badRequest(M.linkInvalid, { token: M.linkInvalid });
    return result;
  };

  app.register(async (scope) => {
    // RFC 8058: the one-click POST comes as a form; its content (List-Unsubscribe=One-Click) says nothing the token does not.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_r, _b, done) => done(null, undefined),
    );
    scope.get(
      '/notifications/unsubscribe',
      {
        schema: routeDoc({
          tags,
          summary: 'What an unsubscribe link from a notification mail stops (changes nothing; no sign-in needed)',
          access: 'public',
          query: UnsubscribeQuery,
          reply: UnsubscribeStateReply,
          errors: [410],
        }),
      },
      async (request, reply) => {
        const { userId, scope: what } = checked(request.query);
        const prefs = await mailPreferences(app.db, userId);
        const topics = await topicsOfScope(app.db, userId, what);
        const subscribed = topics.some((t) => prefs[t] !== 'off') || (what === 'digest' && (await savedSearchesInDigest(app.db, userId)) > 0);
        const words = scopeWords(what);
        const state: UnsubscribeState = { scope: what, what: words, subscribed, message: subscribed ? M.confirm({ what: words }) : M.already({ what: words }) };
        return send(reply, state);
      },
    );
    scope.post(
      '/notifications/unsubscribe',
      {
        schema: routeDoc({
          tags,
          summary: 'Unsubscribe with the link of a notification mail (RFC 8058 one-click; no sign-in needed)',
          access: 'public',
          query: UnsubscribeQuery,
          consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
          reply: UnsubscribeStateReply,
          errors: [410],
        }),
      },
      async (request, reply) => {
        const { userId, scope: what } = checked(request.query);
        const topics = await topicsOfScope(app.db, userId, what);
        const exists = await app.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
        if (exists && topics.length) await setMailPreferences(app.db, userId, Object.fromEntries(topics.map((t) => [t, 'off'])));
        if (exists && what === 'digest') await leaveDigest(app.db, userId);
        const state: UnsubscribeState = { scope: what, what: scopeWords(what), subscribed: false, message: M.done({ what: scopeWords(what) }) };
        return send(reply, state);
      },
    );
  });
}
