import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { Currency, Language } from '../../machines/app/app.types';
import type { StartupResponse } from '../../machines/app/startup.actors';
import { DEFAULT_SETTINGS } from '../../machines/app/startup.defaults';
import { startupMachine, type StartupResult } from '../../machines/app/startup.machine';
import { FakeActors, createFlowModel, describePath, flush, runPath } from './shell-flow-harness';

const EUR: Currency = { code: 'EUR', symbol: '€', rate: 1 };
const USD: Currency = { code: 'USD', symbol: '$', rate: 1.08 };
const PLN: Currency = { code: 'PLN', symbol: 'zł', rate: 4.3 };
const LANGUAGES: Language[] = [
  { id: 10, title: 'English', code: 'en' },
  { id: 11, title: 'Deutsch', code: 'de' },
];
const SETTINGS = { ...DEFAULT_SETTINGS, supportEmail: 'support@shop.test', copyright: '© Shop' };
const SOCIAL = [{ id: 1, name: 'Telegram', url: 'https://t.me/shop', icon: 'telegram' }];
const GERMAN = { 'header.login': 'Anmelden' };
const ENGLISH = { 'header.login': 'Log in' };

/** Spec §4 start-up order, as the machine applies the one operation's answer. */
const ORDER = ['socialLinks', 'cookieCheck', 'currencies', 'languages', 'translations', 'auth', 'settings', 'done'];

const PARTS = ['socialLinks', 'currencies', 'languages', 'translations', 'isAuthenticated', 'settings'] as const;
const FULL = { socialLinks: SOCIAL, currencies: [EUR, USD, PLN], languages: LANGUAGES, translations: GERMAN, isAuthenticated: true, settings: SETTINGS };

/** An answer with the parts whose bit is set in `mask`, for a visitor who saved `languageId`. */
function response(mask: number, languageId: number | null): StartupResponse {
  const answer: StartupResponse = {
    stored: { currencyCode: 'USD', languageId, cookiesAccepted: true },
    translationsLanguageId: languageId ?? 10,
  };
  PARTS.forEach((part, bit) => {
    if (mask & (1 << bit)) Object.assign(answer, { [part]: FULL[part] });
  });
  return answer;
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) });

// Every mix of loaded and failed parts, for a saved language that is offered and one that is gone.
const answers = [...Array.from({ length: 64 }, (_, mask) => response(mask, 11)), ...Array.from({ length: 64 }, (_, mask) => response(mask, 99))];
const samples = [...answers.map((answer) => done('loadStartup', answer)), failed('loadStartup'), done('loadTranslations', ENGLISH), failed('loadTranslations')];

/** The rules of spec §4 and §9, written apart from the machine: what start-up must end with. */
function expected(answer: StartupResponse | null, otherTranslations: Record<string, string> | null): StartupResult {
  const stored = answer?.stored ?? { currencyCode: null, languageId: null, cookiesAccepted: false };
  const currencies = answer?.currencies ?? [];
  const currency = currencies.find((c) => c.code === stored.currencyCode) ?? currencies[0] ?? EUR;
  const languages = answer?.languages ?? [];
  const offered = (id: number) => languages.length === 0 || languages.some((language) => language.id === id);
  const languageId = stored.languageId !== null && offered(stored.languageId) ? stored.languageId : offered(10) ? 10 : languages[0]!.id;
  const asked = answer?.translationsLanguageId ?? 10;
  return {
    socialLinks: answer?.socialLinks ?? [],
    stored,
    currencies,
    currency,
    languages,
    languageId,
    translations: languageId === asked ? (answer?.translations ?? {}) : (otherTranslations ?? {}),
    isAuthenticated: answer?.isAuthenticated ?? false,
    settings: answer?.settings ?? DEFAULT_SETTINGS,
  };
}

function startActor() {
  const fakes = new FakeActors();
  const machine = startupMachine.provide({ actors: { loadStartup: fakes.logic(), loadTranslations: fakes.logic() } });
  const visited: string[] = [];
  const actor = createActor(machine, {
    inspect: (event) => {
      if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
      const value = (event.snapshot as AnyMachineSnapshot).value;
      if (typeof value === 'string' && visited.at(-1) !== value) visited.push(value);
    },
  });
  return { actor: actor.start(), fakes, visited };
}

describe('startup machine: every generated path', () => {
  const model = createFlowModel(startupMachine, { samples, contextKey: (snapshot) => snapshot.context });
  const paths = model.getSimplePaths();

  it('has a path through every answer, and both outcomes of the second translations call', () => {
    // 128 answers + the failed operation; the 32 answers that bring languages without the saved one
    // (99) need the chosen language's translations, which load or fail.
    expect(paths.filter((path) => path.state.value === 'done')).toHaveLength(128 + 1 + 32);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { actor, fakes, visited } = startActor();
    await runPath(path, actor, fakes);
    if (actor.getSnapshot().status !== 'done') return;
    const steps = path.steps.map((step) => step.event as { type: string; output?: unknown });
    const answer = (steps.find((step) => step.type === 'xstate.done.actor.loadStartup')?.output as StartupResponse) ?? null;
    const other = (steps.find((step) => step.type === 'xstate.done.actor.loadTranslations')?.output as Record<string, string>) ?? null;
    expect(actor.getSnapshot().output).toEqual(expected(answer, other));
    expect(visited.filter((value) => value !== 'loading' && value !== 'otherTranslations')).toEqual(ORDER);
    expect(fakes.started.map((call) => call.id)).toEqual(['loadStartup', ...(visited.includes('otherTranslations') ? ['loadTranslations'] : [])]);
  });
});

describe('startup machine: rules', () => {
  async function run(answer: StartupResponse | Error, second?: Record<string, string> | Error) {
    const { actor, fakes, visited } = startActor();
    expect(fakes.started.map((call) => call.id)).toEqual(['loadStartup']);
    fakes.settle(answer instanceof Error ? { type: 'xstate.error.actor.loadStartup', error: answer } : done('loadStartup', answer));
    await flush();
    if (second !== undefined) {
      fakes.settle(second instanceof Error ? { type: 'xstate.error.actor.loadTranslations', error: second } : done('loadTranslations', second));
      await flush();
    }
    expect(actor.getSnapshot().status).toBe('done');
    return { output: actor.getSnapshot().output!, fakes, visited };
  }
  const happy = response(63, 11);

  it('asks once, then applies social links, cookie check, currencies, languages, auth status, settings in that order', async () => {
    const { fakes, visited } = await run(happy);
    expect(fakes.started.map((call) => call.id)).toEqual(['loadStartup']);
    expect(visited).toEqual(['loading', ...ORDER]);
  });

  it('keeps the saved currency when the list offers it', async () => {
    const { output } = await run(happy);
    expect(output.currency).toEqual(USD);
  });

  it('falls back to the first listed currency when the saved one is gone', async () => {
    const { output } = await run({ ...happy, currencies: [PLN, EUR] });
    expect(output.currency).toEqual(PLN);
  });

  it('uses EUR € 1 when the currencies part fails, silently', async () => {
    const { output } = await run({ ...happy, currencies: undefined });
    expect(output.currency).toEqual(EUR);
    expect(output.currencies).toEqual([]);
  });

  it('uses the saved language with the translations that came with the answer', async () => {
    const { output } = await run(happy);
    expect(output.languageId).toBe(11);
    expect(output.translations).toEqual(GERMAN);
  });

  it('loads English translations when the saved language is no longer offered', async () => {
    const { output, fakes } = await run(response(63, 99), ENGLISH);
    expect(fakes.lastInput('loadTranslations')).toEqual({ languageId: 10 });
    expect(output.languageId).toBe(10);
    expect(output.translations).toEqual(ENGLISH);
  });

  it('shows the shop untranslated when those English translations fail', async () => {
    const { output } = await run(response(63, 99), new Error('down'));
    expect(output.languageId).toBe(10);
    expect(output.translations).toEqual({});
  });

  it('shows the shop with default settings when settings fail, and as a visitor when auth fails', async () => {
    const { output } = await run({ ...happy, isAuthenticated: undefined, settings: undefined });
    expect(output.settings).toEqual(DEFAULT_SETTINGS);
    expect(output.isAuthenticated).toBe(false);
  });

  it('shows the shop with every default when the operation fails as a whole', async () => {
    const { output, visited } = await run(new Error('network down'));
    expect(output).toEqual(expected(null, null));
    expect(visited).toEqual(['loading', ...ORDER]);
  });
});
