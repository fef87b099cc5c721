// Issue 42: the root's accountChanges actor follows the auth actor by itself (a stream only while
// signed in), hands each change to listeners (account.changed) and says whether the stream is up
// (account.stream); a balance or profile change reloads the profile; an ended stream is opened again
// after 1 s, 2 s, 4 s...; signing out closes it. listenToAccount is what a page's flow hears.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, setup, spawnChild, type AnyActorRef, type EventObject } from 'xstate';
import { accountChangesMachine, type AccountChangesEmitted } from '../../machines/account-changes/account-changes.machine';
import type { StreamEvent } from '../../machines/account-changes/account-changes.actors';
import { listenToAccount, type AccountEvent } from '../../machines/account-changes/listen-to-account';

/** A stand-in for the auth actor: signed in or not, and what it was sent. */
const fakeAuth = createMachine({
  id: 'auth',
  type: 'parallel',
  states: {
    session: {
      initial: 'unauthenticated',
      states: {
        unauthenticated: { on: { SIGN_IN: 'authenticated' } },
        authenticated: { on: { SIGN_OUT: 'unauthenticated', 'PROFILE.RELOAD': { actions: () => reloads.push(1) } } },
      },
    },
  },
});
let reloads: number[] = [];

function start() {
  const streams = { opened: 0, closed: 0, send: (_event: StreamEvent) => {} };
  const openAccountStream = fromCallback<EventObject, void>(({ sendBack }) => {
    streams.opened += 1;
    streams.send = sendBack;
    return () => void (streams.closed += 1);
  });
  const root = setup({ actors: { auth: fakeAuth, accountChanges: accountChangesMachine.provide({ actors: { openAccountStream } }) } }).createMachine({
    entry: [spawnChild('auth', { systemId: 'auth' }), spawnChild('accountChanges', { systemId: 'accountChanges' })],
  });
  const actor = createActor(root).start();
  const auth = actor.system.get('auth') as AnyActorRef;
  const changes = actor.system.get('accountChanges') as AnyActorRef;
  const heard: AccountChangesEmitted[] = [];
  changes.on('*', (event: AccountChangesEmitted) => void heard.push(event));
  return { actor, auth, changes, streams, heard };
}

describe('accountChanges (the root child)', () => {
  beforeEach(() => {
    reloads = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens the stream only while signed in; says up once it opened; hands changes on; a balance change reloads the profile', () => {
    const { auth, streams, heard } = start();
    expect(streams.opened).toBe(0);
    auth.send({ type: 'SIGN_IN' });
    expect(streams.opened).toBe(1);
    expect(heard).toEqual([]);
    streams.send({ type: 'STREAM.OPEN' });
    expect(heard).toEqual([{ type: 'account.stream', up: true }]);
    streams.send({ type: 'STREAM.CHANGE', kind: 'ORDER', id: '7' });
    streams.send({ type: 'STREAM.CHANGE', kind: 'BALANCE', id: '3' });
    expect(heard.slice(1)).toEqual([
      { type: 'account.changed', kind: 'ORDER', id: '7' },
      { type: 'account.changed', kind: 'BALANCE', id: '3' },
    ]);
    expect(reloads).toHaveLength(1);
    auth.send({ type: 'SIGN_OUT' });
    expect(streams.closed).toBe(1);
    expect(heard.at(-1)).toEqual({ type: 'account.stream', up: false });
  });

  it("issue 45: a customer's action the gateway answered is a change of what it moves at once, stream up or down; other actions none", () => {
    const { auth, changes, streams, heard } = start();
    auth.send({ type: 'SIGN_IN' });
    changes.send({ type: 'ACTION.ANSWERED', operation: 'RequestIbanPayout' });
    changes.send({ type: 'ACTION.ANSWERED', operation: 'Purchase' });
    changes.send({ type: 'ACTION.ANSWERED', operation: 'AddToCart' });
    expect(heard).toEqual([
      { type: 'account.changed', kind: 'OFFER', id: '' },
      { type: 'account.changed', kind: 'ORDER', id: '' },
    ]);
    streams.send({ type: 'STREAM.OPEN' });
    changes.send({ type: 'ACTION.ANSWERED', operation: 'RequestCardPayout' });
    expect(heard.at(-1)).toEqual({ type: 'account.changed', kind: 'OFFER', id: '' });
  });

  it('an ended stream says down and is opened again after 1 s, then 2 s, 4 s; an open one resets the pause', () => {
    const { auth, streams, heard } = start();
    auth.send({ type: 'SIGN_IN' });
    streams.send({ type: 'STREAM.OPEN' });
    streams.send({ type: 'STREAM.END' });
    expect(heard.at(-1)).toEqual({ type: 'account.stream', up: false });
    vi.advanceTimersByTime(999);
    expect(streams.opened).toBe(1);
    vi.advanceTimersByTime(1);
    expect(streams.opened).toBe(2);
    streams.send({ type: 'STREAM.END' });
    vi.advanceTimersByTime(1_999);
    expect(streams.opened).toBe(2);
    vi.advanceTimersByTime(1);
    expect(streams.opened).toBe(3);
    streams.send({ type: 'STREAM.END' });
    vi.advanceTimersByTime(4_000);
    expect(streams.opened).toBe(4);
    streams.send({ type: 'STREAM.OPEN' });
    streams.send({ type: 'STREAM.END' });
    vi.advanceTimersByTime(1_000);
    expect(streams.opened).toBe(5);
  });

  it('a stream opened again after one ended reloads the profile once (a balance change may have come meanwhile); the first does not', () => {
    const { auth, streams } = start();
    auth.send({ type: 'SIGN_IN' });
    streams.send({ type: 'STREAM.OPEN' });
    expect(reloads).toHaveLength(0);
    streams.send({ type: 'STREAM.END' });
    vi.advanceTimersByTime(1_000);
    streams.send({ type: 'STREAM.OPEN' });
    expect(reloads).toHaveLength(1);
  });

  it('listenToAccount: a flow hears the stream state at once, then only its kind (and id), and stops hearing when stopped', () => {
    const { actor, auth, streams } = start();
    auth.send({ type: 'SIGN_IN' });
    streams.send({ type: 'STREAM.OPEN' });
    const heard: AccountEvent[] = [];
    const flow = createActor(
      createMachine({
        invoke: { src: listenToAccount, input: { shell: actor, kind: 'ORDER', id: '7' } },
        on: { '*': { actions: ({ event }) => void heard.push(event as AccountEvent) } },
      }),
    ).start();
    streams.send({ type: 'STREAM.CHANGE', kind: 'ORDER', id: '8' });
    streams.send({ type: 'STREAM.CHANGE', kind: 'DEPOSIT', id: '7' });
    streams.send({ type: 'STREAM.CHANGE', kind: 'ORDER', id: '7' });
    streams.send({ type: 'STREAM.END' });
    expect(heard).toEqual([
      { type: 'ACCOUNT.STREAM', up: true },
      { type: 'ACCOUNT.CHANGED', id: '7' },
      { type: 'ACCOUNT.STREAM', up: false },
    ]);
    flow.stop();
    vi.advanceTimersByTime(1_000);
    streams.send({ type: 'STREAM.OPEN' });
    expect(heard).toHaveLength(3);
  });

  it('listenToAccount without a root (a test, a page outside the shell): the stream counts as down', () => {
    const heard: AccountEvent[] = [];
    createActor(
      createMachine({
        invoke: { src: listenToAccount, input: { shell: null, kind: 'OFFER' } },
        on: { '*': { actions: ({ event }) => void heard.push(event as AccountEvent) } },
      }),
    ).start();
    expect(heard).toEqual([{ type: 'ACCOUNT.STREAM', up: false }]);
  });
});
