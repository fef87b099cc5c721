// Spec §8: countries that fail to load are said in the form and toasted, except in personal
// information, which only logs it; a 401 is left to the auth actor (no toast). The flow runs as a form
// runs it (useCountryOptions): spawned by the real root (FLOW.OPEN), whose notifier shows the toast.
import { createTestModel } from '@xstate/graph';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMachine, type AnyActorRef } from 'xstate';
import { COUNTRIES_FAILED, countriesMachine, type CountryOptions } from '../../machines/account/countries.machine';
import { controllableActor, flush } from './catalogue-fakes';
import { startedRoot } from './real-root';

const ID = 'modal:register:countries';
const LOADED: CountryOptions = { countries: [{ id: 12, iso: 'DE', title: 'Germany' }], phoneCodes: [{ iso: 'DE', code: '+49' }] };

// A form that toasts (registration) or only logs (personal information), and what its countries do.
const model = createMachine({
  id: 'countriesInRoot',
  initial: 'none',
  states: {
    none: { on: { OPEN_TOASTING: 'loading', OPEN_LOGGING: 'loadingQuietly' } },
    loading: { on: { LOADED: 'loaded', FAILED: 'failedToasted', SIGNED_OUT: 'failedQuietly', LEAVE: 'gone' } },
    loadingQuietly: { on: { FAILED: 'failedLogged' } },
    loaded: { on: { LEAVE: 'gone' } },
    failedToasted: {},
    failedQuietly: {},
    failedLogged: {},
    gone: {},
  },
});

describe('countries machine in the root (model-based)', () => {
  afterEach(() => vi.restoreAllMocks());

  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const root = await startedRoot();
      const load = controllableActor<CountryOptions, unknown>();
      const open = (toast: boolean) => root.open(ID, countriesMachine.provide({ actors: { loadCountryOptions: load.logic as never } }), { toast });
      const context = () => (root.flow(ID) as AnyActorRef).getSnapshot().context;
      const settle = (how: (call: typeof load.last) => void) => async () => {
        how(load.last);
        await flush();
      };
      await path.test({
        states: {
          none: () => expect(root.flow(ID)).toBeUndefined(),
          loading: () => expect(context()).toMatchObject({ countries: [], error: null }),
          loadingQuietly: () => expect(context()).toMatchObject({ countries: [], error: null }),
          loaded: () => {
            expect(context()).toMatchObject({ error: null, countries: [{ iso: 'DE' }] });
            expect(root.toasts()).toEqual([]);
          },
          failedToasted: () => {
            expect(context().error).toBe(COUNTRIES_FAILED);
            expect(root.toasts()).toEqual([`error: ${COUNTRIES_FAILED}`]);
          },
          failedQuietly: () => {
            expect(context().error).toBe(COUNTRIES_FAILED);
            expect(root.toasts()).toEqual([]);
          },
          failedLogged: () => {
            expect(context().error).toBe(COUNTRIES_FAILED);
            expect(root.toasts()).toEqual([]);
            expect(warn).toHaveBeenCalledWith(COUNTRIES_FAILED);
          },
          gone: () => expect(root.flow(ID)).toBeUndefined(),
        },
        events: {
          OPEN_TOASTING: () => open(true),
          OPEN_LOGGING: () => open(false),
          LOADED: settle((call) => call.resolve(LOADED)),
          FAILED: settle((call) => call.reject(new TypeError('fetch failed'))),
          SIGNED_OUT: settle((call) => call.reject(Object.assign(new Error('401'), { response: { status: 401 } }))),
          LEAVE: () => root.close(ID),
        },
      });
    });
  }
});
