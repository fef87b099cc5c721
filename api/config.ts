import { join } from 'node:path';
import { randomToken } from './lib/secrets';
import { readTradeConfig, tradeConfigVariables, type TradeConfig } from './trade/trade-config';
import { offerPricingVariables, readOfferPricingConfig, type OfferPricingConfig } from './offers/offer-pricing';
import { priceAlertConfigVariables, readPriceAlertConfig, type PriceAlertConfig } from './price-alerts/price-alert-config';
import { priceSourceVariables, readPriceSourceConfig, type PriceSourceConfig } from './prices/price-source-config';
import { adminConfigVariables, readAdminConfig, type AdminConfig } from './admin/admin-config';
import type { ReviewRules } from './deposits/deposit-review';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ApiConfig {
  dataDir: string;
  /** postgres://… when set; otherwise the SQLite file `${dataDir}/shop.sqlite`. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** Base URL item images load from; `img_url` values are appended to it. */
  imageHost: string;
  port: number;
  host: string;
  logLevel: LogLevel;
  /** `text`: one readable line per event (the default); `json`: pino's JSON lines for log collectors. */
  logFormat: LogFormat;
  /** The shop's own origin (e-mail links, HSTS when https), without a trailing slash. */
  publicUrl: string;
  /** Fastify's `trustProxy`: which peers may set X-Forwarded-For/-Host/-Proto. */
  trustProxy: TrustProxy;
  /** smtp(s)://… to send e-mail; unset writes .eml files to `${dataDir}/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  requireEmailVerification: boolean;
  requireTwoFactor: boolean;
  /** Minutes a sign-in or password confirmation allows what moves value or control; 0: every time. */
  stepUpMinutes: number;
  steamOpenIdUrl: string;
  steamApiKey: string | undefined;
  steamApiUrl: string;
  /** redis://… shares rate-limit counters between shop processes; unset keeps them in memory. */
  redisUrl: string | undefined;
  /** While REDIS_URL's server is away: count limits in this process's memory, or refuse with 503. */
  rateLimitsWithoutRedis: RateLimitsWithoutRedis;
  /** `off` lifts every rate limit (for benchmarks only); `on` is the default. */
  rateLimits: boolean;
  /** Megabytes of whole anonymous pages kept in memory (server/page-cache.ts); 0: none. */
  pageCacheMb: number;
  /** Megabytes of item pictures drawn as WebP kept in memory (api/catalogue/item-raster.ts); 0: SVG pictures only. */
  pictureCacheMb: number;
  /** Who takes deposits: the built-in sandbox (test cards, no internet) or Stripe Checkout. */
  paymentProvider: PaymentProviderName;
  /** The sandbox behind an https PUBLIC_URL, asked for by name (a staging shop); refused otherwise. */
  allowSandboxPayments: boolean;
  /**
   * HMAC key of the sandbox's webhooks. Unset: random per process, which is enough, since the process
   * that sends a sandbox webhook (its job) posts it to its own server and verifies it there.
   */
  sandboxWebhookSecret: string;
  /** How long after the card form the sandbox sends its webhook. */
  sandboxSettleMs: number;
  /** How long after a dispute test card's payment settles the sandbox bank disputes it (issue 41). */
  sandboxDisputeAfterMs: number;
  /** Issue 41: when a new or risky customer's deliveries wait for staff. */
  review: ReviewRules;
  /** A deposit still processing this long after checkout is expired (status 7). */
  depositExpiryMinutes: number;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Where the stripe package sends its API calls (https://api.stripe.com; tests point it at a local server). */
  stripeApiBase: string;
  /** The offers feature (sell skins to the shop, payouts): the offer routes and GET /settings offer_enabled. */
  offersEnabled: boolean;
  trade: TradeConfig;
  offerPricing: OfferPricingConfig;
  priceAlerts: PriceAlertConfig;
  prices: PriceSourceConfig;
  /** Issue 43's settings (api/admin/admin-config.ts). */
  admin: AdminConfig;
  /** Issue 44: a bearer token that opens GET /metrics to callers other than loopback; unset: loopback only. */
  metricsToken: string | undefined;
  /** Issue 44: finished jobs (done, or failed for good) older than this many days are deleted. */
  jobsKeepDays: number;
}

export type PaymentProviderName = 'sandbox' | 'stripe';
export type RateLimitsWithoutRedis = 'memory' | 'refuse';

export type LogFormat = 'text' | 'json';
/** `true` trusts every peer, a number that many hops, a list the named ranges/addresses (proxy-addr). */
export type TrustProxy = boolean | number | string[];

export interface ConfigVariable {
  name: string;
  default: string | null;
  description: string;
}

/** Every environment variable the REST API reads (documented in the README and .env.example). */
export const apiConfigVariables: readonly ConfigVariable[] = [
  { name: 'DATA_DIR', default: './data', description: 'Directory for the SQLite file and other local data.' },
  {
    name: 'DATABASE_URL',
    default: null,
    description: 'postgres://user:pass@host:5432/db to use PostgreSQL; unset uses SQLite at DATA_DIR/shop.sqlite.',
  },
  { name: 'IMAGE_HOST', default: '/api/images/', description: 'Base URL item images are loaded from (img_url is appended).' },
  { name: 'PORT', default: '3000', description: 'HTTP port to listen on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  { name: 'LOG_FORMAT', default: 'text', description: 'text (one readable line per event) or json (pino JSON lines).' },
  {
    name: 'PUBLIC_URL',
    default: null,
    description: "The shop's own origin, e.g. https://shop.example.com (e-mail links; HSTS when https). Default http://localhost:$PORT.",
  },
  {
    name: 'TRUST_PROXY',
    default: 'loopback',
    description:
      'Peers whose X-Forwarded-For/-Host are believed: comma-separated addresses, CIDRs or loopback/linklocal/uniquelocal; a hop count; true; false.',
  },
  { name: 'SMTP_URL', default: null, description: 'smtp://user:pass@host:587 (or smtps://) to send e-mail; unset writes .eml files to DATA_DIR/outbox.' },
  { name: 'MAIL_FROM', default: 'Skin Shop <no-reply@localhost>', description: 'Sender address of the e-mails.' },
  { name: 'REQUIRE_EMAIL_VERIFICATION', default: '1', description: '1: new accounts confirm their e-mail before signing in; 0: registration signs in at once.' },
  { name: 'REQUIRE_2FA', default: '0', description: '1: every e-mail login needs a code sent by e-mail, whatever the user chose.' },
  {
    name: 'STEP_UP_MINUTES',
    default: '15',
    description: 'Minutes after a sign-in or password confirmation in which 2FA off, replacing a trade link, a first e-mail, linking Steam and payouts need no password; 0 asks every time.',
  },
  { name: 'STEAM_OPENID_URL', default: 'https://steamcommunity.com/openid/login', description: "Steam's OpenID 2.0 endpoint for 'Login with Steam'." },
  { name: 'STEAM_API_KEY', default: null, description: 'Steam Web API key; when set, Steam sign-in fills avatar, profile URL and visibility.' },
  { name: 'STEAM_API_URL', default: 'https://api.steampowered.com', description: 'Base URL of the Steam Web API.' },
  { name: 'REDIS_URL', default: null, description: 'redis://host:6379 to share rate-limit counters between shop processes; unset keeps them in memory.' },
  {
    name: 'RATE_LIMITS_WITHOUT_REDIS',
    default: 'memory',
    description:
      "While REDIS_URL's server is away: memory counts each process's limits on its own until Redis is back; refuse answers requests that need a limit 503 instead.",
  },
  { name: 'RATE_LIMITS', default: 'on', description: 'on: per-address rate limits and login brute-force guards; off lifts them all (benchmarks only, never in production).' },
  { name: 'PAGE_CACHE_MB', default: '64', description: 'Megabytes of whole anonymous pages (HTML and its compressed copies) each process keeps in memory while nothing they show changes; 0 keeps none.' },
  {
    name: 'PICTURE_CACHE_MB',
    default: '32',
    description: "Megabytes of item pictures drawn as WebP (from their SVG, on first request) each process keeps in memory; 0 serves every picture as SVG.",
  },
  { name: 'PAYMENT_PROVIDER', default: 'sandbox', description: 'sandbox (built-in hosted page with test cards, no internet) or stripe (Stripe Checkout).' },
  {
    name: 'ALLOW_SANDBOX_PAYMENTS',
    default: '0',
    description: '1: the sandbox provider may run behind an https PUBLIC_URL (a staging shop); 0: such a shop refuses to start, as its test cards would credit real spending power.',
  },
  {
    name: 'SANDBOX_WEBHOOK_SECRET',
    default: null,
    description: 'HMAC-SHA256 key the sandbox signs its webhooks with; unset: a random key per process (each process verifies what it sends itself).',
  },
  { name: 'SANDBOX_SETTLE_MS', default: '2000', description: 'Milliseconds after the sandbox card form before its webhook is sent.' },
  {
    name: 'SANDBOX_DISPUTE_AFTER_MS',
    default: '10000',
    description: 'Milliseconds after a sandbox payment with a dispute or fraud-warning test card settles before the sandbox bank sends the dispute or warning.',
  },
  {
    name: 'NEW_CUSTOMER_DEPOSIT_REVIEW_EUR',
    default: '200',
    description: 'A customer who tops up more than this many EUR within NEW_CUSTOMER_REVIEW_HOURS of signing up may buy, but the deliveries wait for staff to release them.',
  },
  { name: 'NEW_CUSTOMER_REVIEW_HOURS', default: '72', description: 'How long after signing up a customer counts as new for NEW_CUSTOMER_DEPOSIT_REVIEW_EUR.' },
  { name: 'DEPOSITS_PER_HOUR', default: '10', description: 'Top-ups (checkouts) one customer may start per hour; more answer 429.' },
  { name: 'CARDS_PER_DAY', default: '3', description: 'Distinct cards (by the provider\'s fingerprint) one customer may top up with in 24 hours; the next checkout answers 429.' },
  { name: 'DEPOSIT_EXPIRY_MINUTES', default: '60', description: 'A deposit still processing this many minutes after checkout is expired (status 7).' },
  { name: 'STRIPE_SECRET_KEY', default: null, description: 'Stripe secret key (sk_test_… or sk_live_…); required when PAYMENT_PROVIDER=stripe.' },
  { name: 'STRIPE_WEBHOOK_SECRET', default: null, description: "Signing secret (whsec_…) of the Stripe webhook endpoint /api/payments/webhook/stripe; required with stripe." },
  { name: 'STRIPE_API_BASE', default: 'https://api.stripe.com', description: "Protocol, host and port of Stripe's API (tests point it at a local server)." },
  { name: 'OFFERS_ENABLED', default: '1', description: '1: customers may sell skins to the shop (offers and payouts); 0: the offer routes answer 403 OFFERS_DISABLED.' },
  ...tradeConfigVariables,
  ...offerPricingVariables,
  ...priceAlertConfigVariables,
  ...priceSourceVariables,
  ...adminConfigVariables,
  {
    name: 'METRICS_TOKEN',
    default: null,
    description: 'Issue 44: GET /metrics answers loopback callers, and others sending Authorization: Bearer <this> (16 or more characters, no spaces); unset: loopback only.',
  },
  { name: 'JOBS_KEEP_DAYS', default: '14', description: 'Issue 44: finished jobs (done, or failed for good) older than this many days are deleted, in small batches.' },
];

/** The default from the table above ('' when there is none); reading an undocumented variable is a bug. */
function documentedDefault(name: string): string {
  const variable = apiConfigVariables.find((v) => v.name === name);
  if (!variable) throw new Error(`${name} is not listed in apiConfigVariables`);
  return variable.default ?? '';
}

const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the API's configuration; throws one error listing every problem. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? documentedDefault(name) : value;
  };

  const dataDir = read('DATA_DIR');

  const rawUrl = read('DATABASE_URL');
  let databaseUrl: string | undefined;
  if (rawUrl !== '') {
    if (!/^postgres(ql)?:\/\/.+/i.test(rawUrl)) problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    else databaseUrl = rawUrl;
  }

  const imageHost = read('IMAGE_HOST');
  if (!/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(imageHost)) {
    problems.push('IMAGE_HOST must be an absolute http(s) URL or a path starting with /');
  }

  const rawPort = read('PORT');
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) problems.push(`PORT must be an integer 0..65535 (got "${rawPort}")`);

  const host = read('HOST');

  const logLevel = read('LOG_LEVEL').toLowerCase() as LogLevel;
  if (!logLevels.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${logLevel}")`);

  const logFormat = read('LOG_FORMAT').toLowerCase() as LogFormat;
  if (logFormat !== 'text' && logFormat !== 'json') problems.push(`LOG_FORMAT must be text or json (got "${logFormat}")`);

  const publicUrl = read('PUBLIC_URL') || `http://localhost:${rawPort}`;
  if (!isOrigin(publicUrl)) problems.push(`PUBLIC_URL must be an http(s) origin without path, query or fragment (got "${publicUrl}")`);

  const trustProxy = parseTrustProxy(read('TRUST_PROXY'));
  if (trustProxy === undefined) problems.push(`TRUST_PROXY must be true, false, a hop count or a list of addresses/CIDRs (got "${read('TRUST_PROXY')}")`);

  const smtpUrl = read('SMTP_URL') || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/i.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  const mailFrom = read('MAIL_FROM');

  const flag = (name: string) => {
    const value = read(name).toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (!['0', 'false', 'no', 'off'].includes(value)) problems.push(`${name} must be 1 or 0 (got "${value}")`);
    return false;
  };
  const requireEmailVerification = flag('REQUIRE_EMAIL_VERIFICATION');
  const requireTwoFactor = flag('REQUIRE_2FA');
  const rawStepUp = read('STEP_UP_MINUTES');
  if (!/^\d{1,4}$/.test(rawStepUp)) problems.push(`STEP_UP_MINUTES must be a whole number of minutes, 0 or more (got "${rawStepUp}")`);

  const steamOpenIdUrl = read('STEAM_OPENID_URL');
  if (!isHttpUrl(steamOpenIdUrl)) problems.push('STEAM_OPENID_URL must be an http(s) URL');
  const steamApiKey = read('STEAM_API_KEY') || undefined;
  const steamApiUrl = read('STEAM_API_URL').replace(/\/+$/, '');
  if (!isHttpUrl(steamApiUrl)) problems.push('STEAM_API_URL must be an http(s) URL');

  const redisUrl = read('REDIS_URL') || undefined;
  if (redisUrl && !/^rediss?:\/\/[^\s]+$/i.test(redisUrl)) problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  const rateLimitsWithoutRedis = read('RATE_LIMITS_WITHOUT_REDIS').toLowerCase() as RateLimitsWithoutRedis;
  if (rateLimitsWithoutRedis !== 'memory' && rateLimitsWithoutRedis !== 'refuse') {
    problems.push(`RATE_LIMITS_WITHOUT_REDIS must be memory or refuse (got "${rateLimitsWithoutRedis}")`);
  }
  const rawRateLimits = read('RATE_LIMITS').toLowerCase();
  if (rawRateLimits !== 'on' && rawRateLimits !== 'off') problems.push(`RATE_LIMITS must be on or off (got "${rawRateLimits}")`);
  const rawPageCache = read('PAGE_CACHE_MB');
  if (!/^\d{1,5}$/.test(rawPageCache)) problems.push(`PAGE_CACHE_MB must be a whole number of megabytes, 0 for none (got "${rawPageCache}")`);

  const rawPictureCache = read('PICTURE_CACHE_MB');
  if (!/^\d{1,5}$/.test(rawPictureCache)) problems.push(`PICTURE_CACHE_MB must be a whole number of megabytes, 0 for SVG pictures only (got "${rawPictureCache}")`);

  const paymentProvider = read('PAYMENT_PROVIDER').toLowerCase() as PaymentProviderName;
  if (paymentProvider !== 'sandbox' && paymentProvider !== 'stripe') problems.push(`PAYMENT_PROVIDER must be sandbox or stripe (got "${paymentProvider}")`);
  const allowSandboxPayments = flag('ALLOW_SANDBOX_PAYMENTS');
  if (paymentProvider === 'sandbox' && publicUrl.toLowerCase().startsWith('https:') && !allowSandboxPayments) {
    problems.push(
      'PAYMENT_PROVIDER is sandbox (test cards credit real spending power) behind the https PUBLIC_URL: set PAYMENT_PROVIDER=stripe, or ALLOW_SANDBOX_PAYMENTS=1 for a test shop',
    );
  }
  const sandboxWebhookSecret = read('SANDBOX_WEBHOOK_SECRET') || randomToken();
  const rawSettle = read('SANDBOX_SETTLE_MS');
  if (!/^\d{1,7}$/.test(rawSettle)) problems.push(`SANDBOX_SETTLE_MS must be a whole number of milliseconds (got "${rawSettle}")`);
  const rawDisputeAfter = read('SANDBOX_DISPUTE_AFTER_MS');
  if (!/^\d{1,9}$/.test(rawDisputeAfter)) problems.push(`SANDBOX_DISPUTE_AFTER_MS must be a whole number of milliseconds (got "${rawDisputeAfter}")`);
  const rawReviewEur = read('NEW_CUSTOMER_DEPOSIT_REVIEW_EUR');
  if (!/^\d{1,7}$/.test(rawReviewEur)) problems.push(`NEW_CUSTOMER_DEPOSIT_REVIEW_EUR must be a whole number of EUR (got "${rawReviewEur}")`);
  const rawReviewHours = read('NEW_CUSTOMER_REVIEW_HOURS');
  if (!/^\d{1,5}$/.test(rawReviewHours)) problems.push(`NEW_CUSTOMER_REVIEW_HOURS must be a whole number of hours (got "${rawReviewHours}")`);
  const rawPerHour = read('DEPOSITS_PER_HOUR');
  if (!/^\d{1,4}$/.test(rawPerHour) || Number(rawPerHour) < 1) problems.push(`DEPOSITS_PER_HOUR must be a whole number, at least 1 (got "${rawPerHour}")`);
  const rawCardsPerDay = read('CARDS_PER_DAY');
  if (!/^\d{1,3}$/.test(rawCardsPerDay) || Number(rawCardsPerDay) < 1) problems.push(`CARDS_PER_DAY must be a whole number, at least 1 (got "${rawCardsPerDay}")`);
  const rawExpiry = read('DEPOSIT_EXPIRY_MINUTES');
  if (!/^\d{1,6}$/.test(rawExpiry) || Number(rawExpiry) < 1) problems.push(`DEPOSIT_EXPIRY_MINUTES must be a whole number of minutes, at least 1 (got "${rawExpiry}")`);
  const stripeSecretKey = read('STRIPE_SECRET_KEY') || undefined;
  const stripeWebhookSecret = read('STRIPE_WEBHOOK_SECRET') || undefined;
  if (paymentProvider === 'stripe' && !stripeSecretKey) problems.push('STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe');
  if (paymentProvider === 'stripe' && !stripeWebhookSecret) problems.push('STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=stripe');
  const stripeApiBase = read('STRIPE_API_BASE').replace(/\/+$/, '');
  if (!isOrigin(stripeApiBase)) problems.push(`STRIPE_API_BASE must be an http(s) origin without path (got "${stripeApiBase}")`);
  const offersEnabled = flag('OFFERS_ENABLED');
  const trade = readTradeConfig(read, problems);
  const offerPricing = readOfferPricingConfig(read, problems);
  const priceAlerts = readPriceAlertConfig(read, problems);
  const prices = readPriceSourceConfig(read, problems);
  const admin = readAdminConfig(read, problems, publicUrl.replace(/\/+$/, ''));
  // The token is a secret: a problem with it never repeats its value.
  const metricsToken = read('METRICS_TOKEN') || undefined;
  if (metricsToken !== undefined && !/^[\x21-\x7e]{16,}$/.test(metricsToken)) problems.push('METRICS_TOKEN must be 16 or more printable characters without spaces (e.g. openssl rand -hex 32)');
  const rawJobsKeep = read('JOBS_KEEP_DAYS');
  if (!/^\d{1,4}$/.test(rawJobsKeep) || Number(rawJobsKeep) < 1) problems.push(`JOBS_KEEP_DAYS must be a whole number of days, at least 1 (got "${rawJobsKeep}")`);

  if (problems.length > 0) {
    throw new Error(`Invalid API configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }

  return {
    dataDir,
    databaseUrl,
    sqliteFile: join(dataDir, 'shop.sqlite'),
    imageHost: imageHost.endsWith('/') ? imageHost : `${imageHost}/`,
    port,
    host,
    logLevel,
    logFormat,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    trustProxy: trustProxy ?? false,
    smtpUrl,
    mailFrom,
    requireEmailVerification,
    requireTwoFactor,
    stepUpMinutes: Number(rawStepUp),
    steamOpenIdUrl,
    steamApiKey,
    steamApiUrl,
    redisUrl,
    rateLimitsWithoutRedis,
    rateLimits: rawRateLimits !== 'off',
    pageCacheMb: Number(rawPageCache),
    pictureCacheMb: Number(rawPictureCache),
    paymentProvider,
    allowSandboxPayments,
    sandboxWebhookSecret,
    sandboxSettleMs: Number(rawSettle),
    sandboxDisputeAfterMs: Number(rawDisputeAfter),
    review: { newCustomerCents: Number(rawReviewEur) * 100, newCustomerHours: Number(rawReviewHours), depositsPerHour: Number(rawPerHour), cardsPerDay: Number(rawCardsPerDay) },
    depositExpiryMinutes: Number(rawExpiry),
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApiBase,
    offersEnabled,
    trade,
    offerPricing,
    priceAlerts,
    prices,
    admin,
    metricsToken,
    jobsKeepDays: Number(rawJobsKeep),
  };
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^\/?$/.test(url.pathname) && !url.search && !url.hash;
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const trustNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const ipOrCidr = /^([0-9.]+|[0-9a-f:.]+)(\/\d{1,3})?$/i;

/** undefined when the value is none of the accepted forms. */
function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0 || !entries.every((entry) => trustNames.has(entry) || (ipOrCidr.test(entry) && /\d/.test(entry)))) return undefined;
  return entries;
}
