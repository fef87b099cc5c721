// Spec §2/§4 my offers: the list, reloaded after create, accept or decline; Accept and Decline in the
// offer-details modal, with repeated clicks ignored while a request runs. A decision closes the
// details modal, and an accepted offer opens the offer-accepted page; toasts and the modal go
// through the root actor, found in its system (the root runs this flow as 'page:my-offers'; it follows the currency itself).
//
// Issue 26 (offers received by trade offer): a failed trade is asked for again or the offer cancelled
// (repeated clicks ignored, the list reloaded after each, like a decision); accepting without a trade
// link opens the trade-URL modal; a price that expired reloads the list (the offer shows Expired).
// Each change of an offer the account's stream names (issue 42, listenToAccount) reloads the list;
// only while that stream is down is the list looked at every TRADE_POLL_MS while a trade offer is on
// its way. Once a received offer's payout unlocks (payoutUnlocksAt) it is loaded again so Withdraw
// appears by itself; these quiet reloads keep the rows on screen. Issue 45: the customer's own requests
// (a payout request in the accept-offer modal, a retry after PAYOUT FAILED) come as changes too, the
// moment the gateway answers them (account-changes/action-changes.ts), and a change heard while the
// list is loading loads it again: the list never shows a state the server has left.
import { assign, sendTo, setup } from 'xstate';
import { followCurrency, theRoot } from '../app/flow-system';
import type { AppRequest, ToastTone } from '../app/app.requests';
import type { MessageOutcome } from '../auth/auth.actors';
import { navigateTo } from '../navigation/navigation.browser';
import { changeTrade, decideOffer, loadOffers, type DecisionOutcome, type Offer } from './offer.actors';
import { listenToAccount, type AccountEvent } from '../account-changes/listen-to-account';
import { offerMessages } from './offer.rules';
import { nextPayoutUnlock, payoutUnlockDelay, tradeInFlight } from './sell-trade.rules';

export const OFFER_HISTORY_FAILED = 'An error occurred. Please try again later.';
export const OFFER_ACCEPTED_PATH = '/offer-accepted-success';
/** The offer-accepted page of an offer received by trade offer (issue 26): it tells the seller to expect our trade offer. */
export const OFFER_ACCEPTED_BY_TRADE_PATH = `${OFFER_ACCEPTED_PATH}?by=trade`;
/** Issue 26: how often the list is looked at while a trade offer is on its way to the seller. */
export const TRADE_POLL_MS = 5_000;
/** After a quiet reload failed (a network blip), the list is asked again this much later. */
export const REFRESH_RETRY_MS = 15_000;

export type OffersEvent =
  | AccountEvent
  | { type: 'RELOAD' }
  | { type: 'CURRENCY.CHANGED'; currency: { code: string } }
  | { type: 'DECIDE'; id: string | null; accept: boolean }
  | { type: 'TRADE.RETRY'; id: string | null }
  | { type: 'TRADE.CANCEL'; id: string | null };

interface OffersContext {
  offers: Offer[];
  currency: string;
  error: string | null;
  accepting: boolean;
  /** The offer a decision or a trade change is about. */
  subject: string | null;
  /** Loads since a payout unlock passed that still showed the offer received (the recheck backs off). */
  overdueReloads: number;
  /** Whether the account's change stream is up; null until the listener's first word. */
  streamUp: boolean | null;
}

type Refusal = Extract<DecisionOutcome, { refusal: string }>['refusal'];
const refusalOf = (outcome: DecisionOutcome): Refusal | null => ('refusal' in outcome ? outcome.refusal : null);

/** What a retried or cancelled trade does next: success reloads the list; a refusal (the offer moved on) says why and reloads it quietly. */
const tradeChanged = {
  onDone: [
    {
      guard: { type: 'succeeded', params: ({ event }: { event: { output: MessageOutcome } }) => event.output },
      target: '#offers.loading',
      actions: [{ type: 'notify', params: ({ event }: { event: { output: MessageOutcome } }) => ({ tone: 'success' as const, message: event.output.message }) }],
    },
    {
      target: '#offers.ready.refreshing',
      actions: [
        { type: 'setError', params: ({ event }: { event: { output: MessageOutcome } }) => event.output.message },
        { type: 'notify', params: ({ event }: { event: { output: MessageOutcome } }) => ({ tone: 'error' as const, message: event.output.message }) },
      ],
    },
  ],
  onError: {
    target: '#offers.ready',
    actions: [{ type: 'setError', params: OFFER_HISTORY_FAILED }, { type: 'notify', params: { tone: 'error', message: OFFER_HISTORY_FAILED } }],
  },
} as const;

export const offersMachine = setup({
  types: {
    context: {} as OffersContext,
    events: {} as OffersEvent,
    input: {} as { currency: string },
  },
  actors: { loadOffers, decideOffer, changeTrade, listenToAccount, followCurrency },
  guards: {
    lacksId: ({ event }) => 'id' in event && !event.id,
    succeeded: (_, outcome: MessageOutcome) => outcome.ok,
    acceptedOffer: ({ context }, outcome: DecisionOutcome) => outcome.ok && context.accepting,
    acceptedTradeOffer: ({ context }, outcome: DecisionOutcome) =>
      outcome.ok && context.accepting && !!context.offers.find((offer) => offer.id === context.subject)?.assetId,
    needsTradeLink: (_, outcome: DecisionOutcome) => refusalOf(outcome) === 'TradeLinkRequired',
    quoteExpired: (_, outcome: DecisionOutcome) => refusalOf(outcome) === 'QuoteExpired',
    tradeInFlight: ({ context }) => context.offers.some(tradeInFlight),
    awaitsPayoutUnlock: ({ context }) => nextPayoutUnlock(context.offers) !== null,
    streamDown: ({ context }) => context.streamUp !== true,
    comesUp: ({ context, event }) => event.type === 'ACCOUNT.STREAM' && event.up && context.streamUp === false,
    goesDown: ({ context, event }) => event.type === 'ACCOUNT.STREAM' && !event.up && context.streamUp === true,
  },
  actions: {
    setOffers: assign({ offers: (_, offers: Offer[]) => offers }),
    noteStream: assign({ streamUp: ({ event }) => event.type === 'ACCOUNT.STREAM' && event.up }),
    setCurrency: assign({ currency: ({ context, event }) => (event.type === 'CURRENCY.CHANGED' ? event.currency.code : context.currency) }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    notify: sendTo(theRoot, (_, params: { tone: ToastTone; message: string }) => ({ type: 'NOTIFY', ...params }) satisfies AppRequest),
    rememberDecision: assign({
      accepting: ({ context, event }) => (event.type === 'DECIDE' ? event.accept : context.accepting),
      subject: ({ event }) => ('id' in event ? event.id : null),
    }),
    rememberSubject: assign({ subject: ({ event }) => ('id' in event ? event.id : null) }),
    closeDetails: sendTo(theRoot, { type: 'MODAL.CLOSE', modal: 'offerDetails' } as const),
    openTradeUrl: sendTo(theRoot, { type: 'MODAL.OPEN', modal: 'tradeUrl' } as const),
    goToOfferAccepted: () => navigateTo(OFFER_ACCEPTED_PATH),
    goToOfferAcceptedByTrade: () => navigateTo(OFFER_ACCEPTED_BY_TRADE_PATH),
    /** A list that no longer shows a passed unlock starts the recheck's back-off afresh. */
    settleOverdue: assign({
      overdueReloads: ({ context }) => {
        const unlock = nextPayoutUnlock(context.offers);
        return unlock !== null && unlock <= Date.now() ? context.overdueReloads : 0;
      },
    }),
    countOverdue: assign({
      overdueReloads: ({ context }) => {
        const unlock = nextPayoutUnlock(context.offers);
        return unlock !== null && unlock <= Date.now() ? context.overdueReloads + 1 : context.overdueReloads;
      },
    }),
  },
  delays: {
    tradePoll: TRADE_POLL_MS,
    refreshRetry: REFRESH_RETRY_MS,
    /** Just after the earliest received offer's payout unlocks (or, once it passed, a backed-off recheck). */
    payoutUnlock: ({ context }) => payoutUnlockDelay(nextPayoutUnlock(context.offers) ?? Date.now(), Date.now(), context.overdueReloads),
  },
}).createMachine({
  id: 'offers',
  context: ({ input }) => ({ offers: [], currency: input.currency, error: null, accepting: false, subject: null, overdueReloads: 0, streamUp: null }),
  invoke: [
    { src: 'listenToAccount', input: { kind: 'OFFER' as const } },
    { src: 'followCurrency', input: ({ context }) => ({ currency: context.currency, asObject: true }) },
  ],
  initial: 'loading',
  // A decision is taken wherever the list is, loading included (a click is never lost), except while
  // one runs: repeated clicks are ignored then (spec §4).
  on: {
    'ACCOUNT.STREAM': { actions: 'noteStream' },
    DECIDE: [
      { guard: 'lacksId', actions: { type: 'setError', params: offerMessages.missingOfferId } },
      { target: '#offers.deciding', actions: ['clearError', 'rememberDecision'] },
    ],
    'TRADE.RETRY': [
      { guard: 'lacksId', actions: { type: 'setError', params: offerMessages.missingOfferId } },
      { target: '#offers.changingTrade.retrying', actions: ['clearError', 'rememberSubject'] },
    ],
    'TRADE.CANCEL': [
      { guard: 'lacksId', actions: { type: 'setError', params: offerMessages.missingOfferId } },
      { target: '#offers.changingTrade.cancelling', actions: ['clearError', 'rememberSubject'] },
    ],
  },
  states: {
    loading: {
      // The answer on its way may have been read before this change: asked again.
      on: { 'ACCOUNT.CHANGED': { target: 'loading', reenter: true } },
      invoke: {
        src: 'loadOffers',
        input: ({ context }) => ({ currency: context.currency }),
        onDone: { target: 'ready', actions: [{ type: 'setOffers', params: ({ event }) => event.output }, 'clearError', 'settleOverdue'] },
        onError: { target: 'ready', actions: { type: 'notify', params: { tone: 'error', message: OFFER_HISTORY_FAILED } } },
      },
    },
    // The list on screen. A click during a quiet reload is not lost: the request runs and the list reloads after it.
    ready: {
      initial: 'watching',
      on: {
        RELOAD: '#offers.loading',
        'CURRENCY.CHANGED': { target: '#offers.loading', actions: 'setCurrency' },
        'ACCOUNT.CHANGED': '.refreshing',
        // Back up: whatever changed while it was down is loaded once.
        'ACCOUNT.STREAM': [
          { guard: 'comesUp', target: '.refreshing', actions: 'noteStream' },
          { guard: 'goesDown', target: '.watching', actions: 'noteStream' },
          { actions: 'noteStream' },
        ],
      },
      states: {
        watching: {
          always: [
            { guard: 'tradeInFlight', target: 'followingTrade' },
            { guard: 'awaitsPayoutUnlock', target: 'awaitingPayoutUnlock' },
            { target: 'idle' },
          ],
        },
        idle: {},
        // While the stream is up the trade's changes arrive on it; the poll runs only while it is down.
        followingTrade: { after: { tradePoll: { guard: 'streamDown', target: 'refreshing' } } },
        awaitingPayoutUnlock: { after: { payoutUnlock: { target: 'refreshing', actions: 'countOverdue' } } },
        refreshing: {
          invoke: {
            src: 'loadOffers',
            input: ({ context }) => ({ currency: context.currency }),
            onDone: { target: 'watching', actions: [{ type: 'setOffers', params: ({ event }) => event.output }, 'settleOverdue'] },
            // A quiet reload that fails is tried again a little later: the trade is still followed.
            onError: 'backingOff',
          },
        },
        backingOff: { after: { refreshRetry: 'refreshing' } },
      },
    },
    deciding: {
      on: { DECIDE: {}, 'TRADE.RETRY': {}, 'TRADE.CANCEL': {} },
      invoke: {
        src: 'decideOffer',
        input: ({ event }) => {
          const { id, accept } = event as Extract<OffersEvent, { type: 'DECIDE' }>;
          return { id: id!, accept };
        },
        onDone: [
          // Spec §4: accepting opens the offer-accepted page; declining stays on the list.
          {
            guard: { type: 'acceptedTradeOffer', params: ({ event }) => event.output },
            target: 'loading',
            actions: [{ type: 'notify', params: ({ event }) => ({ tone: 'success' as const, message: event.output.message }) }, 'closeDetails', 'goToOfferAcceptedByTrade'],
          },
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
          // Issue 26: the trade offer needs the seller's trade link: the trade-URL modal opens with the message toasted.
          {
            guard: { type: 'needsTradeLink', params: ({ event }) => event.output },
            target: 'ready',
            actions: [{ type: 'notify', params: ({ event }) => ({ tone: 'error' as const, message: event.output.message }) }, 'closeDetails', 'openTradeUrl'],
          },
          // Issue 26: the price expired: the list reloads quietly, the details show the offer Expired and why.
          {
            guard: { type: 'quoteExpired', params: ({ event }) => event.output },
            target: '#offers.ready.refreshing',
            actions: [
              { type: 'setError', params: ({ event }) => event.output.message },
              { type: 'notify', params: ({ event }) => ({ tone: 'error' as const, message: event.output.message }) },
            ],
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
    // Issue 26: a failed trade asked for again, or the offer withdrawn; either way the list reloads.
    changingTrade: {
      on: { DECIDE: {}, 'TRADE.RETRY': {}, 'TRADE.CANCEL': {} },
      initial: 'retrying',
      states: {
        retrying: { invoke: { src: 'changeTrade', input: ({ context }) => ({ id: context.subject!, action: 'retry' as const }), ...tradeChanged } },
        cancelling: { invoke: { src: 'changeTrade', input: ({ context }) => ({ id: context.subject!, action: 'cancel' as const }), ...tradeChanged } },
      },
    },
  },
});
