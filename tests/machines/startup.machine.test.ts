import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { Currency, Language } from '../../machines/app.types';
import { DEFAULT_SETTINGS } from '../../machines/startup.defaults';
import { startupMachine } from '../../machines/startup.machine';
import { FakeActors, createFlowModel, describePath, flush, runPath } from './shell-flow-harness';

const EUR: Currency = { code: 'EUR', symbol: '€', rate: 1 };
const USD: Currency = { code: 'USD', symbol: '$', rate: 1.08 };
const PLN: Currency = { code: 'PLN', symbol: 'zł', rate: 4.3 };
const LANGUAGES: Language[] = [
  { id: 10, title: 'English', code: 'en' },
  { id: 11, title: 'Deutsch', code: 'de' },
];
const SETTINGS = { ...DEFAULT_SETTINGS, supportEmail: 'support@shop.test', copyright: '© Shop' };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) });

const ORDER = ['loadSocialLinks', 'readPreferences', 'loadCurrencies', 'loadLanguages', 'loadTranslations', 'checkAuth', 'loadSettings'];

const samples = [
  done('loadSocialLinks', [{ id: 1, name: 'Telegram', url: 'https://t.me/shop', icon: 'telegram' }]),
  done('readPreferences', { currencyCode: 'USD', languageId: 11, cookiesAccepted: true }),
  done('loadCurrencies', [EUR, USD, PLN]),
  done('loadLanguages', LANGUAGES),
  done('loadTranslations', { 'header.login': 'Anmelden' }),
  done('checkAuth', true),
  done('loadSettings', SETTINGS),
  ...ORDER.map(failed),
];

function startActor() {
  const fakes = new FakeActors();
  const machine = startupMachine.provide({
    actors: {
      loadSocialLinks: fakes.logic(),
      readPreferences: fakes.logic(),
      loadCurrencies: fakes.logic(),
      loadLanguages: fakes.logic(),
      loadTranslations: fakes.logic(),
      checkAuth: fakes.logic(),
      loadSettings: fakes.logic(),
    },
  });
  return { actor: createActor(machine).start(), fakes };
}

describe('startup machine: every generated path', () => {
  // The context is part of the state here, so every path's expected context is exact.
  const model = createFlowModel(startupMachine, { samples, contextKey: (snapshot) => snapshot.context });
  const paths = model.getSimplePaths();

  it('has a path through every outcome of every step', () => {
    // Each of the 7 steps succeeds or fails: 2^7 ways to reach the end.
    expect(paths.filter((path) => path.state.value === 'done')).toHaveLength(128);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { actor, fakes } = startActor();
    await runPath(path, actor, fakes, (expected: AnyMachineSnapshot) => {
      expect(actor.getSnapshot().context).toEqual(expected.context);
    });
    expect(fakes.started.map((call) => call.id)).toEqual(ORDER.slice(0, fakes.started.length));
  });
});

describe('startup machine: rules', () => {
  async function runAll(outcomes: Record<string, unknown>) {
    const { actor, fakes } = startActor();
    for (const id of ORDER) {
      expect(fakes.isPending(id)).toBe(true);
      const outcome = outcomes[id];
      fakes.settle(outcome instanceof Error ? { type: `xstate.error.actor.${id}`, error: outcome } : done(id, outcome));
      await flush();
    }
    expect(actor.getSnapshot().status).toBe('done');
    return { output: actor.getSnapshot().output!, fakes };
  }
  const happy = {
    loadSocialLinks: [],
    readPreferences: { currencyCode: 'USD', languageId: 11, cookiesAccepted: false },
    loadCurrencies: [EUR, USD],
    loadLanguages: LANGUAGES,
    loadTranslations: { a: 'b' },
    checkAuth: false,
    loadSettings: SETTINGS,
  };

  it('calls social links, cookie check, currencies, languages, auth status, settings in that order', async () => {
    const { fakes } = await runAll(happy);
    expect(fakes.started.map((call) => call.id)).toEqual(ORDER);
  });

  it('keeps the saved currency when the list offers it', async () => {
    const { output } = await runAll(happy);
    expect(output.currency).toEqual(USD);
  });

  it('falls back to the first listed currency when the saved one is gone', async () => {
    const { output } = await runAll({ ...happy, loadCurrencies: [PLN, EUR] });
    expect(output.currency).toEqual(PLN);
  });

  it('uses EUR € 1 when the currencies call fails, silently', async () => {
    const { output } = await runAll({ ...happy, loadCurrencies: new Error('down') });
    expect(output.currency).toEqual(EUR);
    expect(output.currencies).toEqual([]);
  });

  it('loads the translations of the saved language, or of English when it is not offered', async () => {
    const saved = await runAll(happy);
    expect(saved.fakes.started.find((call) => call.id === 'loadTranslations')!.input).toEqual({ languageId: 11 });
    const gone = await runAll({ ...happy, readPreferences: { ...happy.readPreferences, languageId: 99 } });
    expect(gone.fakes.started.find((call) => call.id === 'loadTranslations')!.input).toEqual({ languageId: 10 });
    expect(gone.output.languageId).toBe(10);
  });

  it('shows the shop with default settings when settings fail, and as a visitor when auth fails', async () => {
    const { output } = await runAll({ ...happy, checkAuth: new Error('down'), loadSettings: new Error('down') });
    expect(output.settings).toEqual(DEFAULT_SETTINGS);
    expect(output.isAuthenticated).toBe(false);
  });
});
