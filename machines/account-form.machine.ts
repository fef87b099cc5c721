// One signed-in form (personal information, change e-mail, trade URL, new password, two-factor
// switch): check on the client in the spec's order, send, then report. Repeated submits while one
// runs are ignored. The component forwards `saved` to the root actor (close modal, reload profile).
// A request refused with StepUpRequired asks the step-up actor and is sent again once confirmed.
import { assign, emit, sendTo, setup, type PromiseActorLogic } from 'xstate';
import type { Notification } from './auth.machine';
import type { StepUpRef, StepUpReply } from './step-up.machine';

/** Spec §9: at most 3 error toasts. */
export const MAX_ERROR_TOASTS = 3;

export type FormOutcome = { ok: true; message: string; data?: unknown } | { ok: false; messages: string[]; stepUpRequired?: boolean };

export interface AccountFormInput {
  /** Absent (tests, forms outside the shell): a StepUpRequired refusal is shown like any other. */
  stepUp?: StepUpRef | null;
}

/** `failed` carries the messages to toast, at most MAX_ERROR_TOASTS. */
export type FormEmitted = Notification | { type: 'saved'; data?: unknown } | { type: 'failed'; messages: string[] };

export interface AccountFormOptions<V> {
  id: string;
  /** The first failing rule's message, or null. */
  validate: (values: V) => string | null;
  submit: PromiseActorLogic<FormOutcome, V>;
  /** Used when the request itself fails (network, 5xx). */
  failureMessage: string;
}

type Values = object;

export function createAccountFormMachine<V extends Values>(options: AccountFormOptions<V>) {
  const { id, failureMessage } = options;
  const validate = options.validate as (values: Values) => string | null;
  const submit = options.submit as unknown as PromiseActorLogic<FormOutcome, Values>;
  return setup({
    types: {
      context: {} as { values: Values | null; error: string | null; message: string | null; stepUp: StepUpRef | null },
      events: {} as { type: 'SUBMIT'; values: Values } | { type: 'RESET' } | StepUpReply,
      input: {} as AccountFormInput,
      emitted: {} as FormEmitted,
    },
    actors: { submit },
    guards: {
      isInvalid: ({ event }) => event.type === 'SUBMIT' && validate(event.values) !== null,
      succeeded: (_, outcome: FormOutcome) => outcome.ok,
      needsStepUp: ({ context }, outcome: FormOutcome) => !outcome.ok && outcome.stepUpRequired === true && context.stepUp !== null,
    },
    actions: {
      keepValues: assign({ values: ({ event }) => (event.type === 'SUBMIT' ? event.values : null), error: null, message: null }),
      showRuleError: assign({ error: ({ event }) => (event.type === 'SUBMIT' ? validate(event.values) : null), message: null }),
      reset: assign({ values: null, error: null, message: null }),
      askStepUp: sendTo(({ context }) => context.stepUp as StepUpRef, ({ self }) => ({ type: 'STEP_UP.REQUEST' as const, requester: self })),
      report: assign({
        message: (_, outcome: FormOutcome) => (outcome.ok ? outcome.message : null),
        error: (_, outcome: FormOutcome) => (outcome.ok ? null : outcome.messages.join(', ')),
      }),
      notifySuccess: emit((_, outcome: FormOutcome) => ({ type: 'notify' as const, tone: 'success' as const, message: outcome.ok ? outcome.message : '' })),
      announceFailure: emit((_, outcome: FormOutcome) => ({
        type: 'failed' as const,
        messages: outcome.ok ? [] : outcome.messages.slice(0, MAX_ERROR_TOASTS),
      })),
      announceSaved: emit((_, outcome: FormOutcome) => ({ type: 'saved' as const, data: outcome.ok ? outcome.data : undefined })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ values: null, error: null, message: null, stepUp: input.stepUp ?? null }),
    initial: 'editing',
    on: { RESET: { target: '.editing', actions: 'reset' } },
    states: {
      editing: {
        on: {
          SUBMIT: [{ guard: 'isInvalid', actions: 'showRuleError' }, { target: 'submitting', actions: 'keepValues' }],
        },
      },
      submitting: {
        invoke: {
          src: 'submit',
          input: ({ context }) => context.values ?? {},
          onDone: [
            {
              guard: { type: 'succeeded', params: ({ event }) => event.output },
              target: 'saved',
              actions: [
                { type: 'report', params: ({ event }) => event.output },
                { type: 'notifySuccess', params: ({ event }) => event.output },
                { type: 'announceSaved', params: ({ event }) => event.output },
              ],
            },
            { guard: { type: 'needsStepUp', params: ({ event }) => event.output }, target: 'confirming' },
            {
              target: 'editing',
              actions: [
                { type: 'report', params: ({ event }) => event.output },
                { type: 'announceFailure', params: ({ event }) => event.output },
              ],
            },
          ],
          onError: {
            target: 'editing',
            actions: [
              { type: 'report', params: { ok: false, messages: [failureMessage] } },
              { type: 'announceFailure', params: { ok: false, messages: [failureMessage] } },
            ],
          },
        },
      },
      // The step-up modal is open; the same values go again once the password is confirmed.
      confirming: {
        entry: 'askStepUp',
        on: { 'STEP_UP.CONFIRMED': 'submitting', 'STEP_UP.CANCELLED': 'editing' },
      },
      saved: { on: { SUBMIT: [{ guard: 'isInvalid', target: 'editing', actions: 'showRuleError' }, { target: 'submitting', actions: 'keepValues' }] } },
    },
  });
}
