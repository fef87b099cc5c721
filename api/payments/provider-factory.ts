import type { ApiConfig } from '../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox.provider';

/** The provider PAYMENT_PROVIDER names. */
export function createPaymentProvider(config: ApiConfig): PaymentProvider {
  return createSandboxProvider({ publicUrl: config.publicUrl, webhookSecret: config.sandboxWebhookSecret });
}
