import { dashboardApi } from '../../dashboard/helpers/session';
import type { UserSubscription } from '../../../shared/schemas/subscription';

/** Every subscription of one member, newest first. */
export const fetchMySubscriptions = (userId: number | null) => dashboardApi.get<UserSubscription[]>(`/Subscription/GetAllUserSubscriptionByUserId/${userId}`);

/** A subscription never paid for (its checkout abandoned): members may delete their own pending ones. */
export const removeUnpaidSubscription = (id: number) => dashboardApi.del(`/Subscription/${id}`);
