// Preferences (spec §3, §4): display currency, interface language and cookie consent. The app
// machine spawns it with systemId 'preferences' and hands it the start-up result (PREFERENCES.INIT).
import { assign, sendParent, setup } from 'xstate';
import type { Currency, Language } from './app.types';
import { setGqlLanguage } from '../graphql-client/graphql-client';
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
  /** The language chosen whose translations are still loading; it becomes languageId once they arrive. */
  pendingLanguageId: number | null;
}

export type PreferencesInit = Omit<PreferencesContext, 'pendingLanguageId'>;

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

/** What the parent hears once a new language's translations are in use (language-dependent data reloads). */
export interface LanguageChangedEvent {
  type: 'LANGUAGE.CHANGED';
  languageId: number;
}

export const INITIAL_PREFERENCES: PreferencesContext = {
  currencies: [],
  currency: DEFAULT_CURRENCY,
  languages: [],
  languageId: DEFAULT_LANGUAGE_ID,
  translations: {},
  cookiesAccepted: false,
  pendingLanguageId: null,
};

export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
  },
  actors: { loadTranslations },
  actions: {
    chooseLanguage: assign({ pendingLanguageId: ({ event }) => (event.type === 'LANGUAGE.SELECT' ? event.id : null) }),
    /** Only loaded translations make a language current (then it is used, stored and announced). */
    useLoadedLanguage: assign(({ context }, params: { translations: Record<string, string> }) => ({
      languageId: context.pendingLanguageId ?? context.languageId,
      pendingLanguageId: null,
      translations: params.translations,
    })),
    dropPendingLanguage: assign({ pendingLanguageId: null }),
    storeCurrency: ({ context }) => storeCurrencyCode(context.currency.code),
    storeLanguage: ({ context }) => storeLanguageId(context.languageId),
    storeCookieConsent: () => storeCookiesAccepted(),
    useLanguageForRequests: ({ context }) => setGqlLanguage(context.languageId),
    switchLocale: ({ context }) => {
      const language = context.languages.find((candidate) => candidate.id === context.languageId);
      // Only a change is written: the attribute's setter restyles the whole page even for its own value,
      // a tenth of a second on a phone while the server's page is taken over (issue 46).
      if (language && typeof document !== 'undefined' && document.documentElement.lang !== language.code) {
        document.documentElement.lang = language.code;
      }
    },
    announceCurrencyChange: sendParent(
      ({ context }): CurrencyChangedEvent => ({ type: 'CURRENCY.CHANGED', currency: context.currency }),
    ),
    announceLanguageChange: sendParent(
      ({ context }): LanguageChangedEvent => ({ type: 'LANGUAGE.CHANGED', languageId: context.languageId }),
    ),
  },
  guards: {
    isOtherOfferedCurrency: ({ context, event }) =>
      event.type === 'CURRENCY.SELECT' &&
      event.code !== context.currency.code &&
      context.currencies.some((currency) => currency.code === event.code),
    isOtherOfferedLanguage: ({ context, event }) =>
      event.type === 'LANGUAGE.SELECT' &&
      event.id !== (context.pendingLanguageId ?? context.languageId) &&
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
          actions: [
            assign(({ event }) => ({ ...event.preferences, pendingLanguageId: null })),
            'useLanguageForRequests',
            'switchLocale',
          ],
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
            idle: { on: { 'LANGUAGE.SELECT': { guard: 'isOtherOfferedLanguage', target: 'loading', actions: 'chooseLanguage' } } },
            loading: {
              // Reenter only this state: a transition on the region would restart its siblings.
              on: {
                'LANGUAGE.SELECT': { guard: 'isOtherOfferedLanguage', target: 'loading', reenter: true, actions: 'chooseLanguage' },
              },
              invoke: {
                id: 'loadTranslations',
                src: 'loadTranslations',
                input: ({ context }) => ({ languageId: context.pendingLanguageId ?? context.languageId }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'useLoadedLanguage', params: ({ event }) => ({ translations: event.output }) },
                    'storeLanguage',
                    'useLanguageForRequests',
                    'switchLocale',
                    'announceLanguageChange',
                  ],
                },
                // Spec §8: language failures are silent; the previous language and texts stay, nothing is stored.
                onError: { target: 'idle', actions: 'dropPendingLanguage' },
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
