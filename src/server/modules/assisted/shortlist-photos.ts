import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { blockedIds, eliteHiddenRows, isDiscoverable } from '../discovery/index.ts';
import { cardLookups } from '../photos/index.ts';

export interface PickPhoto {
  photoUrl: string | null;
  photoPreviewUrl: string | null;
}

const NO_PHOTO: PickPhoto = { photoUrl: null, photoPreviewUrl: null };

/**
 * The photo each shortlisted profile shows the member, under the rules of the members' cards:
 * the close-up first, approved only, signed for the member (photos/cardLookups), so a private
 * photo is the blurred preview unless the member is connected, granted, or holds the plan it
 * asks for. A shortlist stays on record after it is sent, so what search would leave out is
 * checked again here: a profile blocked either way (or hiding from the member's contacts), hidden
 * by moderation, paused, no longer an active verified member, or an Elite member kept
 * confidential from the member (discovery's elite-confidential.ts) shows no photo at all. The
 * manager sees the member's view, as in their search for the member.
 */
export async function pickPhotos(db: Database, config: Config, memberId: number, profileIds: number[]): Promise<Map<number, PickPhoto>> {
  const ids = [...new Set(profileIds)];
  const out = new Map<number, PickPhoto>();
  if (!ids.length) return out;
  const [blocked, confidential, accounts] = await Promise.all([
    blockedIds(db, memberId),
    eliteHiddenRows(db, memberId, new Date().toISOString()).where('es.userId', 'in', ids).execute(),
    db.selectFrom('users').select(['id', 'isVerified', 'isActive', 'userRoleId', 'moderationHidden', 'pausedAt']).where('id', 'in', ids).execute(),
  ]);
  const barred = new Set([...blocked, ...confidential.map((r) => Number(r.id))]);
  const open = accounts.filter((a) => !barred.has(Number(a.id)) && isDiscoverable({ ...a, userRoleId: Number(a.userRoleId) }) === 1).map((a) => Number(a.id));
  const photos = await cardLookups(db, config, { userId: memberId, isAdmin: false }).photos(open);
  for (const id of ids) out.set(id, photos.get(id) ?? NO_PHOTO);
  return out;
}
