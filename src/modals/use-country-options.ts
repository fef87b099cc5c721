import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { countriesMachine, phoneCountries } from '../../machines/countries.machine';

/** Countries and phone countries for a form, loaded when the form opens; a failure is toasted too. */
export function useCountryOptions() {
  const actor = useActorRef(countriesMachine);
  useEffect(() => {
    const subscription = actor.on('failed', (event) => notifications.show({ color: 'red', message: event.message }));
    return () => subscription.unsubscribe();
  }, [actor]);
  const context = useSelector(actor, (s) => s.context);
  return {
    countries: context.countries.map((country) => ({ value: String(country.id), label: country.title })),
    phoneCountries: phoneCountries(context).map(({ iso, label }) => ({ value: iso, label })),
    error: context.error,
  };
}
