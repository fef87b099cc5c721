// The root actor's system (DESIGN: machines): the long-lived children every flow may reach by
// systemId, and the ids under which the root spawns the open page's flow and an open modal's flow
// (FLOW.OPEN / FLOW.CLOSE in app.machine.ts). A flow looks its neighbours up with `system.get`
// instead of being handed the root as an untyped input.
import { fromCallback, type AnyActorLogic, type ActorRef, type ActorSystem, type AnyActorRef, type AnyEventObject, type EventObject, type Snapshot } from 'xstate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any system: its children are looked up by id
type AnyActorSystem = ActorSystem<any>;
import { DEFAULT_TOAST_MS, type AppRequest } from './app.requests';

/** The root actor's own systemId (src/app/create-app-actor.ts creates it so). */
export const ROOT_SYSTEM_ID = 'app';

/** A page's flow or a modal's flow, as the root holds it: `page:order`, `modal:sell-skin`. */
export type FlowId = `page:${string}` | `modal:${string}`;

/** What a component asks of the root: spawn this flow (once) under its id, and stop it. */
export type FlowEvent =
  | { type: 'FLOW.OPEN'; id: FlowId; logic: AnyActorLogic; input: unknown }
  | { type: 'FLOW.CLOSE'; id: FlowId };

/** A toast, straight to the notifier (spec §9: the global timeout unless the flow names one). */
export function notifyIn(system: AnyActorSystem, { tone, message, durationMs }: Omit<AppRequest, 'type'>): void {
  system.get('notifier')?.send({ type: 'NOTIFY', tone, message, durationMs: durationMs ?? DEFAULT_TOAST_MS });
}

/** The root actor as a flow's `sendTo` target: toasts (NOTIFY), modals, SIGN_IN.REQUIRED. */
export const theRoot = ({ system }: { system: AnyActorSystem }) => system.get(ROOT_SYSTEM_ID) as ActorRef<Snapshot<unknown>, AnyEventObject>;

/** The root actor, for what only it does (modals, SIGN_IN.REQUIRED); absent outside the root's system. */
export function rootOf(system: AnyActorSystem): AnyActorRef | undefined {
  return system.get(ROOT_SYSTEM_ID);
}

interface PreferencesSnapshot {
  context: { currency: { code: string }; languageId: number };
}

/**
 * For a flow shown in a currency: CURRENCY.CHANGED with the new code each time the customer's
 * currency (the `preferences` actor) differs from the one the flow last heard of (at first, its input's);
 * `{ code }` instead of the bare code for a flow whose event carries the currency (`asObject`).
 */
export const followCurrency = fromCallback<EventObject, { currency: string; asObject?: boolean }>(({ input, system, sendBack }) => {
  const preferences = system.get('preferences') as AnyActorRef | undefined;
  if (!preferences) return;
  let shown = input.currency;
  const hear = (snapshot: PreferencesSnapshot) => {
    const code = snapshot.context.currency.code;
    if (code === shown) return;
    shown = code;
    sendBack({ type: 'CURRENCY.CHANGED', currency: input.asObject ? { code } : code });
  };
  hear(preferences.getSnapshot() as PreferencesSnapshot);
  const subscription = preferences.subscribe((snapshot) => hear(snapshot as PreferencesSnapshot));
  return () => subscription.unsubscribe();
});

/** For a flow shown in a language: LANGUAGE.CHANGED with the new id each time the customer's language changes. */
export const followLanguage = fromCallback<EventObject, { langId: number }>(({ input, system, sendBack }) => {
  const preferences = system.get('preferences') as AnyActorRef | undefined;
  if (!preferences) return;
  let shown = input.langId;
  const hear = (snapshot: PreferencesSnapshot) => {
    const { languageId } = snapshot.context;
    if (languageId === shown) return;
    shown = languageId;
    sendBack({ type: 'LANGUAGE.CHANGED', langId: languageId });
  };
  hear(preferences.getSnapshot() as PreferencesSnapshot);
  const subscription = preferences.subscribe((snapshot) => hear(snapshot as PreferencesSnapshot));
  return () => subscription.unsubscribe();
});
