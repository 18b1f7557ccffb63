import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { OptionalPurpose } from '../../../shared/schemas/consents.ts';
import { consentsOf, recordConsent } from '../consents/index.ts';
import { pauseAllHelpers } from '../family/index.ts';
import { setHoroscopeSetting } from '../horoscope/index.ts';
import { setMailPreferences } from '../notification-mail/index.ts';
import { withdrawSelfie } from '../selfie-verification/index.ts';

/**
 * What giving or withdrawing a purpose does, through the setting that already runs it
 * (docs/decisions/091-consent-by-purpose-and-nominee.md): horoscope matching is the guna milan
 * switch; promotional mail is the "New matches for you" mail; family helpers are paused (their
 * sessions end) and stay paused until the member resumes each; withdrawing the selfie check stops
 * it and deletes a selfie still waiting. SMS beyond the one-time codes has no setting yet: the log
 * is all there is of it.
 */
const EFFECTS: Partial<Record<OptionalPurpose, (app: FastifyInstance, db: Database, userId: number, granted: boolean) => Promise<unknown>>> = {
  'horoscope-matching': (_app, db, userId, granted) => setHoroscopeSetting(db, userId, granted),
  'promotional-mail': (_app, db, userId, granted) => setMailPreferences(db, userId, { 'new-matches': granted ? 'daily' : 'off' }),
  'family-helpers': async (app, _db, userId, granted) => (granted ? undefined : pauseAllHelpers(app, userId)),
  'selfie-verification': async (app, _db, userId, granted) => (granted ? undefined : withdrawSelfie(app, userId)),
};

/** Gives or withdraws one purpose from Settings: the effect, then its row of the log; answers the consents as they now stand. */
export async function setConsent(app: FastifyInstance, userId: number, purpose: OptionalPurpose, granted: boolean, ip: string) {
  await EFFECTS[purpose]?.(app, app.db, userId, granted);
  await recordConsent(app.db, userId, purpose, granted, 'settings', ip);
  return consentsOf(app.db, userId);
}
