import { useSelector } from '@xstate/react';
import { countriesMachine, phoneCountries, type CountriesContext } from '../../machines/account/countries.machine';
import type { FlowId } from '../../machines/app/flow-system';
import { useFlow } from '../app/use-flow';

/**
 * Countries and phone countries for a form, loaded when the form opens by a flow the root runs under
 * `id`. Spec §8: a failure is shown in the form and toasted, except in the personal-information
 * modal, which only logs it.
 */
export function useCountryOptions(id: FlowId, { toast = true }: { toast?: boolean } = {}) {
  const actor = useFlow(id, countriesMachine, { toast });
  return countryOptionsOf(useSelector(actor, (s) => s.context));
}

/** A select's options of what a countries flow loaded (the form's own, or a flow's child's). */
export function countryOptionsOf(context: Omit<CountriesContext, 'toast'>) {
  const phoneOptions = phoneCountries(context).map(({ iso, label }) => ({ value: iso, label }));
  return {
    countries: context.countries.map((country) => ({ value: String(country.id), label: country.title })),
    phoneCountries: phoneOptions,
    /** Spec §2: the phone country the customer chose, else the first one the API supports. */
    phoneCountryOr: (chosen: string) => chosen || phoneOptions[0]?.value || '',
    error: context.error,
  };
}
