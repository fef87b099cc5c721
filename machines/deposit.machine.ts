// Spec §4 deposit flow: the form checked in §5's order, the personal-information precondition (the
// deposit modal closes and personal information opens with its message), then the checkout request
// and the browser sent to the provider's page; a refusal also goes to the payment-fail page.
import { assign, emit, setup } from 'xstate';
import type { Profile } from './auth.actors';
import { startDeposit, type DepositResult } from './deposit.actors';
import { depositError, depositMessages, lacksPersonalInfo, type DepositForm } from './deposit.rules';
import { leaveFor } from './navigation.browser';

export const DEPOSIT_FAILED = 'An error occurred. Please try again later.';

export type DepositEmitted = { type: 'personalInfoRequired'; message: string } | { type: 'failed'; message: string };

interface SubmitEvent {
  type: 'SUBMIT';
  form: DepositForm;
  profile: Profile;
  currency: string;
  /** settings.min_top_up in whole units of `currency`. */
  minTopUp: number;
}

export const depositMachine = setup({
  types: {
    context: {} as { error: string | null },
    events: {} as SubmitEvent | { type: 'RESET' },
    emitted: {} as DepositEmitted,
  },
  actors: { startDeposit },
  guards: {
    lacksPersonalInfo: ({ event }) => event.type === 'SUBMIT' && lacksPersonalInfo(event.profile),
    isInvalid: ({ event }) => event.type === 'SUBMIT' && depositError(event.form, event.minTopUp, event.currency) !== null,
    started: (_, result: DepositResult) => result.__typename === 'DepositStarted',
    needsPersonalInfo: (_, result: DepositResult) => result.__typename === 'PersonalInfoRequired',
    isValidationError: (_, result: DepositResult) => result.__typename === 'ValidationError',
  },
  actions: {
    askForPersonalInfo: emit({ type: 'personalInfoRequired' as const, message: depositMessages.personalInfo }),
    showRuleError: assign({ error: ({ event }) => (event.type === 'SUBMIT' ? depositError(event.form, event.minTopUp, event.currency) : null) }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    announceFailure: emit((_, message: string) => ({ type: 'failed' as const, message })),
    goToProvider: (_, url: string) => leaveFor(url),
  },
}).createMachine({
  id: 'deposit',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'lacksPersonalInfo', actions: 'askForPersonalInfo' },
          { guard: 'isInvalid', actions: 'showRuleError' },
          { target: 'submitting', actions: 'clearError' },
        ],
        RESET: { actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        src: 'startDeposit',
        input: ({ event }) => {
          const { form, profile, currency } = event as SubmitEvent;
          return {
            amount: Number(form.amount.trim()),
            email: form.email.trim(),
            paymentType: form.paymentType,
            currency,
            name: profile.name,
            surname: profile.surname,
            phone: profile.phone,
            steamId: profile.steamId,
            country: profile.country,
            city: profile.city,
            address: profile.address,
            postCode: profile.zip,
          };
        },
        onDone: [
          {
            guard: { type: 'started', params: ({ event }) => event.output },
            target: 'redirecting',
            actions: { type: 'goToProvider', params: ({ event }) => (event.output as Extract<DepositResult, { __typename: 'DepositStarted' }>).redirectUrl },
          },
          { guard: { type: 'needsPersonalInfo', params: ({ event }) => event.output }, target: 'editing', actions: 'askForPersonalInfo' },
          {
            guard: { type: 'isValidationError', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'setError', params: ({ event }) => ('message' in event.output ? event.output.message : DEPOSIT_FAILED) },
          },
          // Spec §4: status ERROR goes to the payment-fail page, with the server's message toasted.
          { target: 'editing', actions: { type: 'announceFailure', params: ({ event }) => ('message' in event.output ? event.output.message : DEPOSIT_FAILED) } },
        ],
        onError: { target: 'editing', actions: { type: 'setError', params: DEPOSIT_FAILED } },
      },
    },
    // The browser is on its way to the provider's page.
    redirecting: {},
  },
});
