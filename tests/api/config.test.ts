import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiConfigVariables, loadApiConfig } from '../../api/config';

describe('loadApiConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadApiConfig({})).toEqual({
      dataDir: './data',
      databaseUrl: undefined,
      sqliteFile: 'data/shop.sqlite',
      imageHost: '/api/images/',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      logFormat: 'text',
      trustProxy: ['loopback'],
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Skin Shop <no-reply@localhost>',
      requireEmailVerification: true,
      requireTwoFactor: false,
      stepUpMinutes: 15,
      steamOpenIdUrl: 'https://steamcommunity.com/openid/login',
      steamApiKey: undefined,
      steamApiUrl: 'https://api.steampowered.com',
      redisUrl: undefined,
      rateLimitsWithoutRedis: 'memory',
      rateLimits: true,
      pageCacheMb: 64,
      pictureCacheMb: 32,
      paymentProvider: 'sandbox',
      allowSandboxPayments: false,
      sandboxWebhookSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      sandboxSettleMs: 2000,
      sandboxDisputeAfterMs: 10000,
      review: { newCustomerCents: 20000, newCustomerHours: 72, depositsPerHour: 10, cardsPerDay: 3 },
      depositExpiryMinutes: 60,
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiBase: 'https://api.stripe.com',
      offersEnabled: true,
      offerPricing: { buyPercent: 70, autoQuoteMaxCents: 20_000, quoteMinutes: 1440 },
      priceAlerts: { checkSeconds: 30 },
      prices: { source: 'seed', skinportApiUrl: 'https://api.skinport.com', refreshMinutes: 60 },
      admin: { payoutApprovalCents: 50_000, adjustApprovalCents: 10_000, sessionSeconds: 12 * 3600, idleSeconds: 30 * 60, inviteSeconds: 72 * 3600, publicUrl: 'http://localhost:3000' },
      metricsToken: undefined,
      jobsKeepDays: 14,
      trade: {
        bot: 'sandbox',
        steamBotsFile: undefined,
        steamCommunityUrl: 'https://steamcommunity.com',
        sandboxAcceptMs: 5000,
        offerExpiryMinutes: 60,
        protectionSeconds: 604800,
        scamWindowSeconds: 3,
        pollSeconds: 10,
        inventorySyncMinutes: 10,
        steamLimits: { inventoryMs: 2000, sendMs: 1000, confirmationMs: 1000 },
        maxPendingLooks: 20,
      },
    });
  });

  it('reads the trade bot variables and refuses a steam bot without its file', () => {
    const config = loadApiConfig({ TRADE_BOT: 'steam', STEAM_BOTS_FILE: '/etc/bots.json', SANDBOX_TRADE_ACCEPT_MS: '0', TRADE_SCAM_WINDOW_SECONDS: '0', INVENTORY_SYNC_MINUTES: '0' });
    expect(config.trade).toMatchObject({ bot: 'steam', steamBotsFile: '/etc/bots.json', sandboxAcceptMs: 0, scamWindowSeconds: 0, inventorySyncMinutes: 0 });
    expect(() => loadApiConfig({ TRADE_BOT: 'steam' })).toThrow('STEAM_BOTS_FILE is required when TRADE_BOT=steam');
    expect(loadApiConfig({ MAX_PENDING_LOOKS: '5' }).trade.maxPendingLooks).toBe(5);
    expect(() => loadApiConfig({ MAX_PENDING_LOOKS: '0' })).toThrow('MAX_PENDING_LOOKS must be a whole number, at least 1');
    expect(() => loadApiConfig({ TRADE_BOT: 'bots', TRADE_POLL_SECONDS: '0', STEAM_COMMUNITY_URL: 'ftp://x' })).toThrow(
      /TRADE_BOT must be sandbox or steam[\s\S]*STEAM_COMMUNITY_URL must be an http\(s\) origin[\s\S]*TRADE_POLL_SECONDS must be a whole number, at least 1/,
    );
  });

  it('reads the payment variables', () => {
    expect(
      loadApiConfig({
        PAYMENT_PROVIDER: 'Stripe',
        SANDBOX_WEBHOOK_SECRET: 'whsec_local',
        SANDBOX_SETTLE_MS: '50',
        DEPOSIT_EXPIRY_MINUTES: '15',
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
        STRIPE_API_BASE: 'http://127.0.0.1:12111/',
      }),
    ).toMatchObject({
      paymentProvider: 'stripe',
      sandboxWebhookSecret: 'whsec_local',
      sandboxSettleMs: 50,
      depositExpiryMinutes: 15,
      stripeSecretKey: 'sk_test_123',
      stripeWebhookSecret: 'whsec_123',
      stripeApiBase: 'http://127.0.0.1:12111',
    });
    expect(() => loadApiConfig({ PAYMENT_PROVIDER: 'paypal', SANDBOX_SETTLE_MS: 'soon', DEPOSIT_EXPIRY_MINUTES: '0', STRIPE_API_BASE: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER[\s\S]*SANDBOX_SETTLE_MS[\s\S]*DEPOSIT_EXPIRY_MINUTES[\s\S]*STRIPE_API_BASE/,
    );
    expect(() => loadApiConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY is required[\s\S]*STRIPE_WEBHOOK_SECRET is required/);
  });

  it('refuses the sandbox provider behind an https PUBLIC_URL unless ALLOW_SANDBOX_PAYMENTS=1 asks for it', () => {
    expect(() => loadApiConfig({ PUBLIC_URL: 'https://shop.example' })).toThrow(
      /PAYMENT_PROVIDER is sandbox \(test cards credit real spending power\) behind the https PUBLIC_URL/,
    );
    expect(() => loadApiConfig({ PUBLIC_URL: 'HTTPS://shop.example', PAYMENT_PROVIDER: 'sandbox' })).toThrow(/ALLOW_SANDBOX_PAYMENTS=1/);
    expect(loadApiConfig({ PUBLIC_URL: 'https://shop.example', ALLOW_SANDBOX_PAYMENTS: '1' })).toMatchObject({ paymentProvider: 'sandbox', allowSandboxPayments: true });
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadApiConfig({ PUBLIC_URL: 'https://shop.example', ...stripe }).paymentProvider).toBe('stripe');
    expect(loadApiConfig({ PUBLIC_URL: 'http://localhost:3000' }).paymentProvider).toBe('sandbox');
  });

  it('reads the proxy, public URL and log format variables', () => {
    expect(loadApiConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', PUBLIC_URL: 'https://shop.example/', LOG_FORMAT: 'JSON', ALLOW_SANDBOX_PAYMENTS: '1' })).toMatchObject({
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      publicUrl: 'https://shop.example',
      logFormat: 'json',
    });
    expect(loadApiConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadApiConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadApiConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadApiConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(() => loadApiConfig({ TRUST_PROXY: 'everyone', PUBLIC_URL: 'shop.example/x', LOG_FORMAT: 'xml' })).toThrow(
      /LOG_FORMAT must be text or json.*\n.*PUBLIC_URL must be an http\(s\) origin.*\n.*TRUST_PROXY must be/,
    );
  });

  it('reads the accounts variables', () => {
    const config = loadApiConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://shop.example.com/',
      ALLOW_SANDBOX_PAYMENTS: '1',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Shop <shop@example.com>',
      REQUIRE_EMAIL_VERIFICATION: '0',
      REQUIRE_2FA: '1',
      STEP_UP_MINUTES: '0',
      STEAM_OPENID_URL: 'http://127.0.0.1:9/openid',
      STEAM_API_KEY: 'key',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://shop.example.com',
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      mailFrom: 'Shop <shop@example.com>',
      requireEmailVerification: false,
      requireTwoFactor: true,
      stepUpMinutes: 0,
      steamOpenIdUrl: 'http://127.0.0.1:9/openid',
      steamApiKey: 'key',
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(loadApiConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadApiConfig({ OFFERS_ENABLED: '0' }).offersEnabled).toBe(false);
    expect(() => loadApiConfig({ OFFERS_ENABLED: 'maybe' })).toThrow(/OFFERS_ENABLED must be 1 or 0/);
    expect(loadApiConfig({ RATE_LIMITS: 'OFF' }).rateLimits).toBe(false);
    expect(() => loadApiConfig({ RATE_LIMITS: '0' })).toThrow(/RATE_LIMITS must be on or off \(got "0"\)/);
    expect(loadApiConfig({ RATE_LIMITS_WITHOUT_REDIS: 'Refuse' }).rateLimitsWithoutRedis).toBe('refuse');
    expect(() => loadApiConfig({ RATE_LIMITS_WITHOUT_REDIS: 'allow' })).toThrow(/RATE_LIMITS_WITHOUT_REDIS must be memory or refuse \(got "allow"\)/);
    expect(loadApiConfig({ PAGE_CACHE_MB: '0' }).pageCacheMb).toBe(0);
    expect(() => loadApiConfig({ PAGE_CACHE_MB: '64MB' })).toThrow(/PAGE_CACHE_MB must be a whole number of megabytes/);
    expect(loadApiConfig({ PICTURE_CACHE_MB: '0' }).pictureCacheMb).toBe(0);
    expect(() => loadApiConfig({ PICTURE_CACHE_MB: '-1' })).toThrow(/PICTURE_CACHE_MB must be a whole number of megabytes, 0 for SVG pictures only \(got "-1"\)/);
    expect(() => loadApiConfig({ PUBLIC_URL: 'shop', SMTP_URL: 'mail', REQUIRE_2FA: 'maybe', REDIS_URL: 'x' })).toThrow(
      /PUBLIC_URL[\s\S]*SMTP_URL[\s\S]*REQUIRE_2FA[\s\S]*REDIS_URL/,
    );
  });

  it('reads the metrics token and how long finished jobs are kept, refusing bad values without repeating the token', () => {
    const token = 'b1946ac92492d2347c6235b4d2611184';
    expect(loadApiConfig({ METRICS_TOKEN: ` ${token} `, JOBS_KEEP_DAYS: '30' })).toMatchObject({ metricsToken: token, jobsKeepDays: 30 });
    expect(loadApiConfig({ METRICS_TOKEN: '' })).toMatchObject({ metricsToken: undefined, jobsKeepDays: 14 });
    // The staff settings are read by the same reader: set through the same env, wrong ones listed in the same error.
    expect(loadApiConfig({ PAYOUT_APPROVAL_EUR: '250', STAFF_IDLE_MINUTES: '5' }).admin).toMatchObject({ payoutApprovalCents: 25_000, idleSeconds: 300 });
    expect(() => loadApiConfig({ ADJUST_APPROVAL_EUR: '1.5', STAFF_SESSION_HOURS: '0', PORT: 'x' })).toThrow(/ADJUST_APPROVAL_EUR[^]*STAFF_SESSION_HOURS/);
    for (const bad of ['short-secret', 'a token with spaces in it']) {
      let message = '';
      try {
        loadApiConfig({ METRICS_TOKEN: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/METRICS_TOKEN must be 16 or more printable characters without spaces/);
      expect(message).not.toContain(bad);
    }
    for (const bad of ['0', '-1', '1.5', 'two weeks', '99999']) {
      expect(() => loadApiConfig({ JOBS_KEEP_DAYS: bad })).toThrow(`JOBS_KEEP_DAYS must be a whole number of days, at least 1 (got "${bad}")`);
    }
  });

  it('reads every variable', () => {
    const config = loadApiConfig({
      DATA_DIR: '/var/lib/shop',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      IMAGE_HOST: 'https://img.example.com/skins',
      PORT: '8080',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'WARN',
    });
    expect(config).toMatchObject({
      dataDir: '/var/lib/shop',
      databaseUrl: 'postgres://shop@db:5432/shop',
      imageHost: 'https://img.example.com/skins/',
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'warn',
    });
  });

  it('fails fast with every problem listed', () => {
    expect(() => loadApiConfig({ PORT: 'http', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', IMAGE_HOST: 'img' })).toThrow(
      /Invalid API configuration:\n {2}- DATABASE_URL.*\n {2}- IMAGE_HOST.*\n {2}- PORT.*\n {2}- LOG_LEVEL/,
    );
  });

  it('documents every variable it reads', () => {
    const read = new Set<string>();
    const env = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_target, name) => {
        read.add(String(name));
        return undefined;
      },
    });
    loadApiConfig(env);
    expect([...read].sort()).toEqual(apiConfigVariables.map((v) => v.name).sort());
    expect(apiConfigVariables.map((v) => v.name)).toEqual([
      'DATA_DIR',
      'DATABASE_URL',
      'IMAGE_HOST',
      'PORT',
      'HOST',
      'LOG_LEVEL',
      'LOG_FORMAT',
      'PUBLIC_URL',
      'TRUST_PROXY',
      'SMTP_URL',
      'MAIL_FROM',
      'REQUIRE_EMAIL_VERIFICATION',
      'REQUIRE_2FA',
      'STEP_UP_MINUTES',
      'STEAM_OPENID_URL',
      'STEAM_API_KEY',
      'STEAM_API_URL',
      'REDIS_URL',
      'RATE_LIMITS_WITHOUT_REDIS',
      'RATE_LIMITS',
      'PAGE_CACHE_MB',
      'PICTURE_CACHE_MB',
      'PAYMENT_PROVIDER',
      'ALLOW_SANDBOX_PAYMENTS',
      'SANDBOX_WEBHOOK_SECRET',
      'SANDBOX_SETTLE_MS',
      'SANDBOX_DISPUTE_AFTER_MS',
      'NEW_CUSTOMER_DEPOSIT_REVIEW_EUR',
      'NEW_CUSTOMER_REVIEW_HOURS',
      'DEPOSITS_PER_HOUR',
      'CARDS_PER_DAY',
      'DEPOSIT_EXPIRY_MINUTES',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_API_BASE',
      'OFFERS_ENABLED',
      'TRADE_BOT',
      'STEAM_BOTS_FILE',
      'STEAM_COMMUNITY_URL',
      'SANDBOX_TRADE_ACCEPT_MS',
      'TRADE_OFFER_EXPIRY_MINUTES',
      'TRADE_PROTECTION_SECONDS',
      'TRADE_SCAM_WINDOW_SECONDS',
      'TRADE_POLL_SECONDS',
      'INVENTORY_SYNC_MINUTES',
      'STEAM_INVENTORY_GAP_MS',
      'STEAM_SEND_GAP_MS',
      'STEAM_CONFIRMATION_GAP_MS',
      'MAX_PENDING_LOOKS',
      'OFFER_BUY_PERCENT',
      'OFFER_AUTO_QUOTE_MAX',
      'OFFER_QUOTE_MINUTES',
      'PRICE_ALERT_CHECK_SECONDS',
      'PRICE_SOURCE',
      'SKINPORT_API_URL',
      'PRICE_REFRESH_MINUTES',
      'PAYOUT_APPROVAL_EUR',
      'ADJUST_APPROVAL_EUR',
      'STAFF_SESSION_HOURS',
      'STAFF_IDLE_MINUTES',
      'STAFF_INVITE_HOURS',
      'METRICS_TOKEN',
      'JOBS_KEEP_DAYS',
    ]);
  });

  it('has every variable in the README table and in .env.example', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    for (const { name } of apiConfigVariables) {
      expect(readme, name).toContain(`| \`${name}\` |`);
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    }
  });
});
