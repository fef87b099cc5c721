// Start-up (spec §4): one GraphQL operation brings every start-up field at once; the machine then
// applies them in the spec's order: social links, cookie check, currencies, languages (with the
// chosen language's translations), auth status, settings. No step can stop the shop from showing:
// a failed part falls back silently (currency failure → EUR), and so does a failed operation.
import { assign, setup } from 'xstate';
import type { Currency, Language, Settings, SocialLink } from './app.types';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE_ID, resolveCurrency, resolveLanguageId } from './preferences.rules';
import type { StoredPreferences } from './preferences.storage';
import { loadStartup, loadTranslations, type StartupResponse } from './startup.actors';
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

/** The answer when the operation itself failed: every part missing, nothing saved known. */
const NOTHING_LOADED: StartupResponse = { stored: INITIAL_STARTUP_RESULT.stored, translationsLanguageId: DEFAULT_LANGUAGE_ID };

type StartupContext = StartupResult & { response: StartupResponse };
type Part = Exclude<keyof StartupResponse, 'stored' | 'translationsLanguageId'>;

export const startupMachine = setup({
  types: {
    context: {} as StartupContext,
    output: {} as StartupResult,
  },
  actors: { loadStartup, loadTranslations },
  guards: {
    loaded: ({ context }, params: { part: Part }) => context.response[params.part] !== undefined,
    // The saved language is not offered: the translations that came are not the chosen language's.
    chosenOtherLanguage: ({ context }) => context.languageId !== context.response.translationsLanguageId,
  },
}).createMachine({
  id: 'startup',
  context: { ...INITIAL_STARTUP_RESULT, response: NOTHING_LOADED },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStartup',
        src: 'loadStartup',
        onDone: { target: 'socialLinks', actions: assign({ response: ({ event }) => event.output }) },
        onError: 'socialLinks',
      },
    },
    socialLinks: {
      always: [
        {
          guard: { type: 'loaded', params: { part: 'socialLinks' } },
          target: 'cookieCheck',
          actions: assign({ socialLinks: ({ context }) => context.response.socialLinks! }),
        },
        { target: 'cookieCheck' },
      ],
    },
    cookieCheck: {
      always: {
        target: 'currencies',
        actions: assign({
          stored: ({ context }) => context.response.stored,
          languageId: ({ context }) => context.response.stored.languageId ?? DEFAULT_LANGUAGE_ID,
        }),
      },
    },
    currencies: {
      always: [
        {
          guard: { type: 'loaded', params: { part: 'currencies' } },
          target: 'languages',
          actions: assign({
            currencies: ({ context }) => context.response.currencies!,
            currency: ({ context }) => resolveCurrency(context.stored.currencyCode, context.response.currencies!),
          }),
        },
        { target: 'languages', actions: assign({ currency: DEFAULT_CURRENCY }) },
      ],
    },
    languages: {
      always: [
        {
          guard: { type: 'loaded', params: { part: 'languages' } },
          target: 'translations',
          actions: assign({
            languages: ({ context }) => context.response.languages!,
            languageId: ({ context }) => resolveLanguageId(context.stored.languageId, context.response.languages!),
          }),
        },
        { target: 'translations' },
      ],
    },
    translations: {
      always: [
        { guard: 'chosenOtherLanguage', target: 'otherTranslations' },
        {
          guard: { type: 'loaded', params: { part: 'translations' } },
          target: 'auth',
          actions: assign({ translations: ({ context }) => context.response.translations! }),
        },
        { target: 'auth' },
      ],
    },
    otherTranslations: {
      invoke: {
        id: 'loadTranslations',
        src: 'loadTranslations',
        input: ({ context }) => ({ languageId: context.languageId }),
        onDone: { target: 'auth', actions: assign({ translations: ({ event }) => event.output }) },
        onError: 'auth',
      },
    },
    auth: {
      always: [
        {
          guard: { type: 'loaded', params: { part: 'isAuthenticated' } },
          target: 'settings',
          actions: assign({ isAuthenticated: ({ context }) => context.response.isAuthenticated! }),
        },
        { target: 'settings' },
      ],
    },
    settings: {
      always: [
        {
          guard: { type: 'loaded', params: { part: 'settings' } },
          target: 'done',
          actions: assign({ settings: ({ context }) => context.response.settings! }),
        },
        { target: 'done' },
      ],
    },
    done: { type: 'final' },
  },
  output: ({ context }) => {
    const { response: _response, ...result } = context;
    return result;
  },
});
