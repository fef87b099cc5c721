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

/** The start-up line that says who takes the customers' money, so a test provider is never a surprise. */
export function describePaymentProvider(config: ApiConfig): { level: 'info' | 'warn'; line: string } {
  if (config.paymentProvider === 'stripe') {
    const live = config.stripeSecretKey?.startsWith('sk_live_') ?? false;
    return { level: 'info', line: `Payments: stripe (${live ? 'live key: real money' : 'test key: no real money'})` };
  }
  const publicShop = config.publicUrl.toLowerCase().startsWith('https:');
  return {
    level: publicShop ? 'warn' : 'info',
    line: `Payments: sandbox (test cards, no real money${publicShop ? '; allowed behind https by ALLOW_SANDBOX_PAYMENTS=1' : ''})`,
  };
}
