// Spec §8: countries that fail to load are said in the form and toasted, except in personal
// information, which only logs it; a 401 is left to the auth actor (no toast).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COUNTRIES_FAILED, countriesMachine, type CountryOptions } from '../../machines/account/countries.machine';
import { controllableActor, flush, listeningActor } from './catalogue-fakes';

function start(toast: boolean) {
  const load = controllableActor<CountryOptions, unknown>();
  const { ref: shell, heard: toShell } = listeningActor();
  const actor = createActor(countriesMachine.provide({ actors: { loadCountryOptions: load.logic as never } }), { input: { shell, toast } }).start();
  return { actor, load, toShell };
}

describe('countries machine', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps what loads', async () => {
    const { actor, load, toShell } = start(true);
    load.last.resolve({ countries: [{ id: 12, iso: 'DE', title: 'Germany' }], phoneCodes: [{ iso: 'DE', code: '+49' }] });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: null, countries: [{ iso: 'DE' }] });
    expect(toShell).toEqual([]);
  });

  it('a failure is in the form and toasted', async () => {
    const { actor, load, toShell } = start(true);
    load.last.reject(new TypeError('fetch failed'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe(COUNTRIES_FAILED);
    expect(toShell).toEqual([{ type: 'NOTIFY', tone: 'error', message: COUNTRIES_FAILED }]);
  });

  it('in personal information a failure is in the form and only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, load, toShell } = start(false);
    load.last.reject(new TypeError('fetch failed'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe(COUNTRIES_FAILED);
    expect(toShell).toEqual([]);
    expect(warn).toHaveBeenCalledWith(COUNTRIES_FAILED);
  });

  it('a 401 is left to the sign-in: no toast', async () => {
    const { actor, load, toShell } = start(true);
    load.last.reject(Object.assign(new Error('401'), { response: { status: 401 } }));
    await flush();
    expect(actor.getSnapshot().context.error).toBe(COUNTRIES_FAILED);
    expect(toShell).toEqual([]);
  });
});
