import type { Consents, OptionalPurpose } from '../../../shared/schemas/consents';
import type { NomineeInput, NomineeOutcome, NomineeRequestItem, NomineeState } from '../../../shared/schemas/nominee';
import type { Page } from '../../../shared/envelope';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The member's consents by purpose and their log (docs/product/trust.md). */
export const fetchConsents = () => dashboardApi.get<Consents>('/settings/consents');
export const saveConsent = (purpose: OptionalPurpose, granted: boolean) => dashboardApi.put<Consents>(`/settings/consents/${purpose}`, { granted });

/** The member's nominee. */
export const fetchNominee = () => dashboardApi.get<NomineeState>('/settings/nominee');
export const saveNominee = (input: NomineeInput) => dashboardApi.put<NomineeState>('/settings/nominee', input);
export const removeNominee = () => dashboardApi.del<NomineeState>('/settings/nominee');

/** Administrators: nominees' requests. */
export const fetchNomineeRequests = (status: 'open' | 'decided', page: number) =>
  dashboardApi.get<Page<NomineeRequestItem>>(`/nominee-requests?status=${status}&page=${page}&pageSize=20`);
export const decideNomineeRequest = (id: number, outcome: NomineeOutcome, reason: string) =>
  dashboardApi.post<NomineeRequestItem>(`/nominee-requests/${id}/decide`, { outcome, reason });
