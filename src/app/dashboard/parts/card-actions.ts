import { useState } from 'react';
import { notify } from '../../client/toast';
import type { MatchItem } from '../../../shared/schemas/matching';
import type { CardAction } from './match-card';
import { words } from '../helpers/i18n';
import { sendInterest } from '../helpers/interest-calls';
import { dashboardApi } from '../helpers/session';

/** The interest answered and the member's marks, from a match card (docs/product/member-loop.md); an interest is sent through dashboard/lib/interest-calls. */
const answerInterest = (id: number, answer: 'accept' | 'decline') => dashboardApi.post<{ id: number; status: string }>(`/interests/${id}/${answer}`, {});
const markMember = (list: '/shortlist' | '/not-interested', userId: number) => dashboardApi.put<{ userId: number }>(`${list}/${userId}`);
const unmarkMember = (list: '/shortlist', userId: number) => dashboardApi.del<{ userId: number }>(`${list}/${userId}`);

/** Changes one card in place (null takes it off the list). */
export type PatchCard = (userId: number, change: (item: MatchItem) => MatchItem | null) => void;

/**
 * What a match card's buttons do, for every list of match cards (Matching Profile, Search):
 * interest sent or answered, shortlist, "not interested"; the card shows the outcome at once.
 */
export function useCardActions(userId: number | null, patch: PatchCard, reload: () => void) {
  const [busy, setBusy] = useState<number | null>(null);

  async function interested(item: MatchItem) {
    if (userId === null) return;
    const result = await sendInterest(item.userId);
    if (!result.ok) return notify.error(result.message);
    const t = words();
    const name = item.fullName ?? t.common.thisMember;
    notify.success(result.data.mutual ? t.cardActions.mutual({ name }) : t.cardActions.sent({ name }));
    patch(item.userId, (i) => ({ ...i, interested: true }));
    // A mutual interest is a connection: read the state both ways again.
    if (result.data.mutual) reload();
  }

  async function run(item: MatchItem, action: CardAction) {
    // Toasts in the dashboard's language at the moment of the action.
    const t = words();
    const name = item.fullName ?? t.common.thisMember;
    if (action === 'interested') return interested(item);
    if (action === 'accept' || action === 'decline') {
      const result = await answerInterest(item.interest!.id, action);
      if (!result.ok) return notify.error(result.message);
      notify.success(action === 'accept' ? t.interests.connectedDone({ name }) : t.interests.declinedDone({ name }));
      return patch(item.userId, (i) => ({ ...i, interest: { ...i.interest!, status: action === 'accept' ? 'accepted' : 'declined' } }));
    }
    const result =
      action === 'unshortlist'
        ? await unmarkMember('/shortlist', item.userId)
        : await markMember(action === 'hide' ? '/not-interested' : '/shortlist', item.userId);
    if (!result.ok) return notify.error(result.message);
    if (action === 'hide') {
      notify.success(t.cardActions.hidden({ name }));
      return patch(item.userId, () => null);
    }
    notify.success(action === 'shortlist' ? t.cardActions.onShortlist({ name }) : t.cardActions.offShortlist({ name }));
    patch(item.userId, (i) => ({ ...i, shortlisted: action === 'shortlist' }));
  }

  async function act(item: MatchItem, action: CardAction) {
    setBusy(item.userId);
    await run(item, action);
    setBusy(null);
  }

  return { busy, act };
}
