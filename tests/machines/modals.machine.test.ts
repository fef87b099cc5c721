import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { modalsMachine } from '../../machines/app/modals.machine';

// Spec §2, apart from the machine: one modal at a time (opening login closes registration and
// forgot-password), navigation closes all, a stale close leaves the new modal open, and the page
// scroll is locked exactly while a modal is open.
const model = createMachine({
  id: 'modalsModel',
  initial: 'none',
  states: {
    none: { on: { OPEN_LOGIN: 'login', OPEN_REGISTER: 'register', CLOSE_ALL: 'none' } },
    login: { on: { OPEN_REGISTER: 'register', OPEN_FORGOT: 'forgotPassword', CLOSE: 'none', CLOSE_ALL: 'none' } },
    register: { on: { OPEN_LOGIN: 'login', STALE_CLOSE_LOGIN: 'register', CLOSE_ALL: 'none' } },
    forgotPassword: { on: { OPEN_LOGIN: 'login', CLOSE: 'none' } },
  },
});

describe('modals machine (model-based)', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      let locks = 0;
      const actor = createActor(
        modalsMachine.provide({ actions: { lockPageScroll: () => void (locks += 1), unlockPageScroll: () => void (locks -= 1) } }),
      ).start();
      const expectOpen = (modal: string | null) => {
        expect(actor.getSnapshot().context.open).toBe(modal);
        expect(locks).toBe(modal === null ? 0 : 1);
      };
      await path.test({
        states: {
          none: () => expectOpen(null),
          login: () => expectOpen('login'),
          register: () => expectOpen('register'),
          forgotPassword: () => expectOpen('forgotPassword'),
        },
        events: {
          OPEN_LOGIN: () => actor.send({ type: 'MODAL.OPEN', modal: 'login' }),
          OPEN_REGISTER: () => actor.send({ type: 'MODAL.OPEN', modal: 'register' }),
          OPEN_FORGOT: () => actor.send({ type: 'MODAL.OPEN', modal: 'forgotPassword' }),
          CLOSE: () => actor.send({ type: 'MODAL.CLOSE' }),
          STALE_CLOSE_LOGIN: () => actor.send({ type: 'MODAL.CLOSE', modal: 'login' }),
          CLOSE_ALL: () => actor.send({ type: 'MODALS.CLOSE_ALL' }),
        },
      });
    });
  }

  it('carries the opener\'s notice and forgets it on close', () => {
    const actor = createActor(modalsMachine.provide({ actions: { lockPageScroll: () => {}, unlockPageScroll: () => {} } })).start();
    actor.send({ type: 'MODAL.OPEN', modal: 'personalInfo', notice: 'Please add your steamId' });
    expect(actor.getSnapshot().context).toEqual({ open: 'personalInfo', notice: 'Please add your steamId', subject: null });
    actor.send({ type: 'MODAL.OPEN', modal: 'tradeUrl' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'MODAL.CLOSE' });
    expect(actor.getSnapshot().context).toEqual({ open: null, notice: null, subject: null });
  });
});
