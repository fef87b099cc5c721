import type { ApiConfig } from '../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox.provider';
import { createStripeProvider } from './stripe.provider';

/** The provider PAYMENT_PROVIDER names (the config has already required Stripe's keys). */
export function createPaymentProvider(config: ApiConfig): PaymentProvider {
  if (config.paymentProvider === 'stripe') {
    return createStripeProvider({ secretKey: config.stripeSecretKey ?? '', webhookSecret: config.stripeWebhookSecret ?? '', apiBase: config.stripeApiBase });
  }
  return createSandboxProvider({ publicUrl: config.publicUrl, webhookSecret: config.sandboxWebhookSecret });
}
