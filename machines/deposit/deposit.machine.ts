// Spec §4 deposit flow, whole: the form checked in §5's order, the personal-information precondition
// (the deposit modal closes and personal information opens with its message), then the checkout
// request and the browser sent to the provider's page; a refusal is toasted and goes to the
// payment-fail page. The modal and the toast are asked of the root actor, found in its system (the root runs this flow as 'modal:deposit').
import { minimumTopUp } from '../../contract/rules/deposit';
import { assign, sendTo, setup } from 'xstate';
import { theRoot } from '../app/flow-system';
import type { AppRequest } from '../app/app.requests';
import type { Profile } from '../auth/auth.actors';
import { startDeposit, type DepositResult } from './deposit.actors';
import { depositError, depositMessages, lacksPersonalInfo, type DepositForm } from './deposit.rules';
import { leaveFor, navigateTo } from '../navigation/navigation.browser';
import { FAIL_PAYMENT_PATH } from './payment-status.machine';

export const DEPOSIT_FAILED = 'An error occurred. Please try again later.';

/** What the flow asks of the root actor. */
export type DepositRequest = { type: 'MODAL.OPEN'; modal: 'personalInfo'; notice: string } | AppRequest;

interface SubmitEvent {
  type: 'SUBMIT';
  form: DepositForm;
  profile: Profile;
  /** The chosen currency's code and rate (units per EUR). */
  currency: { code: string; rate: number };
  /** settings.min_top_up, in EUR. */
  minTopUpEur: number;
}

/** The form's first rule error for this submit (spec §5), the minimum in the chosen currency. */
const ruleError = ({ form, currency, minTopUpEur }: SubmitEvent) => depositError(form, minimumTopUp(minTopUpEur, currency.rate), currency.code);

export const depositMachine = setup({
  types: {
    context: {} as { error: string | null },
    events: {} as SubmitEvent | { type: 'RESET' },
  },
  actors: { startDeposit },
  guards: {
    lacksPersonalInfo: ({ event }) => event.type === 'SUBMIT' && lacksPersonalInfo(event.profile),
    isInvalid: ({ event }) => event.type === 'SUBMIT' && ruleError(event) !== null,
    started: (_, result: DepositResult) => result.__typename === 'DepositStarted',
    needsPersonalInfo: (_, result: DepositResult) => result.__typename === 'PersonalInfoRequired',
    isValidationError: (_, result: DepositResult) => result.__typename === 'ValidationError',
    isFrozen: (_, result: DepositResult) => result.__typename === 'AccountFrozen',
  },
  actions: {
    askForPersonalInfo: sendTo(theRoot, { type: 'MODAL.OPEN', modal: 'personalInfo', notice: depositMessages.personalInfo } satisfies DepositRequest),
    showRuleError: assign({ error: ({ event }) => (event.type === 'SUBMIT' ? ruleError(event) : null) }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    announceFailure: sendTo(theRoot, (_, message: string) => ({ type: 'NOTIFY', tone: 'error', message }) satisfies DepositRequest),
    goToFailPage: () => navigateTo(FAIL_PAYMENT_PATH),
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
            currency: currency.code,
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
          // Issue 43: an account on hold says so in the form (with the support address), not on the payment-fail page.
          {
            guard: { type: 'isFrozen', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'setError', params: ({ event }) => ('message' in event.output ? event.output.message : DEPOSIT_FAILED) },
          },
          {
            guard: { type: 'isValidationError', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'setError', params: ({ event }) => ('message' in event.output ? event.output.message : DEPOSIT_FAILED) },
          },
          // Spec §4: status ERROR goes to the payment-fail page, with the server's message toasted.
          {
            target: 'editing',
            actions: [{ type: 'announceFailure', params: ({ event }) => ('message' in event.output ? event.output.message : DEPOSIT_FAILED) }, 'goToFailPage'],
          },
        ],
        onError: { target: 'editing', actions: { type: 'setError', params: DEPOSIT_FAILED } },
      },
    },
    // The browser is on its way to the provider's page.
    redirecting: {},
  },
});
