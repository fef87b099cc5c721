// Spec §4 sell skin: a loading flag while sending (repeated clicks ignored); on success the toast
// 'Offer sent successfully.', the modal closes and the offer-sent page opens.
import { assign, emit, setup } from 'xstate';
import type { MessageOutcome } from './auth.actors';
import { createOffer } from './offer.actors';
import { sellSkinError, type SellSkinForm } from './offer.rules';

export const OFFER_SENT = 'Offer sent successfully.';
export const OFFER_SEND_FAILED = 'An error occurred. Please try again.';
export const OFFER_SENT_PATH = '/offer-sent-success';

type SubmitEvent = { type: 'SUBMIT'; form: SellSkinForm; currency: string };

export const sellSkinMachine = setup({
  types: {
    context: {} as { error: string | null },
    events: {} as SubmitEvent,
    emitted: {} as { type: 'sent'; message: string },
  },
  actors: { createOffer },
  guards: {
    isInvalid: ({ event }) => sellSkinError(event.form) !== null,
    sent: (_, outcome: MessageOutcome) => outcome.ok,
  },
  actions: {
    showRuleError: assign({ error: ({ event }) => sellSkinError(event.form) }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    announceSent: emit({ type: 'sent' as const, message: OFFER_SENT }),
  },
}).createMachine({
  id: 'sellSkin',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: [{ guard: 'isInvalid', actions: 'showRuleError' }, { target: 'sending', actions: 'clearError' }] },
    },
    sending: {
      invoke: {
        src: 'createOffer',
        input: ({ event }) => {
          const { form, currency } = event as SubmitEvent;
          return { title: form.title.trim(), price: Number(form.price), quality: form.quality, itemUrl: form.itemUrl.trim(), currency };
        },
        onDone: [
          { guard: { type: 'sent', params: ({ event }) => event.output }, target: 'sent', actions: 'announceSent' },
          { target: 'editing', actions: { type: 'setError', params: ({ event }) => event.output.message || OFFER_SEND_FAILED } },
        ],
        onError: { target: 'editing', actions: { type: 'setError', params: OFFER_SEND_FAILED } },
      },
    },
    sent: { type: 'final' },
  },
});
