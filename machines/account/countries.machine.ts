// The countries and phone codes a form offers (registration, personal information): spec §2 limits
// the phone selector to the countries the API returns, the first being the default; §8 says a
// failure shows 'Could not load countries.' in the form and as a toast (asked of the root actor, found
// by systemId), except where the form only logs it (`toast: false`: personal information). The root
// runs it for a form (useCountryOptions), or a flow runs it as its own child (accept offer).
import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { AppRequest } from '../app/app.requests';
import { theRoot } from '../app/flow-system';
import { graphql } from '../graphql/gql';
import type { CountryOptionsQuery } from '../graphql/graphql';
import { gql } from '../graphql-client/graphql-client';
import { isUnauthenticatedError } from '../catalogue/product-detail.errors';

export const COUNTRIES_FAILED = 'Could not load countries.';

const CountryOptionsDocument = graphql(`
  query CountryOptions { countries { id iso title } phoneCodes { iso code } }
`);

export type CountryOptions = CountryOptionsQuery;

export const loadCountryOptions = fromPromise<CountryOptions>(async () => gql(CountryOptionsDocument, {}));

export type CountriesContext = CountryOptions & { error: string | null; toast: boolean };

export const countriesMachine = setup({
  types: {
    context: {} as CountriesContext,
    input: {} as { toast: boolean },
  },
  actors: { loadCountryOptions },
  guards: { isUnauthenticated: (_, error: unknown) => isUnauthenticatedError(error), toasts: ({ context }) => context.toast },
  actions: {
    keep: assign((_, options: CountryOptions) => ({ ...options, error: null })),
    fail: assign({ error: COUNTRIES_FAILED }),
    announceFailure: sendTo(theRoot, { type: 'NOTIFY', tone: 'error', message: COUNTRIES_FAILED } satisfies AppRequest),
    logFailure: () => console.warn(COUNTRIES_FAILED),
  },
}).createMachine({
  id: 'countries',
  context: ({ input }) => ({ countries: [], phoneCodes: [], error: null, toast: input.toast }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCountryOptions',
        onDone: { target: 'loaded', actions: { type: 'keep', params: ({ event }) => event.output } },
        onError: [
          // A 401 reaches the auth actor through the client's hook; the sign-in opens from there.
          { guard: { type: 'isUnauthenticated', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'failed', actions: 'fail' },
          { guard: 'toasts', target: 'failed', actions: ['fail', 'announceFailure'] },
          { target: 'failed', actions: ['fail', 'logFailure'] },
        ],
      },
    },
    loaded: {},
    failed: {},
  },
});

/** Phone countries in the API's order, each with its dialling code; the first is the default. */
export function phoneCountries(options: CountryOptions): { iso: string; label: string }[] {
  const titles = new Map(options.countries.map((country) => [country.iso, country.title]));
  return options.phoneCodes.map(({ iso, code }) => ({ iso, label: `${titles.get(iso) ?? iso} (${code})` }));
}
