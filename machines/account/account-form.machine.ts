// One signed-in form (personal information, change e-mail, trade URL, new password, two-factor
// switch): check on the client in the spec's order, send, then report. Repeated submits while one
// runs are ignored. Saved: its toast and what the form's `afterSave` names (close the modal, reload
// the profile, sign out...), sent to the root actor and the auth actor; a refusal: up to three error
// toasts. A request refused with StepUpRequired asks the step-up actor and is sent again once
// confirmed. The root runs each form (`page:form:<form id>:<form>`); it finds the root, auth and step-up
// actors in its system by systemId.
import { assign, enqueueActions, sendTo, setup, type AnyActorRef, type AnyEventObject, type PromiseActorLogic } from 'xstate';
import type { AppRequest } from '../app/app.requests';
import { ROOT_SYSTEM_ID, theRoot } from '../app/flow-system';
import type { StepUpRef, StepUpReply } from '../auth/step-up.machine';

/** Spec §9: at most 3 error toasts. */
export const MAX_ERROR_TOASTS = 3;

export type FormOutcome = { ok: true; message: string; data?: unknown } | { ok: false; messages: string[]; stepUpRequired?: boolean };

/** One consequence of a saved form, for the root actor (`shell`) or the auth actor. */
export type AfterSave = { to: 'shell' | 'auth'; event: AnyEventObject };

export interface AccountFormOptions<V> {
  id: string;
  /** The first failing rule's message, or null. */
  validate: (values: V) => string | null;
  submit: PromiseActorLogic<FormOutcome, V>;
  /** Used when the request itself fails (network, 5xx). */
  failureMessage: string;
  /** What follows a save, in order, from what the request answered. */
  afterSave: (data: unknown) => AfterSave[];
}

type Values = object;

export function createAccountFormMachine<V extends Values>(options: AccountFormOptions<V>) {
  const { id, failureMessage, afterSave } = options;
  const validate = options.validate as (values: Values) => string | null;
  const submit = options.submit as unknown as PromiseActorLogic<FormOutcome, Values>;
  return setup({
    types: {
      /** `stepUp`: the system's step-up actor; without one a StepUpRequired refusal is shown like any other. */
      context: {} as { values: Values | null; error: string | null; message: string | null; stepUp: StepUpRef | null },
      events: {} as { type: 'SUBMIT'; values: Values } | { type: 'RESET' } | StepUpReply,
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
      notifySuccess: sendTo(
        theRoot,
        (_, outcome: FormOutcome) => ({ type: 'NOTIFY', tone: 'success', message: outcome.ok ? outcome.message : '' }) satisfies AppRequest,
      ),
      announceFailure: enqueueActions(({ system, enqueue }, outcome: FormOutcome) => {
        for (const message of outcome.ok ? [] : outcome.messages.slice(0, MAX_ERROR_TOASTS)) {
          enqueue.sendTo(theRoot({ system }), { type: 'NOTIFY', tone: 'error', message } satisfies AppRequest);
        }
      }),
      followSave: enqueueActions(({ system, enqueue }, outcome: FormOutcome) => {
        for (const { to, event } of afterSave(outcome.ok ? outcome.data : undefined)) {
          enqueue.sendTo(system.get(to === 'shell' ? ROOT_SYSTEM_ID : 'auth') as AnyActorRef, event);
        }
      }),
    },
  }).createMachine({
    id,
    context: ({ self }) => ({ values: null, error: null, message: null, stepUp: (self.system.get('stepUp') as StepUpRef | undefined) ?? null }),
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
                { type: 'followSave', params: ({ event }) => event.output },
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
