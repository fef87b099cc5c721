// Step-up ("sudo mode", DESIGN security baselines). A flow whose request came back StepUpRequired
// asks this actor (systemId 'stepUp' in the root system) with STEP_UP.REQUEST; it shows the password
// modal, confirms the password, then replies STEP_UP.CONFIRMED (the flow sends its request again) or
// STEP_UP.CANCELLED. An account without a password confirms with a fresh Steam sign-in instead: the
// browser leaves for Steam and the customer repeats the action after coming back.
import { assign, sendTo, setup, type ActorRef, type AnyActorRef, type Snapshot } from 'xstate';
import { accountMessages } from '../account/account.messages';
import { REQUEST_FAILED } from './auth.machine';
import { leaveFor } from '../navigation/navigation.browser';
import { confirmPassword, type ConfirmOutcome } from './step-up.actors';

/** Where the API starts Steam's OpenID sign-in (spec §7 auth/steam/redirect). */
export const STEAM_SIGN_IN_PATH = '/api/auth/steam/redirect';

export type StepUpReply = { type: 'STEP_UP.CONFIRMED' } | { type: 'STEP_UP.CANCELLED' };
export type StepUpRequest = { type: 'STEP_UP.REQUEST'; requester: AnyActorRef };
/** The step-up actor as a flow reaches it (through the flow's input). */
export type StepUpRef = ActorRef<Snapshot<unknown>, StepUpRequest>;

export type StepUpEvent = StepUpRequest | { type: 'CONFIRM'; password: string } | { type: 'CANCEL' } | { type: 'STEAM_SIGN_IN' };

interface StepUpContext {
  /** The flow waiting for the answer. */
  requester: AnyActorRef | null;
  password: string;
  error: string | null;
}

export const stepUpMachine = setup({
  types: { context: {} as StepUpContext, events: {} as StepUpEvent },
  actors: { confirmPassword },
  guards: {
    isBlank: ({ event }) => event.type === 'CONFIRM' && event.password.trim() === '',
    confirmed: (_, outcome: ConfirmOutcome) => outcome.ok,
  },
  actions: {
    remember: assign({ requester: ({ event }) => (event.type === 'STEP_UP.REQUEST' ? event.requester : null), password: '', error: null }),
    keepPassword: assign({ password: ({ event }) => (event.type === 'CONFIRM' ? event.password : ''), error: null }),
    requirePassword: assign({ error: accountMessages.passwordRequired }),
    setError: assign({ error: (_, message: string) => message, password: '' }),
    // Only ever run while a flow waits (asking, confirming), so the requester is set.
    replyConfirmed: sendTo(({ context }) => context.requester as AnyActorRef, { type: 'STEP_UP.CONFIRMED' } satisfies StepUpReply),
    replyCancelled: sendTo(({ context }) => context.requester as AnyActorRef, { type: 'STEP_UP.CANCELLED' } satisfies StepUpReply),
    forget: assign({ requester: null, password: '', error: null }),
    // A flow asking while a password is being checked for another: told at once that it was not confirmed.
    refuseNewRequester: sendTo(({ event }) => (event as StepUpRequest).requester, { type: 'STEP_UP.CANCELLED' } satisfies StepUpReply),
    goToSteamSignIn: () => leaveFor(STEAM_SIGN_IN_PATH),
  },
}).createMachine({
  id: 'stepUp',
  context: { requester: null, password: '', error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'STEP_UP.REQUEST': { target: 'asking', actions: 'remember' } } },
    asking: {
      on: {
        // A second flow asking while one waits: the first one gives up (one modal is ever shown).
        'STEP_UP.REQUEST': { actions: ['replyCancelled', 'remember'] },
        CONFIRM: [{ guard: 'isBlank', actions: 'requirePassword' }, { target: 'confirming', actions: 'keepPassword' }],
        CANCEL: { target: 'idle', actions: ['replyCancelled', 'forget'] },
        STEAM_SIGN_IN: { target: 'leaving', actions: 'goToSteamSignIn' },
      },
    },
    confirming: {
      // The check under way is not abandoned half-way (a CANCEL waits for its answer); another flow
      // asking now is told at once, or it would wait for good.
      on: { 'STEP_UP.REQUEST': { actions: 'refuseNewRequester' } },
      invoke: {
        src: 'confirmPassword',
        input: ({ context }) => ({ password: context.password }),
        onDone: [
          { guard: { type: 'confirmed', params: ({ event }) => event.output }, target: 'idle', actions: ['replyConfirmed', 'forget'] },
          { target: 'asking', actions: { type: 'setError', params: ({ event }) => (event.output as { message: string }).message || REQUEST_FAILED } },
        ],
        onError: { target: 'asking', actions: { type: 'setError', params: REQUEST_FAILED } },
      },
    },
    // The browser is on its way to Steam.
    leaving: {},
  },
});
