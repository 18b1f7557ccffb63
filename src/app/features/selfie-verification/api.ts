import type { Page } from '../../../shared/envelope';
import type { Infer } from 'superstruct';
import type {
  SelfieChallengeReply,
  SelfieCheckReply,
  SelfieDecisionReply,
  SelfieQueueItem,
  SelfieStatusReply,
} from '../../../shared/schemas/selfie-verification';
import { API_BASE } from '../../client/api';
import { dashboardApi } from '../../dashboard/helpers/session';

export type SelfieStatus = Infer<typeof SelfieStatusReply>;
export type SelfieChallenge = Infer<typeof SelfieChallengeReply>;
export type SelfieResult = Infer<typeof SelfieCheckReply>;
export type SelfieQueueEntry = Infer<typeof SelfieQueueItem>;

/** The member's selfie check and the administrators' queue (docs/product/trust.md). */
export const fetchSelfieStatus = () => dashboardApi.get<SelfieStatus>('/selfie-verification');
export const giveSelfieConsent = () => dashboardApi.put<unknown>('/settings/consents/selfie-verification', { granted: true });
export const startSelfieChallenge = () => dashboardApi.post<SelfieChallenge>('/selfie-verification/challenges', {});
export const sendSelfieCheck = (challengeId: string, frames: string[], selfie: string) =>
  dashboardApi.post<SelfieResult>('/selfie-verification/checks', { challengeId, frames, selfie });
export const fetchSelfieQueue = (page: number) => dashboardApi.get<Page<SelfieQueueEntry>>('/selfie-verification/queue', { page, pageSize: 20 });
export const approveSelfie = (id: number) => dashboardApi.post<Infer<typeof SelfieDecisionReply>>(`/selfie-verification/checks/${id}/approve`, {});
export const rejectSelfie = (id: number, reason: string) =>
  dashboardApi.post<Infer<typeof SelfieDecisionReply>>(`/selfie-verification/checks/${id}/reject`, { reason: reason.trim() });
export const selfiePath = (id: number) => `${API_BASE}/selfie-verification/checks/${id}/selfie`;
