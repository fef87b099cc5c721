// Preferences (spec §3, §4): display currency, interface language and cookie consent. The app
// machine spawns it with systemId 'preferences' and hands it the start-up result (PREFERENCES.INIT).
import { assign, enqueueActions, sendParent, setup } from 'xstate';
import type { Currency, Language } from './app.types';
import { setGqlLanguage } from './graphql-client';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE_ID } from './preferences.rules';
import { storeCookiesAccepted, storeCurrencyCode, storeLanguageId } from './preferences.storage';
import { loadTranslations } from './startup.actors';

export interface PreferencesContext {
  currencies: Currency[];
  currency: Currency;
  languages: Language[];
  languageId: number;
  translations: Record<string, string>;
  cookiesAccepted: boolean;
}

export type PreferencesInit = PreferencesContext;

export type PreferencesEvent =
  | { type: 'PREFERENCES.INIT'; preferences: PreferencesInit }
  | { type: 'CURRENCY.SELECT'; code: string }
  | { type: 'LANGUAGE.SELECT'; id: number }
  | { type: 'COOKIES.ACCEPT' }
  | { type: 'COOKIES.DECLINE' };

/** What the parent hears after the display currency changed (new arrivals reload on it). */
export interface CurrencyChangedEvent {
  type: 'CURRENCY.CHANGED';
  currency: Currency;
}

export const INITIAL_PREFERENCES: PreferencesContext = {
  currencies: [],
  currency: DEFAULT_CURRENCY,
  languages: [],
  languageId: DEFAULT_LANGUAGE_ID,
  translations: {},
  cookiesAccepted: false,
};

export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
  },
  actors: { loadTranslations },
  actions: {
    setLanguage: enqueueActions(({ enqueue, event }) => {
      if (event.type !== 'LANGUAGE.SELECT') return;
      enqueue.assign({ languageId: event.id });
      enqueue('storeLanguage');
      enqueue('useLanguageForRequests');
    }),
    storeCurrency: ({ context }) => storeCurrencyCode(context.currency.code),
    storeLanguage: ({ context }) => storeLanguageId(context.languageId),
    storeCookieConsent: () => storeCookiesAccepted(),
    useLanguageForRequests: ({ context }) => setGqlLanguage(context.languageId),
    switchLocale: ({ context }) => {
      const language = context.languages.find((candidate) => candidate.id === context.languageId);
      if (language && typeof document !== 'undefined') document.documentElement.lang = language.code;
    },
    announceCurrencyChange: sendParent(
      ({ context }): CurrencyChangedEvent => ({ type: 'CURRENCY.CHANGED', currency: context.currency }),
    ),
  },
  guards: {
    isOtherOfferedCurrency: ({ context, event }) =>
      event.type === 'CURRENCY.SELECT' &&
      event.code !== context.currency.code &&
      context.currencies.some((currency) => currency.code === event.code),
    isOtherOfferedLanguage: ({ context, event }) =>
      event.type === 'LANGUAGE.SELECT' &&
      event.id !== context.languageId &&
      context.languages.some((language) => language.id === event.id),
    hasAcceptedCookies: ({ context }) => context.cookiesAccepted,
  },
}).createMachine({
  id: 'preferences',
  context: INITIAL_PREFERENCES,
  initial: 'starting',
  states: {
    starting: {
      on: {
        'PREFERENCES.INIT': {
          target: 'ready',
          actions: [assign(({ event }) => event.preferences), 'useLanguageForRequests', 'switchLocale'],
        },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        currency: {
          on: {
            'CURRENCY.SELECT': {
              guard: 'isOtherOfferedCurrency',
              actions: [
                assign({ currency: ({ context, event }) => context.currencies.find((c) => c.code === event.code)! }),
                'storeCurrency',
                'announceCurrencyChange',
              ],
            },
          },
        },
        language: {
          initial: 'idle',
          states: {
            idle: { on: { 'LANGUAGE.SELECT': { guard: 'isOtherOfferedLanguage', target: 'loading', actions: 'setLanguage' } } },
            loading: {
              // Reenter only this state: a transition on the region would restart its siblings.
              on: {
                'LANGUAGE.SELECT': { guard: 'isOtherOfferedLanguage', target: 'loading', reenter: true, actions: 'setLanguage' },
              },
              invoke: {
                id: 'loadTranslations',
                src: 'loadTranslations',
                input: ({ context }) => ({ languageId: context.languageId }),
                onDone: {
                  target: 'idle',
                  actions: [assign({ translations: ({ event }) => event.output }), 'switchLocale'],
                },
                // Spec §8: language failures are silent; the previous texts stay.
                onError: 'idle',
              },
            },
          },
        },
        consent: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'hasAcceptedCookies', target: 'accepted' }, { target: 'asking' }],
            },
            asking: {
              on: {
                'COOKIES.ACCEPT': {
                  target: 'accepted',
                  actions: [assign({ cookiesAccepted: true }), 'storeCookieConsent'],
                },
                'COOKIES.DECLINE': 'declined',
              },
            },
            accepted: {},
            declined: {},
          },
        },
      },
    },
  },
});
