import { fromCallback, type AnyActorRef, type EventObject } from 'xstate';
import type { AccountChangeKind } from '../../contract/account-changes';
import type { AccountChangesRef } from './account-changes.machine';

/** What a flow listening to the account hears. */
export type AccountEvent = { type: 'ACCOUNT.CHANGED'; id: string } | { type: 'ACCOUNT.STREAM'; up: boolean };

export interface ListenInput {
  /**
   * The root actor, for a flow outside its system: its system holds `accountChanges` (none: the
   * stream counts as down). A flow the root spawned finds it in its own system and passes none.
   */
  shell?: AnyActorRef | null;
  kind: AccountChangeKind;
  /** Only this entity's changes (the order on the page); all of `kind` when absent. */
  id?: string;
}

/**
 * For a page's flow: the account's changes of one kind as ACCOUNT.CHANGED, and at once and on each
 * change whether the stream is up, as ACCOUNT.STREAM (the flow polls only while it is down).
 */
export const listenToAccount = fromCallback<EventObject, ListenInput>(({ input, system, sendBack }) => {
  const changes = (input.shell === undefined ? system : input.shell?.system)?.get('accountChanges') as AccountChangesRef | undefined;
  if (!changes) {
    sendBack({ type: 'ACCOUNT.STREAM', up: false } satisfies AccountEvent);
    return;
  }
  sendBack({ type: 'ACCOUNT.STREAM', up: changes.getSnapshot().matches({ signedIn: { streaming: 'up' } }) } satisfies AccountEvent);
  const changed = changes.on('account.changed', (event) => {
    if (event.kind === input.kind && (input.id === undefined || event.id === input.id)) sendBack({ type: 'ACCOUNT.CHANGED', id: event.id } satisfies AccountEvent);
  });
  const stream = changes.on('account.stream', (event) => sendBack({ type: 'ACCOUNT.STREAM', up: event.up } satisfies AccountEvent));
  return () => {
    changed.unsubscribe();
    stream.unsubscribe();
  };
});
