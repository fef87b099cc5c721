// The root actor (DESIGN: machines). It runs start-up, owns the long-lived children preferences,
// auth and modals (by those systemIds), the data the shell shows (social links, settings, static
// pages, new arrivals), and the shell's own flow state: mobile menu, which dropdown is open, route
// changes. Modal events pass through here so a modal opening closes any dropdown.
import { assign, emit, enqueueActions, raise, sendTo, setup, type ActorRefFrom, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { Product, Settings, SocialLink, StaticPageSummary } from './app.types';
import { loadNewArrivals } from './app.actors';
import type { AppRequest } from './app.requests';
import { authMachine, type Notification } from '../auth/auth.machine';
import { cartMachine } from '../cart/cart.machine';
import { checkoutMachine } from '../cart/checkout.machine';
import { onActionAnswered, onNetworkFailure, onUnauthenticated } from '../graphql-client/graphql-client';
import { modalsMachine, type ModalsEvent } from './modals.machine';
import { notifierMachine, relayToasts } from './notifier.machine';
import { navigateTo, reloadPage, scrollToTop } from '../navigation/navigation.browser';
import { isSteamSignInFailure, isTopUpArrival, resetsViewOnRouteChange, type RouteLocation } from '../navigation/navigation.rules';
import { TOPPED_UP } from '../deposit/payment-status.machine';
import {
  preferencesMachine,
  type CurrencyChangedEvent,
  type LanguageChangedEvent,
  type PreferencesInit,
} from './preferences.machine';
import { DEFAULT_CURRENCY } from './preferences.rules';
import { DEFAULT_SETTINGS } from './startup.defaults';
import { INITIAL_STARTUP_RESULT, startupMachine, type StartupResult } from './startup.machine';
import { stepUpMachine } from '../auth/step-up.machine';
import { accountChangesMachine } from '../account-changes/account-changes.machine';
import type { FlowEvent } from './flow-system';
import { loadStaticPages } from '../text-page/text-page.actors';

export interface AppContext {
  preferences: ActorRefFrom<typeof preferencesMachine>;
  auth: ActorRefFrom<typeof authMachine>;
  cart: ActorRefFrom<typeof cartMachine>;
  /** The checkout flow (spec §4), whole: it reloads auth and cart and asks here for its modal and toasts. */
  checkout: ActorRefFrom<typeof checkoutMachine>;
  modals: ActorRefFrom<typeof modalsMachine>;
  /** Asks for the password before what moves value or control (flows reach it through their input). */
  stepUp: ActorRefFrom<typeof stepUpMachine>;
  /** The toasts on screen: every `notify` of this actor, auth and cart (machines/app/notifier.machine.ts). */
  notifier: ActorRefFrom<typeof notifierMachine>;
  /** The signed-in customer's change stream (issue 42); page flows listen to it through listenToAccount. */
  accountChanges: ActorRefFrom<typeof accountChangesMachine>;
  socialLinks: SocialLink[];
  settings: Settings;
  isAuthenticated: boolean;
  newArrivals: Product[];
  staticPages: StaticPageSummary[];
  /** The currency new arrivals are loaded in; mirrors the preferences child. */
  currencyCode: string;
  location: RouteLocation | null;
  /** The one open dropdown (currency, language, game ...) by its id, or null. */
  openDropdown: string | null;
  /** A modal to open once the navigation under way has closed all modals (login after SIGN_IN.REQUIRED). */
  pendingModal: 'login' | null;
}

export type AppEvent =
  | { type: 'LOGIN.OPEN' }
  | { type: 'LOGIN.CLOSE' }
  | { type: 'START_NOW' }
  | { type: 'MOBILE_MENU.TOGGLE' }
  | { type: 'MOBILE_MENU.CLOSE' }
  | ModalsEvent
  | { type: 'AUTH.CHANGED'; authenticated: boolean }
  /** A visitor reached a signed-in page (Profile): home, with the login modal open (spec §2); signing in returns there (issue 45). */
  | { type: 'SIGN_IN.REQUIRED' }
  /** An e-mail confirmed (issue 45) or a new password saved: home, with the login modal open. */
  | { type: 'LOGIN.OPEN_AT_HOME' }
  | { type: 'DROPDOWN.OPEN'; id: string }
  | { type: 'DROPDOWN.CLOSE'; id: string }
  | { type: 'ROUTE.CHANGED'; location: RouteLocation }
  /** The first page after start-up has been painted. */
  | { type: 'PAGE.SHOWN' }
  /** The customer asks for the page again: part of it could not be loaded (its code did not arrive). */
  | { type: 'PAGE.RELOAD' }
  /** A flow's toast (checkout, add to cart), shown by the shell's notifier. */
  | AppRequest
  /** The open page's flow or a modal's flow, spawned in this system and stopped (src/app/use-flow.ts). */
  | FlowEvent
  | CurrencyChangedEvent
  | LanguageChangedEvent;

function toPreferences(result: StartupResult): PreferencesInit {
  const { currencies, currency, languages, languageId, translations, stored } = result;
  return { currencies, currency, languages, languageId, translations, cookiesAccepted: stored.cookiesAccepted };
}

/** Whether the root holds a flow under `id` (a snapshot-only transition, as in a test model, holds none). */
function isOpen(self: AnyActorRef, id: string): boolean {
  const snapshot = self.getSnapshot() as { children?: Record<string, unknown> } | undefined;
  return snapshot?.children?.[id] !== undefined;
}

/** A page as a path to return to ('/profile?tab=order-history'); none for home, where the login opens anyway. */
export function pathOf(location: RouteLocation | null): string | null {
  if (!location || location.path === '/') return null;
  return location.search ? `${location.path}?${location.search}` : location.path;
}

export const STEAM_SIGN_IN_FAILED = 'Steam sign-in failed. Please try again.';

/** Where START NOW takes a signed-in customer. */
export const PRODUCTS_PATH = '/products/all';

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    emitted: {} as Notification,
  },
  actors: {
    startup: startupMachine,
    preferences: preferencesMachine,
    auth: authMachine,
    cart: cartMachine,
    checkout: checkoutMachine,
    modals: modalsMachine,
    stepUp: stepUpMachine,
    notifier: notifierMachine,
    accountChanges: accountChangesMachine,
    relayToasts,
    loadNewArrivals,
    loadStaticPages,
  },
  actions: {
    // Every 401 anywhere becomes one event for the auth actor (graphql-client's hook), with the page
    // the customer was on (issue 45: signing in again returns there); every action the network failed
    // becomes a toast with Retry; every action answered is told to the change feed (the open lists look again).
    listenToTheClient: ({ context, self }) => {
      onUnauthenticated(() => context.auth.send({ type: 'UNAUTHENTICATED', returnTo: pathOf(self.getSnapshot().context.location) }));
      onNetworkFailure((failure) => context.notifier.send({ type: 'NETWORK.FAILED', failure }));
      onActionAnswered((operation) => context.accountChanges.send({ type: 'ACTION.ANSWERED', operation }));
    },
    closeModals: raise({ type: 'MODALS.CLOSE_ALL' }),
    // A page's (or modal's) flow lives here under its systemId, once: a second FLOW.OPEN for an id
    // already open is the same page asking again (React runs a mount's effect twice in development).
    openFlow: enqueueActions(({ enqueue, event, self }) => {
      if (event.type !== 'FLOW.OPEN' || !event.logic || isOpen(self, event.id)) return;
      // The logic comes with the page's code (loaded lazily), so it is none of this machine's named actors.
      const spawnFlow = enqueue.spawnChild as unknown as (logic: AnyActorLogic, options: { id: string; systemId: string; input: unknown }) => void;
      spawnFlow(event.logic, { id: event.id, systemId: event.id, input: event.input });
    }),
    closeFlow: enqueueActions(({ enqueue, event, self }) => {
      if (event.type !== 'FLOW.CLOSE' || !isOpen(self, event.id)) return;
      enqueue.stopChild(event.id);
    }),
    forwardToModals: sendTo(({ context }) => context.modals, ({ event }) => event as ModalsEvent),
    // The step-up modal is a modal too: navigation closes it, and the flow that asked gives up.
    cancelStepUp: sendTo(({ context }) => context.stepUp, { type: 'CANCEL' }),
    openLogin: sendTo(({ context }) => context.modals, { type: 'MODAL.OPEN', modal: 'login' }),
    closeLogin: sendTo(({ context }) => context.modals, { type: 'MODAL.CLOSE', modal: 'login' }),
    // Spec §2: opening login or registration clears the user error.
    clearAuthError: sendTo(({ context }) => context.auth, { type: 'ERROR.CLEAR' }),
    forwardCurrencyToAuth: sendTo(({ context }) => context.auth, ({ event }) => event as CurrencyChangedEvent),
    forwardCurrencyToCart: sendTo(({ context }) => context.cart, ({ event }) => event as CurrencyChangedEvent),
    forwardAuthToCart: sendTo(({ context }) => context.cart, ({ event }) => event as Extract<AppEvent, { type: 'AUTH.CHANGED' }>),
    rememberAuthentication: assign({
      isAuthenticated: ({ context, event }) => (event.type === 'AUTH.CHANGED' ? event.authenticated : context.isAuthenticated),
    }),
    goHome: () => navigateTo('/', { replace: true }),
    reloadPage: () => reloadPage(),
    // Issue 45: the sign-in a signed-in page asked for returns to it.
    returnHereAfterSignIn: sendTo(({ context }) => context.auth, ({ context }) => ({ type: 'SIGN_IN.RETURN_TO' as const, path: pathOf(context.location) })),
    // The customer went elsewhere themselves: a later sign-in goes to the profile again (spec §4).
    forgetReturnUnlessHome: enqueueActions(({ context, enqueue, event }) => {
      if (event.type !== 'ROUTE.CHANGED' || event.location.path === '/' || context.auth.getSnapshot().context.returnTo === null) return;
      enqueue.sendTo(context.auth, { type: 'SIGN_IN.RETURN_TO', path: null });
    }),
    // The navigation just started closes every modal when it arrives; the login opens after that.
    openLoginAfterNavigation: assign({ pendingModal: 'login' as const }),
    openPendingModal: enqueueActions(({ context, enqueue }) => {
      if (context.pendingModal === null) return;
      enqueue.sendTo(context.modals, { type: 'MODAL.OPEN', modal: context.pendingModal });
      enqueue.assign({ pendingModal: null });
    }),
    // The API sends a failed Steam sign-in back to /?steam_login=failed: say so, and drop the query.
    reportSteamSignInFailure: enqueueActions(({ enqueue, event }) => {
      if (event.type !== 'ROUTE.CHANGED' || !isSteamSignInFailure(event.location)) return;
      enqueue.emit({ type: 'notify', tone: 'error', message: STEAM_SIGN_IN_FAILED });
      enqueue('goHome');
    }),
    // Spec §2/§8: arriving at /success-payment says the balance was topped up, and the header's balance reloads.
    welcomeTopUp: enqueueActions(({ enqueue, event, context }) => {
      if (event.type !== 'ROUTE.CHANGED' || !isTopUpArrival(event.location)) return;
      enqueue.emit({ type: 'notify', tone: 'success', message: TOPPED_UP });
      enqueue.sendTo(context.auth, { type: 'PROFILE.RELOAD' });
    }),
    closeMobileMenu: raise({ type: 'MOBILE_MENU.CLOSE' }),
    notify: emit(({ event }) => {
      const { tone, message, durationMs } = event as AppRequest;
      return { type: 'notify' as const, tone, message, durationMs };
    }),
    // Opening one dropdown closes any other: only one id is ever stored.
    openDropdown: assign({
      openDropdown: ({ context, event }) => (event.type === 'DROPDOWN.OPEN' ? event.id : context.openDropdown),
    }),
    closeDropdown: assign({ openDropdown: null }),
    scrollToTop: () => scrollToTop(),
    goToProducts: () => navigateTo(PRODUCTS_PATH),
    rememberCurrency: assign({
      currencyCode: ({ context, event }) => (event.type === 'CURRENCY.CHANGED' ? event.currency.code : context.currencyCode),
    }),
    rememberLocation: assign({
      location: ({ context, event }) => (event.type === 'ROUTE.CHANGED' ? event.location : context.location),
    }),
  },
  guards: {
    isAuthenticated: ({ context }) => context.isAuthenticated,
    // A late close from a dropdown that was already replaced by another must not close the new one.
    isOpenDropdown: ({ context, event }) => event.type === 'DROPDOWN.CLOSE' && context.openDropdown === event.id,
    arrives: ({ context, event }) => event.type === 'ROUTE.CHANGED' && context.location === null,
    staysPut: ({ context, event }) =>
      event.type === 'ROUTE.CHANGED' && context.location?.path === event.location.path && context.location.search === event.location.search,
    resetsView: ({ context, event }) =>
      event.type === 'ROUTE.CHANGED' && resetsViewOnRouteChange(context.location, event.location),
  },
}).createMachine({
  id: 'app',
  context: ({ spawn }) => ({
    preferences: spawn('preferences', { id: 'preferences', systemId: 'preferences' }),
    auth: spawn('auth', { id: 'auth', systemId: 'auth', input: { currency: DEFAULT_CURRENCY.code } }),
    cart: spawn('cart', { id: 'cart', systemId: 'cart', input: { currency: DEFAULT_CURRENCY.code } }),
    checkout: spawn('checkout', { id: 'checkout', systemId: 'checkout' }),
    modals: spawn('modals', { id: 'modals', systemId: 'modals' }),
    stepUp: spawn('stepUp', { id: 'stepUp', systemId: 'stepUp' }),
    notifier: spawn('notifier', { id: 'notifier', systemId: 'notifier' }),
    accountChanges: spawn('accountChanges', { id: 'accountChanges', systemId: 'accountChanges' }),
    socialLinks: [],
    settings: DEFAULT_SETTINGS,
    isAuthenticated: false,
    newArrivals: [],
    staticPages: [],
    currencyCode: DEFAULT_CURRENCY.code,
    location: null,
    openDropdown: null,
    pendingModal: null,
  }),
  invoke: {
    id: 'relayToasts',
    src: 'relayToasts',
    input: ({ context, self }) => ({ app: self, auth: context.auth, cart: context.cart, notifier: context.notifier }),
  },
  initial: 'starting',
  entry: 'listenToTheClient',
  // Spec §2: every navigation closes all modals (dropdowns are among them) first; scroll and mobile
  // menu reset unless the change stays within the profile's transactions/order-history tabs.
  on: {
    'ROUTE.CHANGED': [
      // The app's first location (its arrival), or the one it is already at: nothing navigated, so a
      // modal the visitor opened meanwhile (a click while the page was being taken over) stays open.
      { guard: 'arrives', actions: ['rememberLocation', 'reportSteamSignInFailure', 'welcomeTopUp'] },
      { guard: 'staysPut' },
      { guard: 'resetsView', actions: ['closeModals', 'closeMobileMenu', 'scrollToTop', 'rememberLocation', 'forgetReturnUnlessHome', 'reportSteamSignInFailure', 'welcomeTopUp'] },
      { actions: ['closeModals', 'rememberLocation', 'forgetReturnUnlessHome', 'reportSteamSignInFailure', 'welcomeTopUp'] },
    ],
    'PAGE.RELOAD': { actions: 'reloadPage' },
    'DROPDOWN.OPEN': { actions: 'openDropdown' },
    'DROPDOWN.CLOSE': { guard: 'isOpenDropdown', actions: 'closeDropdown' },
    // Raised by every navigation.
    'MODALS.CLOSE_ALL': { actions: ['closeDropdown', 'forwardToModals', 'cancelStepUp', 'openPendingModal'] },
    // A modal opened from the phone's menu (sell skin, top up, login) takes its place (issue 23).
    'MODAL.OPEN': { actions: ['closeDropdown', 'closeMobileMenu', 'clearAuthError', 'forwardToModals'] },
    'MODAL.CLOSE': { actions: ['closeDropdown', 'forwardToModals'] },
    'LOGIN.OPEN': { actions: ['closeDropdown', 'closeMobileMenu', 'clearAuthError', 'openLogin'] },
    'LOGIN.CLOSE': { actions: ['closeDropdown', 'closeLogin'] },
    // Spec §1: START NOW goes to the product list when signed in, otherwise opens login.
    START_NOW: [{ guard: 'isAuthenticated', actions: 'goToProducts' }, { actions: ['closeDropdown', 'clearAuthError', 'openLogin'] }],
    'SIGN_IN.REQUIRED': { actions: ['closeDropdown', 'clearAuthError', 'returnHereAfterSignIn', 'openLoginAfterNavigation', 'goHome'] },
    'LOGIN.OPEN_AT_HOME': { actions: ['closeDropdown', 'openLoginAfterNavigation', 'goHome'] },
    'AUTH.CHANGED': { actions: ['rememberAuthentication', 'forwardAuthToCart'] },
    NOTIFY: { actions: 'notify' },
    'FLOW.OPEN': { actions: 'openFlow' },
    'FLOW.CLOSE': { actions: 'closeFlow' },
  },
  states: {
    starting: {
      invoke: {
        id: 'startup',
        src: 'startup',
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({
              socialLinks: event.output.socialLinks,
              settings: event.output.settings,
              isAuthenticated: event.output.isAuthenticated,
              currencyCode: event.output.currency.code,
            })),
            sendTo(
              ({ context }) => context.preferences,
              ({ event }) => ({ type: 'PREFERENCES.INIT' as const, preferences: toPreferences(event.output) }),
            ),
            sendTo(
              ({ context }) => context.auth,
              ({ event }) => ({ type: 'CURRENCY.CHANGED' as const, currency: event.output.currency }),
            ),
            sendTo(
              ({ context }) => context.cart,
              ({ event }) => ({ type: 'CURRENCY.CHANGED' as const, currency: event.output.currency }),
            ),
            sendTo(
              ({ context }) => context.auth,
              ({ event }) => ({ type: 'AUTH.STATUS' as const, authenticated: event.output.isAuthenticated }),
            ),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            sendTo(({ context }) => context.preferences, { type: 'PREFERENCES.INIT', preferences: toPreferences(INITIAL_STARTUP_RESULT) }),
            sendTo(({ context }) => context.auth, { type: 'AUTH.STATUS', authenticated: false }),
          ],
        },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        // Spec §4: the page is shown first; new arrivals and static pages load once it has been
        // painted (PAGE.SHOWN), so that their requests never stand in the first view's way.
        newArrivals: {
          initial: 'waiting',
          states: {
            waiting: {
              on: {
                'PAGE.SHOWN': 'loading',
                'CURRENCY.CHANGED': { actions: ['rememberCurrency', 'forwardCurrencyToAuth', 'forwardCurrencyToCart'] },
              },
            },
            loading: {
              // A currency change while loading starts over; reenter only this state, not the
              // parallel parent (which would restart every region).
              // Spec §4: on a currency change the profile and the cart reload too (when signed in).
              on: { 'CURRENCY.CHANGED': { target: 'loading', reenter: true, actions: ['rememberCurrency', 'forwardCurrencyToAuth', 'forwardCurrencyToCart'] } },
              invoke: {
                id: 'loadNewArrivals',
                src: 'loadNewArrivals',
                input: ({ context }) => ({ currency: context.currencyCode }),
                onDone: { target: 'loaded', actions: assign({ newArrivals: ({ event }) => event.output }) },
                onError: 'failed',
              },
            },
            loaded: { on: { 'CURRENCY.CHANGED': { target: 'loading', actions: ['rememberCurrency', 'forwardCurrencyToAuth', 'forwardCurrencyToCart'] } } },
            failed: { on: { 'CURRENCY.CHANGED': { target: 'loading', actions: ['rememberCurrency', 'forwardCurrencyToAuth', 'forwardCurrencyToCart'] } } },
          },
        },
        // Page titles are in the current language, so they reload when it changes.
        staticPages: {
          initial: 'waiting',
          states: {
            waiting: { on: { 'PAGE.SHOWN': 'loading' } },
            loading: {
              on: { 'LANGUAGE.CHANGED': { target: 'loading', reenter: true } },
              invoke: {
                id: 'loadStaticPages',
                src: 'loadStaticPages',
                onDone: { target: 'loaded', actions: assign({ staticPages: ({ event }) => event.output }) },
                onError: 'failed',
              },
            },
            loaded: { on: { 'LANGUAGE.CHANGED': 'loading' } },
            failed: { on: { 'LANGUAGE.CHANGED': 'loading' } },
          },
        },
        mobileMenu: {
          initial: 'closed',
          states: {
            // The menu is a modal: opening it closes a header dropdown, closing it closes its own.
            closed: { on: { 'MOBILE_MENU.TOGGLE': { target: 'open', actions: 'closeDropdown' } } },
            open: {
              on: {
                'MOBILE_MENU.TOGGLE': { target: 'closed', actions: 'closeDropdown' },
                'MOBILE_MENU.CLOSE': { target: 'closed', actions: 'closeDropdown' },
              },
            },
          },
        },
      },
    },
  },
});
