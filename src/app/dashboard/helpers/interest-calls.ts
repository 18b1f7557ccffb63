import { dashboardApi } from './session';

/** What sending an interest did: sent and waiting, or (their interest was waiting) connected at once. */
export interface InterestSent {
  id: number;
  status: 'pending' | 'accepted';
  /** The server's sentence for the toast, in English. */
  message: string;
  /** The other member had already sent one: sending back accepted it. */
  mutual: boolean;
}

/**
 * Sends an interest to a member, from a match card (no note) or a profile page (one of the
 * offered notes, or the member's own): every place that sends one calls this, and only this.
 */
export const sendInterest = (targetUserId: number, choice: { template?: number; note?: string } = {}) =>
  dashboardApi.post<InterestSent>('/interests', { targetUserId, ...choice });
