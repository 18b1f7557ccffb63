import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { MemberCard } from '../../../shared/schemas/interests.ts';
import { ageOn } from '../discovery/index.ts';
import { cardLookups } from '../photos/index.ts';
import { referenceNames } from '../reference/index.ts';
import type { Locale } from '../../../shared/locales.ts';

/**
 * Compact cards of these members, as this reader may see them: name, age, city, community (in the
 * reader's language) and
 * one photo signed for the reader (the photo rules of the match cards). Two queries for any
 * number of members (and one for names this process has not kept, reference-names.ts); a member
 * without a profile still gets a card with the account's name.
 */
export async function memberCards(
  db: Database,
  config: Config,
  userIds: number[],
  readerId: number,
  today = new Date(),
  readerIsAdmin = false,
  locale: Locale = 'en',
): Promise<Map<number, MemberCard>> {
  if (!userIds.length) return new Map();
  const lookups = cardLookups(db, config, { userId: readerId, isAdmin: readerIsAdmin });
  const [rows, photos, badges] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('profile as p', 'p.userId', 'u.id')
      .select(['u.id', 'u.name', 'p.fullName', 'p.dob', 'p.city', 'p.religionId', 'p.casteId'])
      .where('u.id', 'in', userIds)
      .execute(),
    lookups.photos(userIds),
    lookups.badges(userIds),
  ]);
  const nameOf = await referenceNames(db, { religion: rows.map((r) => r.religionId), caste: rows.map((r) => r.casteId) }, locale);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        userId: Number(r.id),
        fullName: r.fullName ?? r.name ?? null,
        age: r.dob ? ageOn(String(r.dob), today) : null,
        city: r.city ?? null,
        religion: nameOf('religion', r.religionId),
        caste: nameOf('caste', r.casteId),
        photoUrl: photos.get(Number(r.id))?.photoUrl ?? null,
        photoPreviewUrl: photos.get(Number(r.id))?.photoPreviewUrl ?? null,
        badges: badges.get(Number(r.id)) ?? [],
      },
    ]),
  );
}
