import { dashboardApi } from '../../dashboard/helpers/session';
import type { UserSubscription } from '../../../shared/schemas/subscription';

type SubscriptionPage = { items: UserSubscription[]; page: number; pageSize: number; total: number };

/** The administrator's subscription list and its actions: activate, cancel a paid one, delete an unpaid one. */
export const fetchSubscriptions = (page: number, pageSize: number, status: string | undefined) =>
  dashboardApi.get<SubscriptionPage>('/Subscription/GetAllUserSubscription', { page, pageSize, ...(status ? { status } : {}) });
export const activateSubscription = (id: number) => dashboardApi.put(`/Subscription/${id}/activate`);
export const cancelSubscription = (id: number) => dashboardApi.put(`/Subscription/GetAllUserSubscription/${id}`, { status: 'cancelled' });
export const deleteSubscription = (id: number) => dashboardApi.del(`/Subscription/${id}`);
