import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { AdminGqlError, type AdminGql } from '../../machines/admin/admin-client';
import { AdminOrderActionDocument, AdminOrderDocument, AdminPayoutActionDocument, type ResultFragment } from '../../machines/admin/graphql/graphql';
import { ACTION_FAILED, AWAITING_APPROVAL, draftVariables, REASON_REQUIRED, screenMachine, type Draft, type ScreenAction, type ScreenLoad } from '../../machines/admin/screen.machine';
import { controllableActor, flush, listeningLogic } from './catalogue-fakes';

// A console screen, written apart from the machine: it loads (forbidden, failed and ended are their
// own ends), runs an action at once or after asking its reason (an empty reason is refused before
// anything is sent), shows a refusal in place (in the modal when it asked there), says a four-eyes
// change waits for approval, reloads after an action done, and tells the session when it ended.
const model = createMachine({
  id: 'adminScreenModel',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'ready', FORBIDDEN: 'forbidden', FAILS: 'failed', UNAUTHENTICATED: 'ended' } },
    failed: { on: { RELOAD: 'loading' } },
    forbidden: {},
    ended: {},
    ready: { on: { ACT_AT_ONCE: 'acting', ACT_WITH_REASON: 'asking', ACT_AFTER_QUESTION: 'confirming', TYPE_AND_ACT_FROM_FORM: 'actingFromForm' } },
    confirming: { on: { CONFIRM: 'acting', CANCEL: 'ready' } },
    actingFromForm: { on: { DONE: 'reloadingFormSent', REFUSED_FIELD: 'formRefused' } },
    formRefused: {},
    reloadingFormSent: {},
    asking: { on: { CONFIRM_EMPTY: 'reasonMissing', TYPE_AND_CONFIRM: 'actingWithReason', CANCEL: 'ready' } },
    reasonMissing: { on: { TYPE_AND_CONFIRM: 'actingWithReason' } },
    actingWithReason: { on: { REFUSED: 'refusedInModal', DONE: 'reloadingDone' } },
    refusedInModal: { on: { CANCEL: 'ready' } },
    acting: { on: { SELF_APPROVAL: 'refusedInPlace', AWAITING: 'reloadingAwaiting', NETWORK_DOWN: 'unreachable' } },
    refusedInPlace: {},
    unreachable: {},
    reloadingDone: { on: { LOADED: 'readyDone' } },
    readyDone: {},
    reloadingAwaiting: { on: { LOADED: 'readyAwaiting' } },
    readyAwaiting: {},
  },
});

const ORDER = { order: { order: { id: 5 } } };
const result = (ok: boolean, extra: Partial<ResultFragment> = {}): ResultFragment => ({ ok, errorCode: null, message: null, fieldErrors: [], awaitingApproval: false, inviteUrl: null, ...extra });
const RESEND: ScreenAction = { label: 'Resend', document: AdminOrderActionDocument, field: 'orderAction', variables: { id: 5, action: 'RESEND' }, ask: { variable: 'reason', prompt: 'Reason', required: true }, done: 'Resent.' };
const COMPLETE: ScreenAction = { label: 'Complete', document: AdminPayoutActionDocument, field: 'payoutAction', variables: { offerId: 9, action: 'COMPLETE' } };
const REVOKE: ScreenAction = { ...COMPLETE, label: 'Revoke', confirm: 'Revoke this member?' };
const ADJUST: ScreenAction = { label: 'Adjust', document: AdminPayoutActionDocument, field: 'adjustBalance', variables: { customerId: 3, amount: '' }, fromDraft: ['amount'], ask: undefined };

function start() {
  const load = controllableActor<unknown, { gql: AdminGql; load: ScreenLoad }>();
  const act = controllableActor<ResultFragment, { gql: AdminGql; action: ScreenAction; answer: string; draft: Draft }>();
  const session = listeningLogic();
  const host = setup({ actors: { session: session.logic, screen: screenMachine.provide({ actors: { load: load.logic, act: act.logic } }) } }).createMachine({
    invoke: [
      { src: 'session', systemId: 'session' },
      { id: 'screen', src: 'screen', input: { gql: async () => ({}) as never, load: { document: AdminOrderDocument, variables: { id: 5 } } } },
    ],
  });
  const root = createActor(host).start();
  const screen = root.getSnapshot().children.screen as ActorRefFrom<typeof screenMachine>;
  return { screen, load, act, heard: session.heard };
}

describe('console screen machine (model-based)', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const sut = start();
      const snapshot = () => sut.screen.getSnapshot();
      await path.test({
        states: {
          loading: () => expect(snapshot().matches('loading')).toBe(true),
          failed: () => expect(snapshot().matches('failed')).toBe(true),
          forbidden: () => {
            expect(snapshot().matches('forbidden')).toBe(true);
            expect(snapshot().context.forbidden).toBe('This needs the payouts.read permission');
          },
          ended: () => {
            expect(snapshot().matches('ended')).toBe(true);
            expect(sut.heard).toEqual([{ type: 'SESSION.ENDED' }]);
          },
          ready: () => {
            expect(snapshot().matches({ ready: 'idle' })).toBe(true);
            expect(snapshot().context.data).toEqual(ORDER);
            expect(snapshot().context.asking).toBeNull();
          },
          asking: () => {
            expect(snapshot().matches({ ready: 'asking' })).toBe(true);
            expect(sut.act.calls).toHaveLength(0);
          },
          reasonMissing: () => {
            expect(snapshot().matches({ ready: 'asking' })).toBe(true);
            expect(snapshot().context.refusal?.fields.reason).toBe(REASON_REQUIRED);
            expect(sut.act.calls).toHaveLength(0);
          },
          actingWithReason: () => {
            expect(snapshot().matches('acting')).toBe(true);
            expect(sut.act.last.input.answer).toBe('  customer asked  ');
            expect(sut.act.last.input.action).toBe(RESEND);
          },
          refusedInModal: () => {
            expect(snapshot().matches({ ready: 'asking' })).toBe(true);
            expect(snapshot().context.refusal).toEqual({ code: 'STATE_CONFLICT', message: 'The offer is already accepted', fields: {} });
            expect(snapshot().context.answer).toBe('  customer asked  ');
          },
          acting: () => {
            expect(snapshot().matches('acting')).toBe(true);
            expect([COMPLETE, REVOKE]).toContain(sut.act.last.input.action);
          },
          confirming: () => {
            expect(snapshot().matches({ ready: 'asking' })).toBe(true);
            expect(snapshot().context.asking?.confirm).toBe('Revoke this member?');
            expect(sut.act.calls).toHaveLength(0);
          },
          actingFromForm: () => {
            expect(snapshot().matches('acting')).toBe(true);
            expect(draftVariables(sut.act.last.input.action, sut.act.last.input.draft)).toEqual({ amount: '-5.00' });
          },
          formRefused: () => {
            expect(snapshot().matches({ ready: 'idle' })).toBe(true);
            expect(snapshot().context.refusal?.fields).toEqual({ amount: 'Enter an amount other than 0' });
            // What was typed stays, to be mended.
            expect(snapshot().context.draft.amount).toBe(' -5.00 ');
          },
          reloadingFormSent: () => {
            expect(snapshot().matches('loading')).toBe(true);
            expect(snapshot().context.draft).toEqual({ note: 'kept' });
          },
          refusedInPlace: () => {
            expect(snapshot().matches({ ready: 'idle' })).toBe(true);
            expect(snapshot().context.refusal).toMatchObject({ code: 'SELF_APPROVAL', message: 'You prepared this change' });
          },
          unreachable: () => {
            expect(snapshot().matches({ ready: 'idle' })).toBe(true);
            expect(snapshot().context.refusal?.message).toBe(ACTION_FAILED);
          },
          reloadingDone: () => {
            expect(snapshot().matches('loading')).toBe(true);
            expect(snapshot().context.notice).toBe('Resent.');
          },
          readyDone: () => {
            expect(snapshot().matches('ready')).toBe(true);
            expect(snapshot().context.notice).toBe('Resent.');
            expect(sut.load.calls).toHaveLength(2);
          },
          reloadingAwaiting: () => expect(snapshot().context.notice).toBe(AWAITING_APPROVAL),
          readyAwaiting: () => {
            expect(snapshot().matches('ready')).toBe(true);
            expect(snapshot().context.notice).toBe(AWAITING_APPROVAL);
          },
        },
        events: {
          LOADED: async () => {
            sut.load.last.resolve(ORDER);
            await flush();
          },
          FORBIDDEN: async () => {
            sut.load.last.reject(new AdminGqlError('FORBIDDEN', 'This needs the payouts.read permission'));
            await flush();
          },
          FAILS: async () => {
            sut.load.last.reject(new AdminGqlError('SERVICE_UNAVAILABLE', 'down'));
            await flush();
          },
          UNAUTHENTICATED: async () => {
            sut.load.last.reject(new AdminGqlError('UNAUTHENTICATED', 'User not authenticated'));
            await flush();
          },
          RELOAD: () => sut.screen.send({ type: 'RELOAD' }),
          ACT_AT_ONCE: () => sut.screen.send({ type: 'ACT', action: COMPLETE }),
          ACT_WITH_REASON: () => sut.screen.send({ type: 'ACT', action: RESEND }),
          ACT_AFTER_QUESTION: () => sut.screen.send({ type: 'ACT', action: REVOKE }),
          CONFIRM: () => sut.screen.send({ type: 'CONFIRM' }),
          TYPE_AND_ACT_FROM_FORM: () => {
            sut.screen.send({ type: 'DRAFT.CHANGE', field: 'amount', value: ' -5.00 ' });
            sut.screen.send({ type: 'DRAFT.CHANGE', field: 'note', value: 'kept' });
            sut.screen.send({ type: 'ACT', action: ADJUST });
          },
          REFUSED_FIELD: async () => {
            sut.act.last.resolve(result(false, { errorCode: 'VALIDATION_FAILED', message: 'Enter an amount other than 0', fieldErrors: [{ field: 'amount', messages: ['Enter an amount other than 0'] }] }));
            await flush();
          },
          CONFIRM_EMPTY: () => {
            sut.screen.send({ type: 'ANSWER.CHANGE', text: '   ' });
            sut.screen.send({ type: 'CONFIRM' });
          },
          TYPE_AND_CONFIRM: () => {
            sut.screen.send({ type: 'ANSWER.CHANGE', text: '  customer asked  ' });
            sut.screen.send({ type: 'CONFIRM' });
          },
          CANCEL: () => sut.screen.send({ type: 'CANCEL' }),
          REFUSED: async () => {
            sut.act.last.resolve(result(false, { errorCode: 'STATE_CONFLICT', message: 'The offer is already accepted' }));
            await flush();
          },
          DONE: async () => {
            sut.act.last.resolve(result(true));
            await flush();
          },
          SELF_APPROVAL: async () => {
            sut.act.last.resolve(result(false, { errorCode: 'SELF_APPROVAL', message: 'You prepared this change' }));
            await flush();
          },
          AWAITING: async () => {
            sut.act.last.resolve(result(true, { awaitingApproval: true }));
            await flush();
          },
          NETWORK_DOWN: async () => {
            sut.act.last.reject(new Error('fetch failed'));
            await flush();
          },
        },
      });
    });
  }

  it('the act actor sends the reason trimmed in its variable and reads the field named', async () => {
    const sent: unknown[] = [];
    const gql = (async (_document: unknown, variables: unknown) => {
      sent.push(variables);
      return { orderAction: result(true) };
    }) as never;
    const machine = screenMachine.provide({ actors: { load: fromPromise(async () => ORDER) } });
    const actor = createActor(machine, { input: { gql, load: { document: AdminOrderDocument, variables: { id: 5 } } } }).start();
    await flush();
    actor.send({ type: 'ACT', action: RESEND });
    actor.send({ type: 'ANSWER.CHANGE', text: '  customer asked  ' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    await flush();
    expect(sent).toEqual([{ id: 5, action: 'RESEND', reason: 'customer asked' }]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('Resent.');
  });

  it('the act actor sends what was typed in the form, trimmed, over the action\'s defaults, and the form empties once done', async () => {
    const sent: unknown[] = [];
    const gql = (async (_document: unknown, variables: unknown) => {
      sent.push(variables);
      return { adjustBalance: result(true) };
    }) as never;
    const machine = screenMachine.provide({ actors: { load: fromPromise(async () => ORDER) } });
    const actor = createActor(machine, { input: { gql, load: { document: AdminOrderDocument, variables: { id: 5 } } } }).start();
    await flush();
    actor.send({ type: 'DRAFT.CHANGE', field: 'amount', value: ' 12.50 ' });
    actor.send({ type: 'ACT', action: ADJUST });
    await flush();
    await flush();
    expect(sent).toEqual([{ customerId: 3, amount: '12.50' }]);
    expect(actor.getSnapshot().context.draft).toEqual({});
  });

  it('a refusal of a field typed in the form closes the reason modal and stands under that field', async () => {
    const gql = (async () => ({ adjustBalance: result(false, { errorCode: 'VALIDATION_FAILED', message: 'Invalid input', fieldErrors: [{ field: 'amount', messages: ['A non-zero amount in EUR'] }] }) })) as never;
    const machine = screenMachine.provide({ actors: { load: fromPromise(async () => ORDER) } });
    const actor = createActor(machine, { input: { gql, load: { document: AdminOrderDocument, variables: { id: 5 } } } }).start();
    await flush();
    actor.send({ type: 'DRAFT.CHANGE', field: 'amount', value: '12,5x' });
    actor.send({ type: 'ACT', action: { ...ADJUST, ask: { variable: 'reason', prompt: 'Reason', required: true } } });
    actor.send({ type: 'ANSWER.CHANGE', text: 'goodwill' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.asking).toBeNull();
    expect(actor.getSnapshot().context.refusal?.fields).toEqual({ amount: 'A non-zero amount in EUR' });
    expect(actor.getSnapshot().context.draft.amount).toBe('12,5x');
  });
});
