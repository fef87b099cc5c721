import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ApiError } from './api-error';

export type LimitName = 'login' | 'register' | 'reset' | 'verifyCode' | 'resendCode' | 'resendLink' | 'changeEmail';

export interface LimitRule {
  /** Requests allowed per window from one client address. */
  perIp: number;
  /** Requests allowed per window for one account (e-mail or user). */
  perAccount: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const defaultLimits: Record<LimitName, LimitRule> = {
  login: { perIp: 20, perAccount: 10, windowMs: 15 * MINUTE },
  register: { perIp: 10, perAccount: 3, windowMs: 60 * MINUTE },
  reset: { perIp: 10, perAccount: 3, windowMs: 60 * MINUTE },
  verifyCode: { perIp: 30, perAccount: 15, windowMs: 15 * MINUTE },
  resendCode: { perIp: 10, perAccount: 5, windowMs: 60 * MINUTE },
  resendLink: { perIp: 10, perAccount: 3, windowMs: 60 * MINUTE },
  changeEmail: { perIp: 20, perAccount: 10, windowMs: 60 * MINUTE },
};

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again later.';

export interface RateLimitOptions {
  redisUrl: string | undefined;
  /** Key prefix in Redis, so tests (or two shops on one Redis) do not share counters. */
  namespace?: string;
  limits?: Partial<Record<LimitName, LimitRule>>;
}

export type Limiter = (request: FastifyRequest, name: LimitName, account?: string) => Promise<void>;

/**
 * Rate limits on @fastify/rate-limit, counted per client address (`request.ip`, the real customer
 * once TRUST_PROXY trusts the gateway) and per account; in memory, or in Redis when REDIS_URL is set
 * so several shop processes enforce one limit. Over the limit: 429 with a message.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<Limiter> {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: options.namespace ?? 'skin-shop-rate-',
    skipOnError: false,
  });
  const limits = { ...defaultLimits, ...options.limits };
  const keys = new WeakMap<FastifyRequest, string>();
  const checkers = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  for (const [name, rule] of Object.entries(limits)) {
    for (const scope of ['ip', 'account'] as const) {
      checkers.set(
        `${name}:${scope}`,
        app.createRateLimit({
          max: scope === 'ip' ? rule.perIp : rule.perAccount,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => keys.get(request) ?? request.ip,
        }),
      );
    }
  }

  return async (request, name, account) => {
    const checks: [string, string][] = [[`${name}:ip`, `${name}:ip:${request.ip}`]];
    if (account) checks.push([`${name}:account`, `${name}:account:${account.toLowerCase()}`]);
    for (const [checker, key] of checks) {
      keys.set(request, key);
      const result = await (checkers.get(checker) as ReturnType<FastifyInstance['createRateLimit']>)(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new ApiError(429, 'RATE_LIMITED', RATE_LIMIT_MESSAGE, undefined, { 'retry-after': String(result.ttlInSeconds) });
      }
    }
  };
}
