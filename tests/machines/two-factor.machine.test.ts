import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { MessageOutcome, VerifyCodeResult } from '../../machines/auth/auth.actors';
import { INVALID_CODE, RESEND_FAILED, TWO_FACTOR_SUCCESS, twoFactorMachine } from '../../machines/auth/two-factor.machine';
import { controllableActor, flush } from './catalogue-fakes';
import { PROFILE } from './account-fixtures';

// Spec §4 two-factor, written apart from the machine: countdown from expiryMinutes*60 by 1 s,
// auto-verify at full length, 'Authentication successful!' then done after 300 ms; resend restarts
// the countdown and clears the code; cancel ends it unverified.
const model = createMachine({
  id: 'twoFactorModel',
  initial: 'entering',
  states: {
    entering: {
      on: { TYPE_PART: 'entering', TYPE_ALL: 'verifying', RESEND: 'resending', TICK: 'entering', CANCEL: 'cancelled', RUN_OUT: 'expired' },
    },
    expired: { on: { RESEND: 'resending', CANCEL: 'cancelled' } },
    verifying: { on: { CODE_OK: 'succeeded', CODE_WRONG: 'rejected', NETWORK_ERROR: 'rejected' } },
    rejected: { on: { TYPE_ALL: 'verifying', CANCEL: 'cancelled' } },
    resending: { on: { RESENT: 'entering', RESEND_REFUSED: 'resendFailed' } },
    resendFailed: { on: { TYPE_ALL: 'verifying' } },
    succeeded: { on: { WAIT_300: 'verified' } },
    verified: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

const CONFIG = { codeLength: 6, expiryMinutes: 10, currency: 'EUR' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  const verify = controllableActor<VerifyCodeResult, { code: string; currency: string }>();
  const resend = controllableActor<MessageOutcome, unknown>();
  const actor = createActor(twoFactorMachine.provide({ actors: { verifyCode: verify.logic, resendCode: resend.logic } }), { input: CONFIG });
  actor.start();
  return { actor, verify, resend };
}

describe('two-factor machine (model-based)', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const sut = start();
      const ctx = () => sut.actor.getSnapshot().context;
      let expectedSeconds = 600;
      await path.test({
        states: {
          entering: () => {
            expect(sut.actor.getSnapshot().matches({ entering: 'counting' })).toBe(true);
            expect(ctx().secondsLeft).toBe(expectedSeconds);
          },
          expired: () => {
            expect(sut.actor.getSnapshot().matches({ entering: 'expired' })).toBe(true);
            expect(ctx().secondsLeft).toBe(0);
          },
          verifying: () => {
            expect(sut.actor.getSnapshot().matches('verifying')).toBe(true);
            expect(sut.verify.last.input).toEqual({ code: '123456', currency: 'EUR' });
          },
          rejected: () => {
            expect(sut.actor.getSnapshot().matches('entering')).toBe(true);
            expect(ctx().error).toMatch(/^Invalid verification code/);
            expect(ctx().code).toBe('');
          },
          resending: () => expect(sut.actor.getSnapshot().matches('resending')).toBe(true),
          resendFailed: () => {
            expect(sut.actor.getSnapshot().matches('entering')).toBe(true);
            expect(ctx().error).toBe(RESEND_FAILED);
          },
          succeeded: () => expect(sut.actor.getSnapshot().matches('succeeded')).toBe(true),
          verified: () => {
            expect(sut.actor.getSnapshot().status).toBe('done');
            expect(sut.actor.getSnapshot().output).toEqual({ verified: true, profile: PROFILE });
          },
          cancelled: () => {
            expect(sut.actor.getSnapshot().status).toBe('done');
            expect(sut.actor.getSnapshot().output).toEqual({ verified: false });
          },
        },
        events: {
          TYPE_PART: () => {
            sut.actor.send({ type: 'CODE.CHANGE', code: '12a3' });
            expect(ctx().code).toBe('123');
            sut.actor.send({ type: 'VERIFY' }); // not at full length: ignored
            expect(sut.verify.calls).toHaveLength(0);
          },
          TYPE_ALL: () => sut.actor.send({ type: 'CODE.CHANGE', code: '1234567' }),
          TICK: () => {
            vi.advanceTimersByTime(1000);
            expectedSeconds -= 1;
          },
          RUN_OUT: () => {
            vi.advanceTimersByTime(600_000);
          },
          RESEND: () => sut.actor.send({ type: 'RESEND' }),
          RESENT: async () => {
            sut.resend.last.resolve({ ok: true, message: 'A new code was sent' });
            expectedSeconds = 600;
            await flush();
            expect(ctx().code).toBe('');
          },
          RESEND_REFUSED: async () => {
            sut.resend.last.resolve({ ok: false, message: '' });
            await flush();
          },
          CODE_OK: async () => {
            sut.verify.last.resolve({ __typename: 'SignedIn', message: TWO_FACTOR_SUCCESS, profile: PROFILE });
            await flush();
          },
          CODE_WRONG: async () => {
            sut.verify.last.resolve({ __typename: 'ActionRefused', errorCode: 'REFUSED', message: INVALID_CODE });
            await flush();
          },
          NETWORK_ERROR: async () => {
            sut.verify.last.reject(new TypeError('fetch failed'));
            await flush();
          },
          WAIT_300: () => {
            vi.advanceTimersByTime(299);
            expect(sut.actor.getSnapshot().matches('succeeded')).toBe(true);
            vi.advanceTimersByTime(1);
          },
          CANCEL: () => sut.actor.send({ type: 'CANCEL' }),
        },
      });
    });
  }
});
