import { useActorRef, useSelector } from '@xstate/react';
import type { createAccountFormMachine } from '../../machines/account/account-form.machine';
import { useAppActorRef, useAuthRef, useStepUpRef } from '../app/app-actor';

type AccountFormMachine = ReturnType<typeof createAccountFormMachine<object>>;

/** Runs one account-form machine; it toasts and follows a save itself (root and auth actors handed in). */
export function useAccountForm(machine: AccountFormMachine) {
  const actor = useActorRef(machine, { input: { stepUp: useStepUpRef(), shell: useAppActorRef(), auth: useAuthRef() } });
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const error = useSelector(actor, (s) => s.context.error);
  const submit = (values: object) => actor.send({ type: 'SUBMIT', values });
  return { busy, error, submit };
}
