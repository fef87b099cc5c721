// Spec §2/§4 my offers: the list, reloaded after create, accept or decline; Accept and Decline in the
// offer-details modal, with repeated clicks ignored while a request runs. A decision closes the
// details modal, and an accepted offer opens the offer-accepted page; toasts and the modal go
// through the root actor (`shell` in the input).
import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { AppRequest, ToastTone } from '../app/app.requests';
import type { MessageOutcome } from '../auth/auth.actors';
import { navigateTo } from '../app/navigation.browser';
import { decideOffer, loadOffers, type Offer } from './offer.actors';
import { offerMessages } from './offer.rules';

export const OFFER_HISTORY_FAILED = 'An error occurred. Please try again later.';
export const OFFER_ACCEPTED_PATH = '/offer-accepted-success';

export type OffersEvent =
  | { type: 'RELOAD' }
  | { type: 'CURRENCY.CHANGED'; currency: { code: string } }
  | { type: 'DECIDE'; id: string | null; accept: boolean };

export const offersMachine = setup({
  types: {
    context: {} as { offers: Offer[]; currency: string; error: string | null; accepting: boolean; shell: AnyActorRef },
    events: {} as OffersEvent,
    input: {} as { currency: string; shell: AnyActorRef },
  },
  actors: { loadOffers, decideOffer },
  guards: {
    lacksId: ({ event }) => event.type === 'DECIDE' && !event.id,
    succeeded: (_, outcome: MessageOutcome) => outcome.ok,
    acceptedOffer: ({ context }, outcome: MessageOutcome) => outcome.ok && context.accepting,
  },
  actions: {
    setOffers: assign({ offers: (_, offers: Offer[]) => offers }),
    setCurrency: assign({ currency: ({ context, event }) => (event.type === 'CURRENCY.CHANGED' ? event.currency.code : context.currency) }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    notify: sendTo(({ context }) => context.shell, (_, params: { tone: ToastTone; message: string }) => ({ type: 'NOTIFY', ...params }) satisfies AppRequest),
    rememberDecision: assign({ accepting: ({ context, event }) => (event.type === 'DECIDE' ? event.accept : context.accepting) }),
    closeDetails: sendTo(({ context }) => context.shell, { type: 'MODAL.CLOSE', modal: 'offerDetails' } as const),
    goToOfferAccepted: () => navigateTo(OFFER_ACCEPTED_PATH),
  },
}).createMachine({
  id: 'offers',
  context: ({ input }) => ({ offers: [], currency: input.currency, error: null, accepting: false, shell: input.shell }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadOffers',
        input: ({ context }) => ({ currency: context.currency }),
        onDone: { target: 'ready', actions: [{ type: 'setOffers', params: ({ event }) => event.output }, 'clearError'] },
        onError: { target: 'ready', actions: { type: 'notify', params: { tone: 'error', message: OFFER_HISTORY_FAILED } } },
      },
    },
    ready: {
      on: {
        RELOAD: 'loading',
        'CURRENCY.CHANGED': { target: 'loading', actions: 'setCurrency' },
        DECIDE: [
          { guard: 'lacksId', actions: { type: 'setError', params: offerMessages.missingOfferId } },
          { target: 'deciding', actions: ['clearError', 'rememberDecision'] },
        ],
      },
    },
    deciding: {
      invoke: {
        src: 'decideOffer',
        input: ({ event }) => {
          const { id, accept } = event as Extract<OffersEvent, { type: 'DECIDE' }>;
          return { id: id!, accept };
        },
        onDone: [
          // Spec §4: accepting opens the offer-accepted page; declining stays on the list.
          {
            guard: { type: 'acceptedOffer', params: ({ event }) => event.output },
            target: 'loading',
            actions: [{ type: 'notify', params: ({ event }) => ({ tone: 'success' as const, message: event.output.message }) }, 'closeDetails', 'goToOfferAccepted'],
          },
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'loading',
            actions: [{ type: 'notify', params: ({ event }) => ({ tone: 'success' as const, message: event.output.message }) }, 'closeDetails'],
          },
          {
            target: 'ready',
            actions: [
              { type: 'setError', params: ({ event }) => event.output.message },
              { type: 'notify', params: ({ event }) => ({ tone: 'error' as const, message: event.output.message }) },
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: [{ type: 'setError', params: OFFER_HISTORY_FAILED }, { type: 'notify', params: { tone: 'error', message: OFFER_HISTORY_FAILED } }],
        },
      },
    },
  },
});
