/** The subscriptions module's door: everything other code may use of it. */
export { registerCommerceRoutes } from './commerce.routes.ts';
export { seedPlans } from './plan.service.ts';
export { planInForce, spendContactView } from './subscription.repository.ts';
export { currentSubscription } from './subscription.service.ts';
