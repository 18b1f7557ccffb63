import type { FastifyInstance } from 'fastify';
import { secretsFor } from '../../lib/secrets.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import { createTestProvider } from './test-provider.ts';

export type TestProvider = ReturnType<typeof createTestProvider>;

/** The configured provider for new orders; the test provider exists only when it is the configured one. */
export function paymentProviders(app: FastifyInstance): { active: PaymentProvider; test: TestProvider | null } {
  const { payments } = app.config;
  if (payments.provider === 'razorpay') {
    return {
      active: createRazorpayProvider({ keyId: payments.razorpayKeyId!, keySecret: payments.razorpayKeySecret!, apiBase: payments.razorpayApiBase }),
      test: null,
    };
  }
  const test = createTestProvider(secretsFor(app.config).signingKey);
  return { active: test, test };
}
