import { assign, sendTo, setup } from 'xstate';
import type { ShellRequest } from '../app/app.requests';
import { theRoot } from '../app/flow-system';
import { watchSession, type SessionEvent } from '../auth/sign-in-required.machine';

/** The session as `auth` holds it (checking, a visitor's, a customer's), followed by the flow itself. */
type Session = SessionEvent['type'];
import { isUnauthenticatedError } from '../catalogue/product-detail.errors';
import { loadPriceAlerts, savePriceAlert, type PriceAlert, type SaveOutcome } from './price-alerts.actors';
import { defaultTarget, PRICE_ALERT_ERROR, PRICE_ALERT_SAVED, targetAmount, targetProblem } from './price-alert.rules';

export type PriceAlertEvent =
  | { type: 'OPEN'; currency: string; price: number }
  | { type: 'TARGET.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'EDIT' }
  | { type: 'CLOSE' }
  | SessionEvent;

export interface PriceAlertInput {
  productId: string;
  /** The market name the alert watches. */
  title: string;
}

interface PriceAlertContext extends PriceAlertInput {
  currency: string;
  target: string;
  error: string | null;
  /** The customer's alert for this name, once loaded or saved. */
  alert: PriceAlert | null;
  /** As `auth` (found by systemId) holds it, followed by the flow itself. */
  session: Session;
  /** An OPEN made before start-up knew the session, made once it does. */
  pendingOpen: { currency: string; price: number } | null;
}

/**
 * The product page's "Notify me when cheaper" (issue 27), whole: a visitor gets the login modal; a
 * customer's dialog loads their alert for this name (its target, else a bit below the price now),
 * checks the typed target, saves it (one alert per name: saving again sets the new target), toasts,
 * and shows the saved state for a moment before closing. The root runs it (`page:price-alert:*`) and
 * is asked for the toast and the login; it follows the session in `auth` itself, and an OPEN made while
 * start-up is still checking it waits for the answer.
 */
export const priceAlertMachine = setup({
  types: {
    context: {} as PriceAlertContext,
    events: {} as PriceAlertEvent,
    input: {} as PriceAlertInput,
  },
  actors: { loadPriceAlerts, savePriceAlert, watchSession },
  delays: {
    /** How long the dialog shows "saved" before it closes by itself. */
    savedFeedback: 4000,
  },
  guards: {
    isChecking: ({ context }) => context.session === 'SESSION.CHECKING',
    isVisitor: ({ context }) => context.session === 'SESSION.VISITOR',
    hasTargetProblem: ({ context }) => targetProblem(context.target) !== null,
    wasSaved: (_, outcome: SaveOutcome) => outcome.saved,
    isUnauthenticatedError: (_, params: { error: unknown }) => isUnauthenticatedError(params.error),
  },
  actions: {
    requestLogin: sendTo(theRoot, { type: 'LOGIN.OPEN' } satisfies ShellRequest),
    rememberSession: assign((_, event: SessionEvent) => ({ session: event.type })),
    holdOpen: assign((_, params: { currency: string; price: number }) => ({ pendingOpen: { currency: params.currency, price: params.price } })),
    startDialog: assign(({ context }, params: { currency: string; price: number }) => ({
      currency: params.currency,
      target: context.alert?.targetPrice.currency === params.currency ? context.alert.targetPrice.amount.toFixed(2) : defaultTarget(params.price),
      error: null,
    })),
    takeExisting: assign(({ context }, alerts: PriceAlert[]) => {
      const alert = alerts.find((entry) => entry.title === context.title) ?? null;
      return { alert, target: alert && alert.notifiedAt === null ? alert.targetPrice.amount.toFixed(2) : context.target };
    }),
    setTarget: assign((_, params: { value: string }) => ({ target: params.value, error: null })),
    showTargetProblem: assign(({ context }) => ({ error: targetProblem(context.target) })),
    showRefusal: assign((_, outcome: SaveOutcome) => ({ error: outcome.saved ? null : outcome.message })),
    showFailure: assign({ error: PRICE_ALERT_ERROR }),
    keepSaved: assign((_, outcome: SaveOutcome) => (outcome.saved ? { alert: outcome.alert, error: null } : {})),
    announceSaved: sendTo(theRoot, { type: 'NOTIFY', tone: 'success', message: PRICE_ALERT_SAVED } satisfies ShellRequest),
  },
}).createMachine({
  id: 'priceAlert',
  context: ({ input }) => ({ ...input, currency: 'EUR', target: '', error: null, alert: null, session: 'SESSION.CHECKING' as Session, pendingOpen: null }),
  invoke: { src: 'watchSession' },
  on: {
    'SESSION.CHECKING': { actions: { type: 'rememberSession', params: ({ event }) => event } },
    'SESSION.VISITOR': { actions: { type: 'rememberSession', params: ({ event }) => event } },
    'SESSION.CUSTOMER': { actions: { type: 'rememberSession', params: ({ event }) => event } },
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: 'isChecking', target: 'awaitingSession', actions: { type: 'holdOpen', params: ({ event }) => event } },
          { guard: 'isVisitor', actions: 'requestLogin' },
          { target: 'loading', actions: { type: 'startDialog', params: ({ event }) => event } },
        ],
      },
    },
    awaitingSession: {
      on: {
        'SESSION.VISITOR': { target: 'closed', actions: [{ type: 'rememberSession', params: ({ event }) => event }, 'requestLogin'] },
        'SESSION.CUSTOMER': {
          target: 'loading',
          actions: [
            { type: 'rememberSession', params: ({ event }) => event },
            { type: 'startDialog', params: ({ context }) => context.pendingOpen ?? { currency: context.currency, price: 0 } },
          ],
        },
        CLOSE: 'closed',
      },
    },
    loading: {
      on: { CLOSE: 'closed' },
      invoke: {
        id: 'loadPriceAlerts',
        src: 'loadPriceAlerts',
        input: ({ context }) => ({ currency: context.currency }),
        onDone: { target: 'editing', actions: { type: 'takeExisting', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isUnauthenticatedError', params: ({ event }) => ({ error: event.error }) }, target: 'closed', actions: 'requestLogin' },
          // Without the list the dialog still saves: the API keeps one alert per name.
          { target: 'editing' },
        ],
      },
    },
    editing: {
      on: {
        'TARGET.CHANGE': { actions: { type: 'setTarget', params: ({ event }) => event } },
        SUBMIT: [{ guard: 'hasTargetProblem', actions: 'showTargetProblem' }, { target: 'saving' }],
        CLOSE: 'closed',
      },
    },
    saving: {
      invoke: {
        id: 'savePriceAlert',
        src: 'savePriceAlert',
        input: ({ context }) => ({ productId: context.productId, targetPrice: targetAmount(context.target), currency: context.currency }),
        onDone: [
          { guard: { type: 'wasSaved', params: ({ event }) => event.output }, target: 'saved', actions: [{ type: 'keepSaved', params: ({ event }) => event.output }, 'announceSaved'] },
          { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'isUnauthenticatedError', params: ({ event }) => ({ error: event.error }) }, target: 'closed', actions: 'requestLogin' },
          { target: 'editing', actions: 'showFailure' },
        ],
      },
    },
    saved: {
      after: { savedFeedback: 'closed' },
      on: { CLOSE: 'closed', EDIT: 'editing' },
    },
  },
});
