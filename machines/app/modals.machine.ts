// The one owner of which modal is open (spec §2): opening one closes any other (so opening login
// closes registration and forgot-password), every navigation closes all of them, and while one is
// open the page does not scroll.
import { assign, setup } from 'xstate';
import { lockPageScroll, unlockPageScroll } from '../navigation/navigation.browser';

export type ModalId = 'login' | 'register' | 'forgotPassword' | 'twoFactor' | 'personalInfo' | 'changeEmail' | 'tradeUrl' | 'cart' | 'deposit' | 'sellSkin' | 'offerDetails' | 'acceptOffer';

export type ModalsEvent =
  | { type: 'MODAL.OPEN'; modal: ModalId; notice?: string; subject?: string }
  | { type: 'MODAL.CLOSE'; modal?: ModalId }
  | { type: 'MODALS.CLOSE_ALL' };

export interface ModalsContext {
  open: ModalId | null;
  /** A warning the opener shows at the top of the modal (spec §4: 'Please add your steamId'). */
  notice: string | null;
  /** What the modal is about, e.g. the offer whose details it shows. */
  subject: string | null;
}

export const modalsMachine = setup({
  types: { context: {} as ModalsContext, events: {} as ModalsEvent },
  guards: {
    // A late close from a modal that was already replaced by another must not close the new one.
    closesOpenModal: ({ context, event }) => event.type === 'MODAL.CLOSE' && (event.modal === undefined || event.modal === context.open),
  },
  actions: {
    show: assign(({ event }) => (event.type === 'MODAL.OPEN' ? { open: event.modal, notice: event.notice ?? null, subject: event.subject ?? null } : {})),
    forget: assign({ open: null, notice: null, subject: null }),
    lockPageScroll: () => lockPageScroll(),
    unlockPageScroll: () => unlockPageScroll(),
  },
}).createMachine({
  id: 'modals',
  context: { open: null, notice: null, subject: null },
  initial: 'closed',
  states: {
    closed: { on: { 'MODAL.OPEN': { target: 'open', actions: 'show' } } },
    open: {
      entry: 'lockPageScroll',
      exit: ['unlockPageScroll', 'forget'],
      on: {
        'MODAL.OPEN': { actions: 'show' },
        'MODAL.CLOSE': { guard: 'closesOpenModal', target: 'closed' },
        'MODALS.CLOSE_ALL': 'closed',
      },
    },
  },
});
