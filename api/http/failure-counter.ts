import type { Redis } from 'ioredis';

export interface Count {
  count: number;
  /** Milliseconds until the window ends and the count starts again at zero. */
  resetInMs: number;
}

/**
 * Counts events per key in a fixed window that starts at the key's first event: in memory, or in
 * Redis so that every shop process counts together. A count can be taken back, for an event that
 * was counted before it was known whether it should be (see login-guard.ts).
 */
export interface FailureCounter {
  add(key: string, windowMs: number): Promise<Count>;
  /** One fewer; nothing once the window has ended. */
  takeBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Most keys one process keeps; past it the oldest window is forgotten, so a flood of new keys cannot grow memory without end. */
const MAX_MEMORY_KEYS = 100_000;

export function memoryFailureCounter(): FailureCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= Date.now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    async add(key, windowMs) {
      let window = live(key);
      if (!window) {
        if (windows.size >= MAX_MEMORY_KEYS) windows.delete(windows.keys().next().value as string);
        window = { count: 0, endsAt: Date.now() + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { count: window.count, resetInMs: window.endsAt - Date.now() };
    },
    async takeBack(key) {
      const window = live(key);
      if (window) window.count = Math.max(0, window.count - 1);
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

// INCR and the window's expiry in one step; a key that expired must not come back as -1 without expiry.
const ADD = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const TAKE_BACK = `if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end return 0`;

export function redisFailureCounter(redis: Redis, prefix: string): FailureCounter {
  return {
    async add(key, windowMs) {
      const [count, ttl] = (await redis.eval(ADD, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async takeBack(key) {
      await redis.eval(TAKE_BACK, 1, prefix + key);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
