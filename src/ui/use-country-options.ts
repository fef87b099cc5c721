import { useActorRef, useSelector } from '@xstate/react';
import { countriesMachine, phoneCountries } from '../../machines/account/countries.machine';
import { useAppActorRef } from '../app/app-actor';

/**
 * Countries and phone countries for a form, loaded when the form opens. Spec §8: a failure is shown
 * in the form and toasted, except in the personal-information modal, which only logs it.
 */
export function useCountryOptions({ toast = true }: { toast?: boolean } = {}) {
  const actor = useActorRef(countriesMachine, { input: { shell: useAppActorRef(), toast } });
  const context = useSelector(actor, (s) => s.context);
  const phoneOptions = phoneCountries(context).map(({ iso, label }) => ({ value: iso, label }));
  return {
    countries: context.countries.map((country) => ({ value: String(country.id), label: country.title })),
    phoneCountries: phoneOptions,
    /** Spec §2: the phone country the customer chose, else the first one the API supports. */
    phoneCountryOr: (chosen: string) => chosen || phoneOptions[0]?.value || '',
    error: context.error,
  };
}
