import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { createAccountFormMachine, FormEmitted } from '../../machines/account-form.machine';
import { useStepUpRef } from '../app/app-actor';

type AccountFormMachine = ReturnType<typeof createAccountFormMachine<object>>;

/** Runs one account-form machine: toasts what it reports and hands `saved` to the caller. */
export function useAccountForm(machine: AccountFormMachine, onSaved: (data: unknown) => void) {
  const actor = useActorRef(machine, { input: { stepUp: useStepUpRef() } });
  useEffect(() => {
    const subscription = actor.on('*', (emitted: FormEmitted) => {
      if (emitted.type === 'notify') notifications.show({ color: 'green', message: emitted.message });
      else if (emitted.type === 'failed') emitted.messages.forEach((message) => notifications.show({ color: 'red', message }));
      else onSaved(emitted.data);
    });
    return () => subscription.unsubscribe();
  }, [actor, onSaved]);
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const error = useSelector(actor, (s) => s.context.error);
  const submit = (values: object) => actor.send({ type: 'SUBMIT', values });
  return { busy, error, submit };
}
