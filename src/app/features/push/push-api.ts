import type { PushKinds, QuietHours } from '../../../shared/schemas/push';
import type { Locale } from '../../../shared/i18n/locales';
import { dashboardApi } from '../../dashboard/helpers/session';

/** Push notifications per device and quiet hours (docs/product/calls-and-push.md). */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
type Status = { subscribed: boolean; kinds: PushKinds | null };

export const fetchPushKey = () => dashboardApi.get<{ publicKey: string | null }>('/push/key');
export const savePushSubscription = (s: DeviceSubscription, kinds: PushKinds, language: Locale) =>
  dashboardApi.put<Status>('/push/subscription', { endpoint: s.endpoint, keys: s.keys, kinds, language });
export const fetchPushStatus = (endpoint: string) => dashboardApi.post<Status>('/push/subscription/status', { endpoint });
export const removePushSubscription = (endpoint: string) => dashboardApi.post<{ removed: boolean }>('/push/subscription/remove', { endpoint });
export const fetchQuietHours = () => dashboardApi.get<QuietHours>('/settings/push-quiet-hours');
export const saveQuietHours = (q: QuietHours) => dashboardApi.put<QuietHours>('/settings/push-quiet-hours', q);
