import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { AdminGqlError, type AdminGql } from '../../machines/admin/admin-client';
import { SESSION_ENDED_NOTICE, SIGN_IN_UNAVAILABLE, sessionMachine, type StaffMe } from '../../machines/admin/session.machine';
import type { ResultFragment } from '../../machines/admin/graphql/graphql';
import { controllableActor, flush } from './catalogue-fakes';

// The console's session, written apart from the machine: it asks who is signed in, shows sign-in
// without a session, signs in (a refusal stays on sign-in with the API's message and fields), signs
// out, and goes back to sign-in with a notice when a screen says the session ended.
const model = createMachine({
  id: 'adminSessionModel',
  initial: 'checking',
  states: {
    checking: { on: { ME_FOUND: 'signedIn', ME_NONE: 'signedOut', ME_FAILS: 'unavailable' } },
    unavailable: { on: { RETRY_LATER: 'checking' } },
    signedOut: { on: { SIGN_IN: 'signingIn' } },
    signingIn: { on: { REFUSED: 'refused', ACCEPTED: 'checking', UNREACHABLE: 'unreachable' } },
    refused: { on: { SIGN_IN: 'signingIn' } },
    unreachable: {},
    signedIn: { on: { SIGN_OUT: 'signingOut', SESSION_ENDED: 'ended' } },
    signingOut: { on: { SIGNED_OUT: 'signedOut' } },
    ended: {},
  },
});

const ME: StaffMe = { id: 7, email: 'agent@example.com', role: 'support', permissions: ['orders.read'] };
const result = (ok: boolean, extra: Partial<ResultFragment> = {}): ResultFragment => ({ ok, errorCode: null, message: null, fieldErrors: [], awaitingApproval: false, inviteUrl: null, ...extra });

function start() {
  const fetchMe = controllableActor<StaffMe | null, { gql: AdminGql }>();
  const signIn = controllableActor<ResultFragment, { gql: AdminGql; email: string; password: string; code: string }>();
  const signOut = controllableActor<ResultFragment, { gql: AdminGql }>();
  const machine = sessionMachine.provide({ actors: { fetchMe: fetchMe.logic, signIn: signIn.logic, signOut: signOut.logic }, delays: { retryAfter: 0 } });
  const actor = createActor(machine, { input: { gql: async () => ({}) as never } }).start();
  return { actor, fetchMe, signIn, signOut };
}

describe('console session machine (model-based)', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const sut = start();
      const snapshot = () => sut.actor.getSnapshot();
      await path.test({
        states: {
          checking: () => expect(snapshot().matches('checking')).toBe(true),
          unavailable: () => expect(snapshot().matches('unavailable')).toBe(true),
          signedOut: () => {
            expect(snapshot().matches('signedOut')).toBe(true);
            expect(snapshot().context.me).toBeNull();
          },
          signingIn: () => {
            expect(snapshot().matches('signingIn')).toBe(true);
            expect(sut.signIn.last.input).toMatchObject({ email: ME.email, password: 'pw', code: '123456' });
          },
          refused: () => {
            expect(snapshot().matches('signedOut')).toBe(true);
            expect(snapshot().context.error).toBe('Wrong code');
            expect(snapshot().context.fieldErrors).toEqual({ code: 'Wrong code' });
          },
          unreachable: () => {
            expect(snapshot().matches('signedOut')).toBe(true);
            expect(snapshot().context.error).toBe(SIGN_IN_UNAVAILABLE);
          },
          signedIn: () => {
            expect(snapshot().matches('signedIn')).toBe(true);
            expect(snapshot().context.me).toEqual(ME);
          },
          signingOut: () => expect(snapshot().matches('signingOut')).toBe(true),
          ended: () => {
            expect(snapshot().matches('signedOut')).toBe(true);
            expect(snapshot().context.notice).toBe(SESSION_ENDED_NOTICE);
            expect(snapshot().context.me).toBeNull();
          },
        },
        events: {
          ME_FOUND: async () => {
            sut.fetchMe.last.resolve(ME);
            await flush();
          },
          ME_NONE: async () => {
            sut.fetchMe.last.resolve(null);
            await flush();
          },
          ME_FAILS: async () => {
            sut.fetchMe.last.reject(new AdminGqlError('SERVICE_UNAVAILABLE', 'down'));
            await flush();
          },
          RETRY_LATER: async () => {
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
          SIGN_IN: () => sut.actor.send({ type: 'SIGN_IN', email: ME.email, password: 'pw', code: '123456' }),
          REFUSED: async () => {
            sut.signIn.last.resolve(result(false, { errorCode: 'CODE_INVALID', message: 'Wrong code', fieldErrors: [{ field: 'code', messages: ['Wrong code'] }] }));
            await flush();
          },
          ACCEPTED: async () => {
            sut.signIn.last.resolve(result(true));
            await flush();
          },
          UNREACHABLE: async () => {
            sut.signIn.last.reject(new Error('network'));
            await flush();
          },
          SIGN_OUT: () => sut.actor.send({ type: 'SIGN_OUT' }),
          SIGNED_OUT: async () => {
            sut.signOut.last.resolve(result(true));
            await flush();
          },
          SESSION_ENDED: () => sut.actor.send({ type: 'SESSION.ENDED' }),
        },
      });
    });
  }
});
