import type { CallItem, CallSetting } from '../../../shared/schemas/calls';
import { dashboardApi } from '../../dashboard/helpers/session';

/** Calls' own requests: a conversation's call record and the member's setting (docs/product/calls-and-push.md). */
export const fetchCalls = (userId: number) => dashboardApi.get<{ items: CallItem[] }>(`/calls/with/${userId}`);
export const fetchCallSetting = () => dashboardApi.get<CallSetting>('/settings/calls');
export const saveCallSetting = (callsEnabled: boolean) => dashboardApi.put<CallSetting>('/settings/calls', { callsEnabled });
