import { adjacencyMapToArray } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { Currency, Language } from '../../machines/app/app.types';
import { preferencesMachine, type PreferencesContext, type PreferencesInit } from '../../machines/app/preferences.machine';
import { FakeActors, createFlowModel, describePath, flush, runPath } from './shell-flow-harness';

const EUR: Currency = { code: 'EUR', symbol: '€', rate: 1 };
const USD: Currency = { code: 'USD', symbol: '$', rate: 1.08 };
const LANGUAGES: Language[] = [
  { id: 10, title: 'English', code: 'en' },
  { id: 11, title: 'Deutsch', code: 'de' },
];
const init = (overrides: Partial<PreferencesInit> = {}) => ({
  type: 'PREFERENCES.INIT' as const,
  preferences: {
    currencies: [EUR, USD],
    currency: EUR,
    languages: LANGUAGES,
    languageId: 10,
    translations: { 'header.login': 'Login' },
    cookiesAccepted: false,
    ...overrides,
  },
});

function spies() {
  return {
    storeCurrency: vi.fn(),
    storeLanguage: vi.fn(),
    storeCookieConsent: vi.fn(),
    switchLocale: vi.fn(),
    announceCurrencyChange: vi.fn(),
    announceLanguageChange: vi.fn(),
  };
}

function startActor() {
  const fakes = new FakeActors();
  const actions = spies();
  const machine = preferencesMachine.provide({ actors: { loadTranslations: fakes.logic() }, actions });
  return { actor: createActor(machine).start(), fakes, actions };
}

describe('preferences machine: every generated path', () => {
  const model = createFlowModel(preferencesMachine.provide({ actions: spies() }), {
    samples: [
      init(),
      init({ cookiesAccepted: true }),
      { type: 'CURRENCY.SELECT', code: 'USD' },
      { type: 'CURRENCY.SELECT', code: 'EUR' },
      { type: 'CURRENCY.SELECT', code: 'XXX' },
      { type: 'LANGUAGE.SELECT', id: 11 },
      { type: 'LANGUAGE.SELECT', id: 10 },
      { type: 'LANGUAGE.SELECT', id: 99 },
      { type: 'xstate.done.actor.loadTranslations', output: { 'header.login': 'Anmelden' } },
      { type: 'xstate.error.actor.loadTranslations', error: new Error('offline') },
      { type: 'COOKIES.ACCEPT' },
      { type: 'COOKIES.DECLINE' },
    ],
    contextKey: (snapshot) => snapshot.context,
  });
  const paths = model.getShortestPaths();

  it('reaches every consent state, and a language switch in flight', () => {
    const reached = paths.map((path) => JSON.stringify(path.state.value));
    for (const consent of ['asking', 'accepted', 'declined']) expect(reached.some((value) => value.includes(consent))).toBe(true);
    expect(reached.some((value) => value.includes('"language":"loading"'))).toBe(true);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { actor, fakes } = startActor();
    await runPath(path, actor, fakes, (expected) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.context).toEqual(expected.context);
      // The translations in flight are always those of the language now chosen.
      if (snapshot.matches({ ready: { language: 'loading' } })) {
        expect(fakes.isPending('loadTranslations')).toBe(true);
        expect(fakes.lastInput('loadTranslations')).toEqual({ languageId: snapshot.context.pendingLanguageId });
      }
    });
  });

  it('keeps the spec rules on every transition of the machine', () => {
    const edges = adjacencyMapToArray(model.getAdjacencyMap());
    expect(edges.some(({ state, event }) => event.type === 'LANGUAGE.SELECT' && state.matches({ ready: { language: 'loading' } }))).toBe(true);
    for (const { state, event, nextState } of edges) {
      expect({ event, value: nextState.value, context: nextState.context }).toEqual({ event, ...expectedPreferences(state, event) });
    }
  });
});

type Sampled = EventObject & { preferences?: PreferencesInit; code?: string; id?: number; output?: Record<string, string> };

/** Spec §3, §4, §8 for preferences, written apart from the machine: what one event must leave behind. */
function expectedPreferences(state: AnyMachineSnapshot, event: Sampled) {
  const context = state.context as PreferencesContext;
  if (state.matches('starting')) {
    if (event.type !== 'PREFERENCES.INIT') return { value: state.value, context };
    const consent = event.preferences!.cookiesAccepted ? 'accepted' : 'asking';
    return { value: { ready: { currency: {}, language: 'idle', consent } }, context: { ...event.preferences, pendingLanguageId: null } };
  }
  const value = state.value as { ready: { currency: object; language: string; consent: string } };
  const ready = { ...value.ready };
  const next = { ...context };
  const offeredCurrency = context.currencies.find((currency) => currency.code === event.code);
  const offeredLanguage = context.languages.some((language) => language.id === event.id);
  if (event.type === 'CURRENCY.SELECT' && offeredCurrency) next.currency = offeredCurrency;
  // A language becomes current (and is stored) only once its translations arrived.
  if (event.type === 'LANGUAGE.SELECT' && offeredLanguage && event.id !== (context.pendingLanguageId ?? context.languageId)) {
    next.pendingLanguageId = event.id!;
    ready.language = 'loading';
  }
  if (event.type === 'xstate.done.actor.loadTranslations') {
    [next.translations, next.languageId, next.pendingLanguageId, ready.language] = [event.output!, context.pendingLanguageId!, null, 'idle'];
  }
  if (event.type === 'xstate.error.actor.loadTranslations') [next.pendingLanguageId, ready.language] = [null, 'idle'];
  if (event.type === 'COOKIES.ACCEPT') [next.cookiesAccepted, ready.consent] = [true, 'accepted'];
  if (event.type === 'COOKIES.DECLINE') ready.consent = 'declined';
  return { value: { ready }, context: next };
}

describe('preferences machine: rules', () => {
  it('changes, stores and announces an offered currency', () => {
    const { actor, actions } = startActor();
    actor.send(init());
    actor.send({ type: 'CURRENCY.SELECT', code: 'USD' });
    expect(actor.getSnapshot().context.currency).toEqual(USD);
    expect(actions.storeCurrency).toHaveBeenCalledTimes(1);
    expect(actions.announceCurrencyChange).toHaveBeenCalledTimes(1);
  });

  it('ignores a currency the list does not offer, and the current one', () => {
    const { actor, actions } = startActor();
    actor.send(init());
    actor.send({ type: 'CURRENCY.SELECT', code: 'GBP' });
    actor.send({ type: 'CURRENCY.SELECT', code: 'EUR' });
    expect(actor.getSnapshot().context.currency).toEqual(EUR);
    expect(actions.announceCurrencyChange).not.toHaveBeenCalled();
  });

  it('sets the language, loads its translations, then switches the locale', async () => {
    const { actor, fakes, actions } = startActor();
    actor.send(init());
    actor.send({ type: 'LANGUAGE.SELECT', id: 11 });
    expect(actor.getSnapshot().context.languageId).toBe(10);
    expect(actions.storeLanguage).not.toHaveBeenCalled();
    expect(fakes.started).toEqual([{ id: 'loadTranslations', input: { languageId: 11 } }]);
    const localeSwitchesBefore = actions.switchLocale.mock.calls.length;
    fakes.settle({ type: 'xstate.done.actor.loadTranslations', output: { 'header.login': 'Anmelden' } });
    await flush();
    expect(actor.getSnapshot().context.translations).toEqual({ 'header.login': 'Anmelden' });
    expect(actor.getSnapshot().context.languageId).toBe(11);
    expect(actions.storeLanguage).toHaveBeenCalledTimes(1);
    expect(actions.announceLanguageChange).toHaveBeenCalledTimes(1);
    expect(actions.switchLocale.mock.calls.length).toBe(localeSwitchesBefore + 1);
    expect(actor.getSnapshot().matches({ ready: { language: 'idle' } })).toBe(true);
  });

  it('keeps the previous language and texts silently, storing nothing, when translations fail', async () => {
    const { actor, fakes, actions } = startActor();
    actor.send(init());
    actor.send({ type: 'LANGUAGE.SELECT', id: 11 });
    fakes.settle({ type: 'xstate.error.actor.loadTranslations', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().context.translations).toEqual({ 'header.login': 'Login' });
    expect(actor.getSnapshot().context).toMatchObject({ languageId: 10, pendingLanguageId: null });
    expect(actions.storeLanguage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('asks for cookie consent until Got It, which stores the flag', () => {
    const { actor, actions } = startActor();
    actor.send(init());
    expect(actor.getSnapshot().matches({ ready: { consent: 'asking' } })).toBe(true);
    actor.send({ type: 'COOKIES.ACCEPT' });
    expect(actor.getSnapshot().matches({ ready: { consent: 'accepted' } })).toBe(true);
    expect(actions.storeCookieConsent).toHaveBeenCalledTimes(1);
  });

  it('only closes the banner on Decline, storing nothing', () => {
    const { actor, actions } = startActor();
    actor.send(init());
    actor.send({ type: 'COOKIES.DECLINE' });
    expect(actor.getSnapshot().matches({ ready: { consent: 'declined' } })).toBe(true);
    expect(actions.storeCookieConsent).not.toHaveBeenCalled();
  });

  it('keeps the consent choice while the language changes', () => {
    const { actor } = startActor();
    actor.send(init());
    actor.send({ type: 'COOKIES.DECLINE' });
    actor.send({ type: 'LANGUAGE.SELECT', id: 11 });
    actor.send({ type: 'LANGUAGE.SELECT', id: 10 });
    expect(actor.getSnapshot().matches({ ready: { consent: 'declined', language: 'loading' } })).toBe(true);
  });

  it('does not ask again once the stored flag says accepted', () => {
    const { actor } = startActor();
    actor.send(init({ cookiesAccepted: true }));
    expect(actor.getSnapshot().matches({ ready: { consent: 'accepted' } })).toBe(true);
  });
});
