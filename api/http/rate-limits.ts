import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimitsWithoutRedis } from '../config';
import { memoryFailureCounter, redisFailureCounter, type FailureCounter } from './failure-counter';
import { createLoginGuard, DEFAULT_LOGIN_CODE_AFTER, unguardedLogin, type LoginGuard } from './login-guard';
import { rateLimited, REQUEST_LIMIT_MESSAGE } from './rate-limited';
import { fallbackFailureCounter, fallbackStore, watchRedis } from './redis-fallback';
import { defaultFamilyLimits, routeFamilyOf, type FamilyRule, type RouteFamily } from './route-families';

export type LimitName = 'login' | 'register' | 'reset' | 'verifyCode' | 'resendCode' | 'resendLink' | 'changeEmail' | 'confirmPassword';

export interface LimitRule {
  /** Requests allowed per window from one client address. */
  perIp: number;
  /** Requests allowed per window for one account (e-mail or user). */
  perAccount: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const defaultLimits: Record<LimitName, LimitRule> = {
  // Failed logins only, and perAccount is one account from one address (login-guard.ts).
  login: { perIp: 20, perAccount: 10, windowMs: 15 * MINUTE },
  register: { perIp: 10, perAccount: 3, windowMs: 60 * MINUTE },
  reset: { perIp: 10, perAccount: 3, windowMs: 60 * MINUTE },
  verifyCode: { perIp: 30, perAccount: 15, windowMs: 15 * MINUTE },
  resendCode: { perIp: 10, perAccount: 5, windowMs: 60 * MINUTE },
  resendLink: { perIp: 10, perAccount: 3, windowMs: 60 * MINUTE },
  changeEmail: { perIp: 20, perAccount: 10, windowMs: 60 * MINUTE },
  confirmPassword: { perIp: 20, perAccount: 10, windowMs: 15 * MINUTE },
};

export { RATE_LIMIT_MESSAGE } from './rate-limited';

export interface RateLimitOptions {
  redisUrl: string | undefined;
  /** While Redis is away: count in memory (the default) or refuse with 503. */
  withoutRedis?: RateLimitsWithoutRedis;
  /** false (RATE_LIMITS=off) lifts every limit: for benchmarks. */
  enabled?: boolean;
  /** Key prefix in Redis, so tests (or two shops on one Redis) do not share counters. */
  namespace?: string;
  limits?: Partial<Record<LimitName, LimitRule>>;
  /** Per-address limits of the REST route families (route-families.ts). */
  families?: Partial<Record<RouteFamily, FamilyRule>>;
  /** Failed logins for one account, from any address, past which its right password also needs an e-mailed code. */
  loginCodeAfter?: number;
}

export type Limiter = (request: FastifyRequest, name: LimitName, account?: string) => Promise<void>;

export interface RateLimits {
  limit: Limiter;
  login: LoginGuard;
}

type Checker = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Rate limits on @fastify/rate-limit, counted per client address (`request.ip`, the real customer
 * once TRUST_PROXY trusts the gateway) and per account; in memory, or in Redis when REDIS_URL is set
 * so several shop processes enforce one limit (while Redis is away, each process counts on its own
 * or refuses: redis-fallback.ts). Over the limit: 429 with a message. Every route of the API
 * (registered after this) also counts against its family's per-address limit.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<RateLimits> {
  if (options.enabled === false) return { limit: async () => {}, login: unguardedLogin };
  const namespace = options.namespace ?? 'skin-shop-rate-';
  let counter: FailureCounter = memoryFailureCounter();
  let store;
  if (options.redisUrl) {
    // No offline queue: while Redis is away a count goes to the fallback at once instead of waiting.
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    const watch = await watchRedis(redis, options.withoutRedis ?? 'memory', app.log);
    store = fallbackStore(redis, namespace, watch);
    counter = fallbackFailureCounter(redisFailureCounter(redis, namespace), counter, watch);
  }
  await app.register(rateLimit, { global: false, store, skipOnError: false });
  const limits = { ...defaultLimits, ...options.limits };
  const keys = new WeakMap<FastifyRequest, string>();
  const checker = (max: number, timeWindow: number) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => keys.get(request) ?? request.ip });
  const check = async (request: FastifyRequest, limiter: Checker, key: string, message?: string) => {
    keys.set(request, key);
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttl, message);
  };

  const families = { ...defaultFamilyLimits, ...options.families };
  const familyCheckers = new Map(Object.entries(families).map(([family, rule]) => [family, checker(rule.perIp, rule.windowMs)]));
  const prefix = app.prefix;
  app.addHook('onRequest', async (request) => {
    const path = (request.routeOptions.url ?? request.url.split('?')[0]).slice(prefix.length);
    const family = routeFamilyOf(request.method, path);
    await check(request, familyCheckers.get(family) as Checker, `family:${family}:${request.ip}`, REQUEST_LIMIT_MESSAGE);
  });

  const checkers = new Map<string, Checker>();
  for (const [name, rule] of Object.entries(limits)) {
    checkers.set(`${name}:ip`, checker(rule.perIp, rule.windowMs));
    checkers.set(`${name}:account`, checker(rule.perAccount, rule.windowMs));
  }
  return {
    limit: async (request, name, account) => {
      await check(request, checkers.get(`${name}:ip`) as Checker, `${name}:ip:${request.ip}`);
      if (account) await check(request, checkers.get(`${name}:account`) as Checker, `${name}:account:${account.toLowerCase()}`);
    },
    login: createLoginGuard(counter, limits.login, options.loginCodeAfter ?? DEFAULT_LOGIN_CODE_AFTER),
  };
}
