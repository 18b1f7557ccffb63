import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { MailService } from '../mail/index.ts';
import { ROLE_IDS } from '../../../shared/constants.ts';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../shared/schemas/conversations.ts';
import { blockedIds } from '../discovery/index.ts';
import { findMatches } from '../matching/index.ts';
import { newResultsForSavedSearch } from '../search/index.ts';
import { describe, mine, namesOf } from '../notifications/index.ts';
import { mailPreferences, TOPIC_OF } from './preferences.service.ts';
import { dashboardUrl, unsubscribeHeaders, unsubscribeLinks } from './mail-links.ts';
import { mailRecipient } from './recipient.ts';
import { MAIL_WORDS, reasonIn } from './mail-words.ts';

/**
 * The daily summary (docs/product/member-loop.md, docs/decisions/030-notification-mail-and-unsubscribe.md): once
 * a day per member, the unread notifications since the last summary of the topics set to "daily",
 * and for members who asked for them the top five new matches with their reasons, ranked by the
 * matching module, and for each saved search marked "include in my daily digest" up to five
 * members new since the last summary (docs/decisions/034-member-search-query.md).
 * Nothing is sent when all are empty. A member's day is claimed by one
 * conditional update of `notification_mail_state`, so two instances never both send it.
 */
export const DIGEST_MATCHES = 5;
const ITEMS_MAX = 30;
const FIRST_WINDOW_MS = 86_400_000;
/** The summary goes out from 08:00 India time. */
export const DIGEST_HOUR_IST = 8;
const IST_OFFSET_MS = 330 * 60_000;

/** The India date of an instant, and whether the summary's hour has come on it. */
export function digestDay(now: Date): { day: string; due: boolean } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return { day: ist.toISOString().slice(0, 10), due: ist.getUTCHours() >= DIGEST_HOUR_IST };
}

export interface DigestDeps {
  db: Database;
  mail: MailService;
  config: Config;
}

/** Claims this member's summary of `day`; answers the time of the previous one (or null), or false when it is already taken. */
async function claimDay(db: Database, userId: number, day: string, now: Date): Promise<string | null | false> {
  await db
    .insertInto('notificationMailState')
    .values({ userId, digestDay: '', digestAt: null })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  const prev = await db.selectFrom('notificationMailState').select(['digestDay', 'digestAt']).where('userId', '=', userId).executeTakeFirstOrThrow();
  if (prev.digestDay >= day) return false;
  const claimed = await db
    .updateTable('notificationMailState')
    .set({ digestDay: day, digestAt: now.toISOString() })
    .where('userId', '=', userId)
    .where('digestDay', '=', prev.digestDay)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? prev.digestAt : false;
}

async function newMatches(db: Database, userId: number, since: string, now: Date) {
  let page;
  try {
    page = await findMatches(db, userId, 1, 50, undefined, undefined, { today: now });
  } catch {
    return []; // No profile with preferences yet: no matches to suggest.
  }
  const fresh = page.items.filter((m) => !m.interest && !m.shortlisted);
  if (!fresh.length) return [];
  const created = await db
    .selectFrom('profile')
    .select('userId')
    .where(
      'userId',
      'in',
      fresh.map((m) => m.userId),
    )
    .where('createdAt', '>', since)
    .execute();
  const isNew = new Set(created.map((r) => Number(r.userId)));
  return fresh.filter((m) => isNew.has(m.userId)).slice(0, DIGEST_MATCHES);
}

/** The new results of each saved search marked for the summary, those with none left out. */
async function savedSearchResults(db: Database, userId: number, since: string) {
  const flagged = await db
    .selectFrom('savedSearch')
    .select('id')
    .where('userId', '=', userId)
    .where('includeInDigest', '=', 1)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const found = [];
  for (const s of flagged) {
    const result = await newResultsForSavedSearch(db, userId, Number(s.id), since);
    if (result.name !== null && result.items.length) found.push({ name: result.name, total: result.total, items: result.items.slice(0, DIGEST_MATCHES) });
  }
  return found;
}

/** One member's summary; answers whether a mail went out. */
export async function sendDigest(deps: DigestDeps, userId: number, now: Date): Promise<boolean> {
  const { db, config } = deps;
  const to = await mailRecipient(db, userId);
  if (!to) return false;
  const previous = await claimDay(db, userId, digestDay(now).day, now);
  if (previous === false) return false;
  const since = previous ?? new Date(now.getTime() - FIRST_WINDOW_MS).toISOString();
  const prefs = await mailPreferences(db, userId);
  const types = NOTIFICATION_TYPES.filter((t) => prefs[TOPIC_OF[t]] === 'daily');
  const rows = types.length
    ? await mine(db, userId, await blockedIds(db, userId))
        .select(['type', 'actorId', 'data', 'count'])
        .where('type', 'in', types)
        .where('readAt', 'is', null)
        .where('createdAt', '>', since)
        .where('createdAt', '<=', now.toISOString())
        .orderBy('createdAt', 'desc')
        .limit(ITEMS_MAX)
        .execute()
    : [];
  const matches = prefs['new-matches'] === 'daily' ? await newMatches(db, userId, since, now) : [];
  const searches = await savedSearchResults(db, userId, since);
  if (!rows.length && !matches.length && !searches.length) return false;

  const W = MAIL_WORDS[to.locale];
  const names = await namesOf(db, [...new Set(rows.flatMap((r) => (r.actorId === null ? [] : [Number(r.actorId)])))]);
  const items = rows.map((r) => {
    const actorId = r.actorId === null ? null : Number(r.actorId);
    const { text, link } = describe(
      r.type as NotificationType,
      (actorId !== null && names.get(actorId)) || W.someone,
      actorId,
      Number(r.count),
      JSON.parse(r.data),
      W.notification,
      W.tag,
    );
    return `- ${text}\n  ${dashboardUrl(config, link)}`;
  });
  const matchLines = matches.map((m) => {
    const facts = [m.age !== null ? `${m.age}` : null, m.city, m.occupation].filter(Boolean).join(', ');
    return `- ${m.fullName ?? W.someone}${facts ? ` (${facts})` : ''}: ${m.reasons.map((reason, i) => reasonIn(W, m.reasonPhrases[i], reason)).join('; ')}\n  ${dashboardUrl(config, `/dashboard/profile/view-profile/${m.userId}`)}`;
  });
  const searchLines = searches.map(
    (s) =>
      `${s.total > s.items.length ? W.savedSearchLineShown({ name: s.name, total: s.total, shown: s.items.length }) : W.savedSearchLine({ name: s.name, total: s.total })}\n${s.items
        .map(
          (m) =>
            `- ${m.fullName ?? W.someone}${m.city ? ` (${m.city})` : ''}${m.profileCode ? `, ${m.profileCode}` : ''}\n  ${dashboardUrl(config, `/dashboard/profile/view-profile/${m.userId}`)}`,
        )
        .join('\n')}`,
  );
  const resultCount = searches.reduce((n, s) => n + s.items.length, 0);
  const summary = [
    rows.length ? W.digestItems({ count: rows.length }) : null,
    matches.length ? W.digestMatches({ count: matches.length }) : null,
    resultCount ? W.digestSavedResults({ count: resultCount }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const matchSection = matchLines.length ? `${items.length ? '\n' : ''}${W.newMatchesHeading}:\n${matchLines.join('\n')}\n` : '';
  const searchSection = searchLines.length ? `${items.length || matchLines.length ? '\n' : ''}${W.savedSearchesHeading}:\n${searchLines.join('\n\n')}\n` : '';
  const unsubscribe = unsubscribeLinks(config, userId, 'digest', now.getTime());
  deps.mail.sendLater(
    'notification-digest',
    to.email,
    {
      name: to.name,
      summary,
      items: items.length ? `${items.join('\n')}\n` : '',
      // The template has one place after the updates: the saved searches' section follows the matches.
      matches: matchSection + searchSection,
      link: dashboardUrl(config, '/dashboard'),
      unsubscribeLink: unsubscribe.page,
      settingsLink: dashboardUrl(config, '/dashboard/settings'),
    },
    { headers: unsubscribeHeaders(unsubscribe.oneClick), locale: to.locale },
  );
  return true;
}

/**
 * Every member who may have a summary today: active, verified members with an unread notification
 * from the last week, who asked for new matches, or who marked a saved search for the summary.
 * Each of the three is read from its own index and only those accounts are looked up, so a day's
 * run reads the rows it needs, not every account (migration 0033).
 */
export async function runDigests(deps: DigestDeps, now: Date): Promise<number> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const rows = await deps.db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', 'in', (eb) =>
      eb
        .selectFrom('notification as n')
        .select('n.userId')
        .where('n.readAt', 'is', null)
        .where('n.createdAt', '>', weekAgo)
        .union(eb.selectFrom('notificationPreference as np').select('np.userId').where('np.topic', '=', 'new-matches').where('np.mode', '=', 'daily'))
        .union(eb.selectFrom('savedSearch as ss').select('ss.userId').where('ss.includeInDigest', '=', 1)),
    )
    .where('u.isActive', '=', 1)
    .where('u.isVerified', '=', 1)
    .where('u.userRoleId', '=', Number(ROLE_IDS.user))
    .orderBy('u.id')
    .execute();
  let sent = 0;
  for (const row of rows) if (await sendDigest(deps, Number(row.id), now)) sent++;
  return sent;
}
