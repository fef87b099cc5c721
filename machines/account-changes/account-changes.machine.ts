// Issue 42: the signed-in customer's one change stream, a child of the root actor (systemId
// `accountChanges`). It follows the auth actor by itself: open while signed in, closed otherwise.
// Each change is emitted as `account.changed` to the flows that listen (listenToAccount), and a
// balance or profile change reloads the profile the header shows, and so does a stream opened again
// after one ended (a balance change may have come meanwhile). Whether the stream is up is emitted as
// `account.stream`: the flows' polls run only while it is down. A stream that ends is opened again
// after 1 s, then 2, 4... up to 30 s; signing out ends it for good.
// Issue 45: an action the customer made and the gateway answered (a payout request, a checkout) is
// emitted as a change of what it moves (ACTION_CHANGES) at once, stream or not: the list on screen
// looks again right after the customer's own request, never waiting for the stream (nor for a poll
// while it is down).
import { assign, emit, enqueueActions, fromCallback, setup, type ActorRefFrom, type AnyActorRef, type EventObject } from 'xstate';
import type { AccountChangeKind } from '../../contract/account-changes';
import { openAccountStream, type StreamEvent } from './account-changes.actors';
import { changesOfAction } from './action-changes';

export type AccountChangesEmitted = { type: 'account.changed'; kind: AccountChangeKind; id: string } | { type: 'account.stream'; up: boolean };

type AuthEvent = { type: 'AUTH.SIGNED_IN' } | { type: 'AUTH.SIGNED_OUT' };
/** The root hands on each customer's action the gateway answered (graphql-client's hook). */
export type ActionEvent = { type: 'ACTION.ANSWERED'; operation: string };

const MAX_RETRY_MS = 30_000;

/** The auth actor's session, as AUTH.SIGNED_IN / AUTH.SIGNED_OUT each time it changes. */
export const followAuth = fromCallback<EventObject, void>(({ system, sendBack }) => {
  const auth = system.get('auth') as AnyActorRef | undefined;
  if (!auth) return;
  let signedIn: boolean | null = null;
  const look = (snapshot: { matches(value: unknown): boolean }) => {
    const now = snapshot.matches({ session: 'authenticated' });
    if (now === signedIn) return;
    signedIn = now;
    sendBack({ type: now ? 'AUTH.SIGNED_IN' : 'AUTH.SIGNED_OUT' } satisfies AuthEvent);
  };
  look(auth.getSnapshot());
  return auth.subscribe(look).unsubscribe;
});

export const accountChangesMachine = setup({
  types: {
    context: {} as { retries: number },
    events: {} as StreamEvent | AuthEvent | ActionEvent,
    emitted: {} as AccountChangesEmitted,
  },
  actors: { followAuth, openAccountStream },
  delays: {
    // Counted on entering the pause: the first pause is 1 s.
    retry: ({ context }) => Math.min(1000 * 2 ** (context.retries - 1), MAX_RETRY_MS),
  },
  guards: {
    changesBalanceOrProfile: ({ event }) => event.type === 'STREAM.CHANGE' && (event.kind === 'BALANCE' || event.kind === 'PROFILE'),
    /** Opened again after it ended: what it missed is read once. */
    reopened: ({ context }) => context.retries > 0,
  },
  actions: {
    announceUp: emit({ type: 'account.stream', up: true } satisfies AccountChangesEmitted),
    announceDown: emit({ type: 'account.stream', up: false } satisfies AccountChangesEmitted),
    announceActionChanges: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'ACTION.ANSWERED') return;
      for (const kind of changesOfAction(event.operation)) enqueue.emit({ type: 'account.changed', kind, id: '' } satisfies AccountChangesEmitted);
    }),
    announceChange: emit(({ event }) => (event.type === 'STREAM.CHANGE' ? { type: 'account.changed' as const, kind: event.kind, id: event.id } : { type: 'account.stream' as const, up: true })),
    reloadProfile: enqueueActions(({ system, enqueue }) => {
      const auth = system.get('auth') as AnyActorRef | undefined;
      if (auth) enqueue.sendTo(auth, { type: 'PROFILE.RELOAD' });
    }),
    resetRetries: assign({ retries: 0 }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
  },
}).createMachine({
  id: 'accountChanges',
  context: { retries: 0 },
  invoke: { src: 'followAuth' },
  on: { 'ACTION.ANSWERED': { actions: 'announceActionChanges' } },
  initial: 'signedOut',
  states: {
    signedOut: { on: { 'AUTH.SIGNED_IN': 'signedIn' } },
    signedIn: {
      on: { 'AUTH.SIGNED_OUT': { target: 'signedOut', actions: 'resetRetries' } },
      initial: 'streaming',
      states: {
        streaming: {
          invoke: { src: 'openAccountStream' },
          initial: 'connecting',
          on: { 'STREAM.END': 'waiting' },
          states: {
            connecting: {
              on: {
                'STREAM.OPEN': [
                  { guard: 'reopened', target: 'up', actions: ['reloadProfile', 'resetRetries'] },
                  { target: 'up', actions: 'resetRetries' },
                ],
              },
            },
            up: {
              entry: 'announceUp',
              exit: 'announceDown',
              on: {
                'STREAM.CHANGE': [
                  { guard: 'changesBalanceOrProfile', actions: ['announceChange', 'reloadProfile'] },
                  { actions: 'announceChange' },
                ],
              },
            },
          },
        },
        // The stream ended (the server restarted, the network dropped, its 30 minutes passed): again after a pause.
        waiting: { entry: 'countRetry', after: { retry: 'streaming' } },
      },
    },
  },
});

export type AccountChangesRef = ActorRefFrom<typeof accountChangesMachine>;
