import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { createAccountFormMachine } from '../../machines/account/account-form.machine';
import { useFlow } from '../app/use-flow';

type AccountFormMachine = ReturnType<typeof createAccountFormMachine<object>>;

/**
 * One account-form flow, run by the root (`page:form:<form id>:<this form>`); it toasts and follows a
 * save itself, reaching the root, auth and step-up actors by systemId.
 */
export function useAccountForm(machine: AccountFormMachine) {
  // One id per mounted form: the same form shown twice (the trade URL on checkout and in its modal) has two flows.
  const actor = useFlow(`page:form:${machine.id}:${useId()}`, machine, undefined);
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const error = useSelector(actor, (s) => s.context.error);
  const submit = (values: object) => actor.send({ type: 'SUBMIT', values });
  return { busy, error, submit };
}
