// The root actor (DESIGN: machines). It runs start-up, owns the long-lived preferences child
// (systemId 'preferences'), the data the shell shows (social links, settings, static pages, new
// arrivals), and the shell's own flow state: login modal shell, mobile menu, which dropdown is
// open, route changes.
import { assign, raise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Product, Settings, SocialLink, StaticPageSummary } from './app.types';
import { loadNewArrivals } from './app.actors';
import { navigateTo, scrollToTop } from './navigation.browser';
import { resetsViewOnRouteChange, type RouteLocation } from './navigation.rules';
import {
  preferencesMachine,
  type CurrencyChangedEvent,
  type LanguageChangedEvent,
  type PreferencesInit,
} from './preferences.machine';
import { DEFAULT_CURRENCY } from './preferences.rules';
import { DEFAULT_SETTINGS } from './startup.defaults';
import { INITIAL_STARTUP_RESULT, startupMachine, type StartupResult } from './startup.machine';
import { loadStaticPages } from './text-page.actors';

export interface AppContext {
  preferences: ActorRefFrom<typeof preferencesMachine>;
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
}

export type AppEvent =
  | { type: 'LOGIN.OPEN' }
  | { type: 'LOGIN.CLOSE' }
  | { type: 'START_NOW' }
  | { type: 'MOBILE_MENU.TOGGLE' }
  | { type: 'MOBILE_MENU.CLOSE' }
  | { type: 'MODALS.CLOSE_ALL' }
  | { type: 'DROPDOWN.OPEN'; id: string }
  | { type: 'DROPDOWN.CLOSE'; id: string }
  | { type: 'ROUTE.CHANGED'; location: RouteLocation }
  | CurrencyChangedEvent
  | LanguageChangedEvent;

function toPreferences(result: StartupResult): PreferencesInit {
  const { currencies, currency, languages, languageId, translations, stored } = result;
  return { currencies, currency, languages, languageId, translations, cookiesAccepted: stored.cookiesAccepted };
}

/** Where START NOW takes a signed-in customer. */
export const PRODUCTS_PATH = '/products/all';

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: { startup: startupMachine, preferences: preferencesMachine, loadNewArrivals, loadStaticPages },
  actions: {
    closeModals: raise({ type: 'MODALS.CLOSE_ALL' }),
    closeMobileMenu: raise({ type: 'MOBILE_MENU.CLOSE' }),
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
    resetsView: ({ context, event }) =>
      event.type === 'ROUTE.CHANGED' && resetsViewOnRouteChange(context.location, event.location),
  },
}).createMachine({
  id: 'app',
  context: ({ spawn }) => ({
    preferences: spawn('preferences', { id: 'preferences', systemId: 'preferences' }),
    socialLinks: [],
    settings: DEFAULT_SETTINGS,
    isAuthenticated: false,
    newArrivals: [],
    staticPages: [],
    currencyCode: DEFAULT_CURRENCY.code,
    location: null,
    openDropdown: null,
  }),
  initial: 'starting',
  // Spec §2: every navigation closes all modals (dropdowns are among them) first; scroll and mobile
  // menu reset unless the change stays within the profile's transactions/order-history tabs.
  on: {
    'ROUTE.CHANGED': [
      { guard: 'resetsView', actions: ['closeModals', 'closeMobileMenu', 'scrollToTop', 'rememberLocation'] },
      { actions: ['closeModals', 'rememberLocation'] },
    ],
    'DROPDOWN.OPEN': { actions: 'openDropdown' },
    'DROPDOWN.CLOSE': { guard: 'isOpenDropdown', actions: 'closeDropdown' },
    // Raised by every navigation. In a parallel state a region that handles MODALS.CLOSE_ALL itself
    // (login while open) shadows this root handler, so such a region closes the dropdown too.
    'MODALS.CLOSE_ALL': { actions: 'closeDropdown' },
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
          ],
        },
        onError: {
          target: 'ready',
          actions: sendTo(
            ({ context }) => context.preferences,
            { type: 'PREFERENCES.INIT', preferences: toPreferences(INITIAL_STARTUP_RESULT) },
          ),
        },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        newArrivals: {
          initial: 'loading',
          states: {
            loading: {
              // A currency change while loading starts over; reenter only this state, not the
              // parallel parent (which would restart every region).
              on: { 'CURRENCY.CHANGED': { target: 'loading', reenter: true, actions: 'rememberCurrency' } },
              invoke: {
                id: 'loadNewArrivals',
                src: 'loadNewArrivals',
                input: ({ context }) => ({ currency: context.currencyCode }),
                onDone: { target: 'loaded', actions: assign({ newArrivals: ({ event }) => event.output }) },
                onError: 'failed',
              },
            },
            loaded: { on: { 'CURRENCY.CHANGED': { target: 'loading', actions: 'rememberCurrency' } } },
            failed: { on: { 'CURRENCY.CHANGED': { target: 'loading', actions: 'rememberCurrency' } } },
          },
        },
        // Page titles are in the current language, so they reload when it changes.
        staticPages: {
          initial: 'loading',
          states: {
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
        login: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'LOGIN.OPEN': { target: 'open', actions: 'closeDropdown' },
                // Spec §1: START NOW goes to the product list when signed in, otherwise opens login.
                START_NOW: [{ guard: 'isAuthenticated', actions: 'goToProducts' }, { target: 'open', actions: 'closeDropdown' }],
              },
            },
            // Dropdowns inside a modal go with it.
            open: {
              on: {
                'LOGIN.CLOSE': { target: 'closed', actions: 'closeDropdown' },
                'MODALS.CLOSE_ALL': { target: 'closed', actions: 'closeDropdown' },
              },
            },
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
