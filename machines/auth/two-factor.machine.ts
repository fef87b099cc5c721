// Spec §4 two-factor: the countdown from expiryMinutes*60 ticking each second, auto-verify when the
// code reaches its length, 'Authentication successful!' then, after 300 ms, done with the profile.
import { assign, setup } from 'xstate';
import { resendCode, verifyCode, type Profile } from './auth.actors';

export const TWO_FACTOR_SUCCESS = 'Authentication successful!';
export const INVALID_CODE = 'Invalid verification code. Please try again.';
export const RESEND_FAILED = 'Could not resend code. Please try again later.';

export interface TwoFactorInput {
  codeLength: number;
  expiryMinutes: number;
  currency: string;
}

interface TwoFactorContext extends TwoFactorInput {
  code: string;
  secondsLeft: number;
  error: string | null;
  profile: Profile | null;
}

export type TwoFactorEvent = { type: 'CODE.CHANGE'; code: string } | { type: 'VERIFY' } | { type: 'RESEND' } | { type: 'CANCEL' };

export type TwoFactorOutput = { verified: true; profile: Profile } | { verified: false };

const digitsOnly = (code: string, length: number) => code.replace(/\D/g, '').slice(0, length);

export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as TwoFactorInput,
    output: {} as TwoFactorOutput,
  },
  actors: { verifyCode, resendCode },
  delays: {
    /** Spec §9: the countdown ticks each second. */
    tick: 1000,
    /** Spec §9: the success message shows 300 ms before the sign-in completes. */
    successEmit: 300,
  },
  guards: {
    isCodeComplete: ({ context }) => context.code.length === context.codeLength,
    /** Spec §4: typing the last digit verifies at once. */
    completesCode: ({ context, event }) => event.type === 'CODE.CHANGE' && digitsOnly(event.code, context.codeLength).length === context.codeLength,
    hasTimeLeft: ({ context }) => context.secondsLeft > 1,
    isSignedIn: (_, result: { __typename: string }) => result.__typename === 'SignedIn',
    resent: (_, outcome: { ok: boolean }) => outcome.ok,
  },
  actions: {
    setCode: assign({
      code: ({ context, event }) => (event.type === 'CODE.CHANGE' ? digitsOnly(event.code, context.codeLength) : context.code),
      error: null,
    }),
    tickDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    expire: assign({ secondsLeft: 0 }),
    restartCountdown: assign({ secondsLeft: ({ context }) => context.expiryMinutes * 60, code: '', error: null }),
    rejectCode: assign({ error: (_, message: string) => message, code: '' }),
    setError: assign({ error: (_, message: string) => message }),
    keepProfile: assign({ profile: (_, profile: Profile) => profile }),
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({ ...input, code: '', secondsLeft: input.expiryMinutes * 60, error: null, profile: null }),
  initial: 'entering',
  on: { CANCEL: '.cancelled' },
  states: {
    entering: {
      initial: 'counting',
      on: {
        'CODE.CHANGE': [
          { guard: 'completesCode', target: 'verifying', actions: 'setCode' },
          { actions: 'setCode' },
        ],
        VERIFY: { guard: 'isCodeComplete', target: 'verifying' },
        RESEND: 'resending',
      },
      states: {
        counting: {
          after: {
            tick: [
              { guard: 'hasTimeLeft', target: 'counting', reenter: true, actions: 'tickDown' },
              { target: 'expired', actions: 'expire' },
            ],
          },
        },
        expired: {},
      },
    },
    verifying: {
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ code: context.code, currency: context.currency }),
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: { type: 'keepProfile', params: ({ event }) => (event.output as Extract<typeof event.output, { __typename: 'SignedIn' }>).profile },
          },
          { target: 'entering', actions: { type: 'rejectCode', params: ({ event }) => ('message' in event.output ? event.output.message : INVALID_CODE) } },
        ],
        onError: { target: 'entering', actions: { type: 'rejectCode', params: INVALID_CODE } },
      },
    },
    resending: {
      invoke: {
        src: 'resendCode',
        onDone: [
          { guard: { type: 'resent', params: ({ event }) => event.output }, target: 'entering', actions: 'restartCountdown' },
          { target: 'entering', actions: { type: 'setError', params: ({ event }) => event.output.message || RESEND_FAILED } },
        ],
        onError: { target: 'entering', actions: { type: 'setError', params: RESEND_FAILED } },
      },
    },
    succeeded: { on: { CANCEL: {} }, after: { successEmit: 'verified' } },
    verified: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => (context.profile ? { verified: true, profile: context.profile } : { verified: false }),
});
