import type { FastifyInstance } from 'fastify';
import { paymentProviders, registerPaymentRoutes } from '../payments/index.ts';
import { registerPlanRoutes } from './plan.routes.ts';
import { registerSubscriptionRoutes } from './subscription.routes.ts';

/** Plans, subscriptions and payments share one configured provider. */
export function registerCommerceRoutes(app: FastifyInstance) {
  const { active, test } = paymentProviders(app);
  registerPlanRoutes(app);
  registerSubscriptionRoutes(app, active);
  registerPaymentRoutes(app, active, test);
}
