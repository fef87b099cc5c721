// Spec §4 sell skin, whole: a loading flag while sending (repeated clicks ignored); on success the
// toast 'Offer sent successfully.', the modal closes and the offer-sent page opens. The toast and the
// closing are asked of the root actor (`shell` in the input).
import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { AppRequest } from '../app/app.requests';
import type { MessageOutcome } from '../auth/auth.actors';
import { navigateTo } from '../app/navigation.browser';
import { createOffer } from './offer.actors';
import { sellSkinError, type SellSkinForm } from './offer.rules';

export const OFFER_SENT = 'Offer sent successfully.';
export const OFFER_SEND_FAILED = 'An error occurred. Please try again.';
export const OFFER_SENT_PATH = '/offer-sent-success';

type SubmitEvent = { type: 'SUBMIT'; form: SellSkinForm; currency: string };

/** What the flow asks of the root actor. */
export type SellSkinRequest = AppRequest | { type: 'MODAL.CLOSE'; modal: 'sellSkin' };

export const sellSkinMachine = setup({
  types: {
    context: {} as { error: string | null; shell: AnyActorRef },
    events: {} as SubmitEvent,
    input: {} as { shell: AnyActorRef },
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
    announceSent: sendTo(({ context }) => context.shell, { type: 'NOTIFY', tone: 'success', message: OFFER_SENT } satisfies SellSkinRequest),
    closeModal: sendTo(({ context }) => context.shell, { type: 'MODAL.CLOSE', modal: 'sellSkin' } satisfies SellSkinRequest),
    goToOfferSent: () => navigateTo(OFFER_SENT_PATH),
  },
}).createMachine({
  id: 'sellSkin',
  context: ({ input }) => ({ error: null, shell: input.shell }),
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
          { guard: { type: 'sent', params: ({ event }) => event.output }, target: 'sent', actions: ['announceSent', 'closeModal', 'goToOfferSent'] },
          { target: 'editing', actions: { type: 'setError', params: ({ event }) => event.output.message || OFFER_SEND_FAILED } },
        ],
        onError: { target: 'editing', actions: { type: 'setError', params: OFFER_SEND_FAILED } },
      },
    },
    sent: { type: 'final' },
  },
});
