import type { ApiResult } from '../../client/api';
import type { CheckoutOrder, PaymentProof, Plan, UserSubscription } from '../../../shared/schemas/subscription';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The plans on offer, and the member's active subscription (null when there is none). */
export const fetchPlans = () => dashboardApi.get<Plan[]>('/SubscriptionPlan/GetAllSubscriptionPlan');
/** Which provider takes payments: the health reply says, so the page can label test payments. */
export const fetchPaymentProvider = async (): Promise<ApiResult<'test' | 'razorpay'>> => {
  const result = await dashboardApi.get<{ payments: 'test' | 'razorpay' }>('/health');
  return result.ok ? { ...result, data: result.data.payments } : result;
};
export const fetchActiveSubscription = (userId: number | null) => dashboardApi.get<UserSubscription | null>(`/Subscription/active/${userId}`);

/**
 * Buying a plan (docs/product/plans-and-payments.md): the server makes a pending subscription and the provider's order
 * (the amount comes from the plan, never from here), the member pays in the provider's checkout,
 * the provider's proof goes to AddPayment, where the server verifies it, and then activation.
 */
export interface Purchase {
  subscription: UserSubscription;
  order: CheckoutOrder;
}

export const startPurchase = (planId: number) => dashboardApi.post<Purchase>('/Subscription/create', { planId });

/** The test provider's checkout: the server signs a payment for the order and charges nothing. */
export async function payWithTestProvider(purchase: Purchase): Promise<ApiResult<PaymentProof>> {
  const result = await dashboardApi.post<{ proof: PaymentProof }>('/Payment/test-checkout', { subscriptionId: purchase.subscription.id });
  return result.ok ? { ...result, data: result.data.proof } : result;
}

export async function completePurchase(purchase: Purchase, proof: PaymentProof): Promise<ApiResult<UserSubscription>> {
  const id = purchase.subscription.id;
  const paid = await dashboardApi.post('/Payment/AddPayment/', { subscriptionId: id, provider: purchase.order.provider, ...proof });
  if (!paid.ok) return paid;
  return dashboardApi.put<UserSubscription>(`/Subscription/${id}/activate`);
}

/** A checkout closed without paying leaves nothing behind (members may delete their unpaid subscriptions). */
export const abandonPurchase = (purchase: Purchase) => dashboardApi.del(`/Subscription/${purchase.subscription.id}`);
