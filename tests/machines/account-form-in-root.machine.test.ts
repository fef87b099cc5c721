// The account forms run in the root actor's system (issue 42): the trade URL form, spawned by the real
// root (FLOW.OPEN) as useAccountForm does, toasts through the root's notifier, closes its modal, asks
// the root's step-up actor and is stopped by FLOW.CLOSE. A form outside the root's system would reach
// none of them.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyActorRef } from 'xstate';
import type { FormOutcome } from '../../machines/account/account-form.machine';
import { tradeUrlMachine } from '../../machines/account/account-forms';
import { controllableActor, flush } from './catalogue-fakes';
import { startedRoot } from './real-root';

const ID = 'page:form:tradeUrl:1';
const CONFIRM = 'For your security, please confirm your password to continue.';

// What the customer does with the trade URL modal open, and what they see.
const model = createMachine({
  id: 'tradeUrlInRoot',
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT: 'submitting', LEAVE: 'gone' } },
    submitting: { on: { SAVED: 'saved', REFUSED: 'refused', STEP_UP_REQUIRED: 'confirming' } },
    saved: { on: { LEAVE: 'gone' } },
    refused: { on: { SUBMIT: 'submitting' } },
    confirming: { on: { CANCEL: 'cancelled' } },
    cancelled: {},
    gone: {},
  },
});

describe('an account form in the root (model-based)', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const root = await startedRoot({ signedIn: true });
      root.openModalAs('tradeUrl');
      const submit = controllableActor<FormOutcome, object>();
      root.open(ID, tradeUrlMachine.provide({ actors: { submit: submit.logic } }), undefined);
      const form = () => root.flow(ID) as AnyActorRef;
      expect(form()).toBeDefined();
      const stepUp = root.get('stepUp');
      const values = { url: 'https://steamcommunity.com/tradeoffer/new/?partner=2&token=abc' };
      await path.test({
        states: {
          editing: () => {
            expect(form().getSnapshot().value).toBe('editing');
            expect(root.toasts()).toEqual([]);
          },
          submitting: () => expect(form().getSnapshot().value).toBe('submitting'),
          // The root's notifier shows the toast, and the root closes the form's modal.
          saved: () => {
            expect(form().getSnapshot().value).toBe('saved');
            expect(root.toasts()).toEqual(['success: Trade link updated successfully']);
            expect(root.openModal()).toBeNull();
          },
          refused: () => {
            expect(form().getSnapshot().context.error).toBe('Invalid trade link');
            expect(root.toasts()).toEqual(['error: Invalid trade link']);
            expect(root.openModal()).toBe('tradeUrl');
          },
          // The root's step-up actor asks for the password; cancelled, nothing is sent again.
          confirming: () => {
            expect(form().getSnapshot().value).toBe('confirming');
            expect(stepUp.getSnapshot().value).toBe('asking');
          },
          cancelled: () => {
            expect(form().getSnapshot().value).toBe('editing');
            expect(submit.calls).toHaveLength(1);
          },
          gone: () => expect(root.flow(ID)).toBeUndefined(),
        },
        events: {
          SUBMIT: () => void form().send({ type: 'SUBMIT', values }),
          SAVED: async () => {
            submit.last.resolve({ ok: true, message: 'Trade link updated successfully' });
            await flush();
          },
          REFUSED: async () => {
            submit.last.resolve({ ok: false, messages: ['Invalid trade link'] });
            await flush();
          },
          STEP_UP_REQUIRED: async () => {
            submit.last.resolve({ ok: false, messages: [CONFIRM], stepUpRequired: true });
            await flush();
          },
          CANCEL: async () => {
            stepUp.send({ type: 'CANCEL' });
            await flush();
          },
          LEAVE: () => root.close(ID),
        },
      });
    });
  }
});
