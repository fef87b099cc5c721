import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { AdminGqlError, isSessionEnded, type AdminGql } from './admin-client';
import type { ResultFragment } from './graphql/graphql';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDocument = TypedDocumentNode<any, any>;

/** What a screen reads: one of the console's queries with its variables. */
export interface ScreenLoad {
  document: AnyDocument;
  variables: Record<string, unknown>;
}

/**
 * One operator action: the mutation, the field of its answer holding the ActionResult, its variables,
 * and when it needs words from the operator (a reason, a price, a note) the variable they go in.
 */
export interface ScreenAction {
  label: string;
  document: AnyDocument;
  field: string;
  variables: Record<string, unknown>;
  ask?: { variable: string; prompt: string; required: boolean };
  /** Asked as a yes-or-no question before it runs (a revocation, say), when it needs no words. */
  confirm?: string;
  /** Variables whose value is what the operator typed in the screen's form (its draft), when typed; emptied once done. */
  fromDraft?: readonly string[];
  /** Said when it is done (the result's own message when it has none). */
  done?: string;
}

/** What the operator has typed or ticked in a screen's forms and not yet sent, by field. */
export type Draft = Record<string, string | readonly string[]>;

export const AWAITING_APPROVAL = 'Prepared: it takes effect once another person with payouts.approve approves it.';
export const LOAD_FAILED = 'This could not be loaded. Try again.';
export const ACTION_FAILED = 'The console could not reach the shop. Nothing was changed; try again.';
export const REASON_REQUIRED = 'Say why: the reason goes into the audit log.';

export interface ScreenContext {
  gql: AdminGql;
  load: ScreenLoad;
  data: unknown;
  refreshMs: number;
  /** The action waiting for the operator's words (the reason modal), and the words so far. */
  asking: ScreenAction | null;
  answer: string;
  draft: Draft;
  /** The refusal of the last action, in place (message and field errors), or what it came to. */
  refusal: { code: string | null; message: string; fields: Record<string, string> } | null;
  notice: string | null;
  /** The last result of an action with its link to hand over (a staff invitation). */
  inviteUrl: string | null;
  forbidden: string | null;
}

export type ScreenEvent =
  | { type: 'RELOAD' }
  | { type: 'LOAD'; load: ScreenLoad }
  | { type: 'ACT'; action: ScreenAction }
  | { type: 'ANSWER.CHANGE'; text: string }
  | { type: 'DRAFT.CHANGE'; field: string; value: string | readonly string[] }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'NOTICE.DISMISS' };

const typed = (value: string | readonly string[]) => (typeof value === 'string' ? value.trim() : value);

/** The action's variables the operator typed (or ticked) in the screen's form. */
export const draftVariables = (action: ScreenAction, draft: Draft) =>
  Object.fromEntries((action.fromDraft ?? []).filter((name) => draft[name] !== undefined).map((name) => [name, typed(draft[name]!)]));

const withoutDrafted = (draft: Draft, action: ScreenAction | null) => Object.fromEntries(Object.entries(draft).filter(([name]) => !action?.fromDraft?.includes(name)));

const refusalOf = (result: ResultFragment) => ({
  code: result.errorCode,
  message: result.message ?? ACTION_FAILED,
  fields: Object.fromEntries(result.fieldErrors.map(({ field, messages }) => [field, messages[0] ?? ''])),
});

/**
 * A console screen (systemId `screen`): reads its query, shows it, and runs the operator's actions
 * on it, each asking its reason in a modal first when it needs one; a refused action (FORBIDDEN,
 * STATE_CONFLICT, SELF_APPROVAL, a field's 422) is shown in place, a done one reloads the screen. A
 * request answered UNAUTHENTICATED tells the session, which returns to sign-in.
 */
export const screenMachine = setup({
  types: {
    context: {} as ScreenContext,
    events: {} as ScreenEvent,
    input: {} as { gql: AdminGql; load: ScreenLoad; refreshMs?: number },
  },
  actors: {
    load: fromPromise(async ({ input }: { input: { gql: AdminGql; load: ScreenLoad } }) => input.gql(input.load.document, input.load.variables)),
    act: fromPromise(async ({ input }: { input: { gql: AdminGql; action: ScreenAction; answer: string; draft: Draft } }) => {
      const { action, answer } = input;
      const variables = { ...action.variables, ...draftVariables(action, input.draft) };
      if (action.ask) variables[action.ask.variable] = answer.trim();
      const data = (await input.gql(action.document, variables)) as Record<string, ResultFragment>;
      return data[action.field]!;
    }),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnded((event as { error?: unknown }).error),
    forbidden: ({ event }) => {
      const { error } = event as { error?: unknown };
      return error instanceof AdminGqlError && error.code === 'FORBIDDEN';
    },
    needsWords: (_, action: ScreenAction) => action.ask !== undefined || action.confirm !== undefined,
    answerMissing: ({ context }) => context.asking?.ask?.required === true && context.answer.trim() === '',
    refused: (_, result: ResultFragment) => !result.ok,
    // A refusal of what was typed in the screen's form (not in the modal) is shown under that field, the modal closed.
    refusedWithWords: ({ context }, result: ResultFragment) =>
      !result.ok && context.asking?.ask !== undefined && !result.fieldErrors.some(({ field }) => context.asking?.fromDraft?.includes(field)),
    refreshes: ({ context }) => context.refreshMs > 0,
  },
  delays: {
    refreshEvery: ({ context }) => context.refreshMs,
  },
  actions: {
    endSession: sendTo(({ system }) => system.get('session'), { type: 'SESSION.ENDED' }),
  },
}).createMachine({
  id: 'adminScreen',
  context: ({ input }) => ({
    gql: input.gql,
    load: input.load,
    data: null,
    refreshMs: input.refreshMs ?? 0,
    asking: null,
    answer: '',
    draft: {},
    refusal: null,
    notice: null,
    inviteUrl: null,
    forbidden: null,
  }),
  initial: 'loading',
  on: {
    LOAD: { target: '.loading', actions: assign({ load: ({ event }) => event.load, data: null, refusal: null, notice: null }) },
    'DRAFT.CHANGE': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ gql: context.gql, load: context.load }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, forbidden: null }) },
        onError: [
          { guard: 'sessionEnded', target: 'ended', actions: 'endSession' },
          { guard: 'forbidden', target: 'forbidden', actions: assign({ forbidden: ({ event }) => (event.error as Error).message }) },
          { target: 'failed' },
        ],
      },
    },
    failed: { on: { RELOAD: 'loading' } },
    forbidden: {},
    ended: {},
    ready: {
      initial: 'idle',
      on: {
        RELOAD: 'loading',
        ACT: [
          {
            guard: { type: 'needsWords', params: ({ event }) => event.action },
            target: '.asking',
            actions: assign({ asking: ({ event }) => event.action, answer: '', refusal: null, notice: null }),
          },
          { target: 'acting', actions: assign({ asking: ({ event }) => event.action, answer: '', refusal: null, notice: null }) },
        ],
        'NOTICE.DISMISS': { actions: assign({ notice: null }) },
      },
      states: {
        idle: {
          always: { guard: 'refreshes', target: 'watching' },
        },
        watching: {
          after: { refreshEvery: '#adminScreen.loading' },
        },
        asking: {
          on: {
            'ANSWER.CHANGE': { actions: assign({ answer: ({ event }) => event.text, refusal: null }) },
            CONFIRM: [
              { guard: 'answerMissing', actions: assign({ refusal: ({ context }) => ({ code: 'VALIDATION_FAILED', message: REASON_REQUIRED, fields: { [context.asking!.ask!.variable]: REASON_REQUIRED } }) }) },
              { target: '#adminScreen.acting' },
            ],
            CANCEL: { target: 'idle', actions: assign({ asking: null, answer: '', refusal: null }) },
          },
        },
      },
    },
    acting: {
      invoke: {
        src: 'act',
        input: ({ context }) => ({ gql: context.gql, action: context.asking!, answer: context.answer, draft: context.draft }),
        onDone: [
          {
            // Shown in the modal when it came from one, so the operator can change the words and confirm again.
            guard: { type: 'refusedWithWords', params: ({ event }) => event.output },
            target: 'ready.asking',
            actions: assign({ refusal: ({ event }) => refusalOf(event.output) }),
          },
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign({ refusal: ({ event }) => refusalOf(event.output), asking: null }),
          },
          {
            target: 'loading',
            actions: assign({
              notice: ({ context, event }) => (event.output.awaitingApproval ? AWAITING_APPROVAL : (context.asking!.done ?? event.output.message ?? `${context.asking!.label}: done`)),
              inviteUrl: ({ event }) => event.output.inviteUrl,
              draft: ({ context }) => withoutDrafted(context.draft, context.asking),
              asking: null,
              answer: '',
            }),
          },
        ],
        onError: [
          { guard: 'sessionEnded', target: 'ended', actions: 'endSession' },
          { target: 'ready', actions: assign({ refusal: { code: null, message: ACTION_FAILED, fields: {} }, asking: null }) },
        ],
      },
    },
  },
});
