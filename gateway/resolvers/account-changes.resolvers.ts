import type { AccountChange, AccountChangeSource } from '../../contract/account-changes';
import { unauthenticated, upstreamFailure } from '../errors';
import type { Resolvers, SubscriptionResolvers } from '../generated/resolvers-types';
import type { RestClient } from '../rest-client';

/**
 * A stream ends after this and the browser opens another: its session is checked again, so a signed-out
 * or revoked session stops hearing changes within this long.
 */
export const ACCOUNT_STREAM_MAX_MS = 30 * 60_000;

/** Whose account: the session's customer, asked once when the stream opens. */
async function signedInUserId(rest: RestClient): Promise<number> {
  const response = await rest.get('/user/profile');
  if (response.status === 401) throw unauthenticated();
  const id = response.body?.payload?.id;
  if (response.status !== 200 || typeof id !== 'number') throw upstreamFailure();
  return id;
}

/**
 * Each change of the customer's, as the feed hands it over: nothing runs between changes (no REST
 * call, no timer but the stream's own heartbeat). It listens from this call on, before the browser
 * reads anything, so no change falls between the stream opening and the first read. Changes
 * arriving faster than the browser reads them wait in order; the same change twice in a row is sent once.
 */
function changesOf(changes: AccountChangeSource, userId: number, signal: AbortSignal | undefined) {
  const waiting: AccountChange[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const unsubscribe = changes.subscribe(
    userId,
    (change) => {
      const last = waiting.at(-1);
      if (last && last.kind === change.kind && last.id === change.id) return;
      waiting.push(change);
      wake?.();
    },
    () => end(),
  );
  const limit = setTimeout(() => end(), ACCOUNT_STREAM_MAX_MS);
  function end() {
    ended = true;
    clearTimeout(limit);
    signal?.removeEventListener('abort', end);
    unsubscribe();
    wake?.();
  }
  signal?.addEventListener('abort', end);
  if (signal?.aborted) end();

  async function* read() {
    try {
      while (!ended || waiting.length > 0) {
        const change = waiting.shift();
        if (change) yield { accountChanged: { kind: change.kind, id: change.id } };
        else if (!ended) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
    } finally {
      end();
    }
  }
  return read();
}

const accountChanged: SubscriptionResolvers['accountChanged'] = {
  subscribe: async (_parent, _args, { rest, signal, changes }) => {
    // Whose account first: a visitor is UNAUTHENTICATED wherever the gateway runs.
    const userId = await signedInUserId(rest);
    if (!changes) throw upstreamFailure();
    // Listening before the stream answers: whatever the browser reads after it opened, it hears about.
    await changes.ready().catch(() => Promise.reject(upstreamFailure()));
    return changesOf(changes, userId, signal);
  },
};

export const accountChangesResolvers: Resolvers = { Subscription: { accountChanged } };
