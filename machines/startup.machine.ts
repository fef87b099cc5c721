// Start-up in the spec's order (§4): social links, cookie check, currencies, languages (with the
// chosen language's translations), auth status, settings. No step can stop the shop from showing:
// failures fall back silently (currency failure → EUR).
import { assign, setup } from 'xstate';
import type { Currency, Language, Settings, SocialLink } from './app.types';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE_ID, resolveCurrency, resolveLanguageId } from './preferences.rules';
import type { StoredPreferences } from './preferences.storage';
import {
  checkAuth,
  loadCurrencies,
  loadLanguages,
  loadSettings,
  loadSocialLinks,
  loadTranslations,
  readPreferences,
} from './startup.actors';
import { DEFAULT_SETTINGS } from './startup.defaults';

export interface StartupResult {
  socialLinks: SocialLink[];
  stored: StoredPreferences;
  currencies: Currency[];
  currency: Currency;
  languages: Language[];
  languageId: number;
  translations: Record<string, string>;
  isAuthenticated: boolean;
  settings: Settings;
}

export const INITIAL_STARTUP_RESULT: StartupResult = {
  socialLinks: [],
  stored: { currencyCode: null, languageId: null, cookiesAccepted: false },
  currencies: [],
  currency: DEFAULT_CURRENCY,
  languages: [],
  languageId: DEFAULT_LANGUAGE_ID,
  translations: {},
  isAuthenticated: false,
  settings: DEFAULT_SETTINGS,
};

export const startupMachine = setup({
  types: {
    context: {} as StartupResult,
    output: {} as StartupResult,
  },
  actors: { loadSocialLinks, readPreferences, loadCurrencies, loadLanguages, loadTranslations, checkAuth, loadSettings },
}).createMachine({
  id: 'startup',
  context: INITIAL_STARTUP_RESULT,
  initial: 'socialLinks',
  states: {
    socialLinks: {
      invoke: {
        id: 'loadSocialLinks',
        src: 'loadSocialLinks',
        onDone: { target: 'cookieCheck', actions: assign({ socialLinks: ({ event }) => event.output }) },
        onError: 'cookieCheck',
      },
    },
    cookieCheck: {
      invoke: {
        id: 'readPreferences',
        src: 'readPreferences',
        onDone: {
          target: 'currencies',
          actions: assign({
            stored: ({ event }) => event.output,
            languageId: ({ event }) => event.output.languageId ?? DEFAULT_LANGUAGE_ID,
          }),
        },
        onError: 'currencies',
      },
    },
    currencies: {
      invoke: {
        id: 'loadCurrencies',
        src: 'loadCurrencies',
        onDone: {
          target: 'languages',
          actions: assign({
            currencies: ({ event }) => event.output,
            currency: ({ context, event }) => resolveCurrency(context.stored.currencyCode, event.output),
          }),
        },
        onError: { target: 'languages', actions: assign({ currency: DEFAULT_CURRENCY }) },
      },
    },
    languages: {
      invoke: {
        id: 'loadLanguages',
        src: 'loadLanguages',
        onDone: {
          target: 'translations',
          actions: assign({
            languages: ({ event }) => event.output,
            languageId: ({ context, event }) => resolveLanguageId(context.stored.languageId, event.output),
          }),
        },
        onError: 'translations',
      },
    },
    translations: {
      invoke: {
        id: 'loadTranslations',
        src: 'loadTranslations',
        input: ({ context }) => ({ languageId: context.languageId }),
        onDone: { target: 'auth', actions: assign({ translations: ({ event }) => event.output }) },
        onError: 'auth',
      },
    },
    auth: {
      invoke: {
        id: 'checkAuth',
        src: 'checkAuth',
        onDone: { target: 'settings', actions: assign({ isAuthenticated: ({ event }) => event.output }) },
        onError: 'settings',
      },
    },
    settings: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'done', actions: assign({ settings: ({ event }) => event.output }) },
        onError: 'done',
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context,
});
