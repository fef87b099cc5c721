import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RateLimitsWithoutRedis } from '../config';
import { ApiError } from './api-error';
import type { FailureCounter } from './failure-counter';

export const LIMITS_UNAVAILABLE_MESSAGE = 'The shop cannot check its request limits right now. Please try again in a moment.';
const LIMITS_RETRY_AFTER_SECONDS = 5;
/** How long start-up waits for Redis before serving with the fallback (it goes on connecting). */
const FIRST_CONNECT_WAIT_MS = 2000;

/**
 * Redis as the rate limits see it: up while ioredis is connected and ready. While it is away every
 * count goes to `fallback` (this process's memory, or a 503 with RATE_LIMITS_WITHOUT_REDIS=refuse)
 * without waiting on a reconnect, and the change each way is logged once; ioredis keeps reconnecting.
 */
export interface RedisWatch {
  /** `viaRedis` while Redis is up and answers; else `inMemory`, or a 503 when the setting refuses. */
  run<T>(viaRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T>;
}

export async function watchRedis(redis: Redis, whenAway: RateLimitsWithoutRedis, log: FastifyBaseLogger): Promise<RedisWatch> {
  let away = false;
  const wentAway = (error?: unknown) => {
    if (away) return;
    away = true;
    log.warn({ err: error }, whenAway === 'memory' ? 'Redis unavailable: rate limits counted in this process until it is back' : 'Redis unavailable: requests that need a rate limit answer 503 until it is back');
  };
  redis.on('error', (error: Error) => log.debug({ err: error }, 'Redis connection error'));
  redis.on('close', () => wentAway());
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('Redis back: rate limits shared again');
  });
  // Not events.once: it rejects on the 'error' a Redis that is down at start emits first.
  const ready = new Promise<boolean>((resolve) => redis.once('ready', () => resolve(true)));
  const late = new Promise<boolean>((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS, false).unref());
  if (!(await Promise.race([ready, late]))) wentAway(new Error(`no answer within ${FIRST_CONNECT_WAIT_MS} ms at start`));

  const refused = () => new ApiError('SERVICE_UNAVAILABLE', LIMITS_UNAVAILABLE_MESSAGE, undefined, { 'retry-after': String(LIMITS_RETRY_AFTER_SECONDS) });
  const fallback = <T>(inMemory: () => Promise<T>) => (whenAway === 'memory' ? inMemory() : Promise.reject(refused()));
  return {
    async run(viaRedis, inMemory) {
      if (redis.status !== 'ready') return fallback(inMemory);
      try {
        return await viaRedis();
      } catch (error) {
        if (redis.status === 'ready' && !isConnectionError(error)) throw error;
        wentAway(error);
        return fallback(inMemory);
      }
    },
  };
}

/** ioredis' own words for a command that could not reach the server. */
function isConnectionError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /Connection is closed|Stream isn't writeable|max retries per request|ECONNREFUSED|ECONNRESET|EPIPE/i.test(message);
}

/** @fastify/rate-limit's own Redis store while Redis is up, its own memory store while it is away. */
export function fallbackStore(redis: Redis, namespace: string, watch: RedisWatch): FastifyRateLimitStoreCtor {
  type Incr = FastifyRateLimitStore['incr'];
  type Count = { current: number; ttl: number };
  type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };
  class FallbackStore {
    private readonly viaRedis: FastifyRateLimitStore;
    private readonly inMemory: FastifyRateLimitStore;
    constructor(options: StoreOptions, children?: [viaRedis: FastifyRateLimitStore, inMemory: FastifyRateLimitStore]) {
      this.viaRedis = children?.[0] ?? new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, namespace);
      this.inMemory = children?.[1] ?? new LocalStore(options.continueExceeding, options.exponentialBackoff);
    }
    incr(key: string, callback: Parameters<Incr>[1], timeWindow?: number, max?: number) {
      const counted = (store: FastifyRateLimitStore) => () =>
        new Promise<Count>((resolve, reject) => {
          const incr = store.incr as (key: string, cb: Parameters<Incr>[1], timeWindow?: number, max?: number) => void;
          incr.call(store, key, (error, result) => (error ? reject(error) : resolve(result as Count)), timeWindow, max);
        });
      watch.run(counted(this.viaRedis), counted(this.inMemory)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new FallbackStore(routeOptions as StoreOptions, [this.viaRedis.child(routeOptions), this.inMemory.child(routeOptions)]);
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}

/** The login guard's counter on Redis while it is up, in memory while it is away. */
export function fallbackFailureCounter(viaRedis: FailureCounter, inMemory: FailureCounter, watch: RedisWatch): FailureCounter {
  return {
    add: (key, windowMs) => watch.run(() => viaRedis.add(key, windowMs), () => inMemory.add(key, windowMs)),
    takeBack: (key) => watch.run(() => viaRedis.takeBack(key), () => inMemory.takeBack(key)),
    clear: (key) => watch.run(() => viaRedis.clear(key), () => inMemory.clear(key)),
  };
}
