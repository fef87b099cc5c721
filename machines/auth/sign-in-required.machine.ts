// A page only a signed-in customer sees (spec §2: the profile; the order page): while the root
// spawns it for that page (systemId 'page:sign-in-required'), it follows the session in `auth`
// itself, and each time it turns out (or becomes) a visitor's it asks the root for SIGN_IN.REQUIRED
// (home, with the login open). No component relays the session.
import { fromCallback, sendTo, setup, type AnyActorRef, type EventObject } from 'xstate';
import { ROOT_SYSTEM_ID } from '../app/flow-system';

export type SessionEvent = { type: 'SESSION.CHECKING' } | { type: 'SESSION.VISITOR' } | { type: 'SESSION.CUSTOMER' };

interface AuthSnapshot {
  matches(state: unknown): boolean;
}

/** The session as the auth actor (systemId 'auth') holds it: checking, a visitor's or a customer's; each change once. */
export const watchSession = fromCallback<EventObject>(({ system, sendBack }) => {
  const auth = system.get('auth') as AnyActorRef | undefined;
  if (!auth) return;
  let last: SessionEvent['type'] | null = null;
  const hear = (snapshot: AuthSnapshot) => {
    const now: SessionEvent['type'] = snapshot.matches({ session: 'checking' })
      ? 'SESSION.CHECKING'
      : snapshot.matches({ session: 'authenticated' })
        ? 'SESSION.CUSTOMER'
        : 'SESSION.VISITOR';
    if (now === last) return;
    last = now;
    sendBack({ type: now } satisfies SessionEvent);
  };
  hear(auth.getSnapshot() as AuthSnapshot);
  const subscription = auth.subscribe((snapshot) => hear(snapshot as AuthSnapshot));
  return () => subscription.unsubscribe();
});

export const signInRequiredMachine = setup({
  types: { events: {} as SessionEvent },
  actors: { watchSession },
  actions: {
    requireSignIn: sendTo(({ system }) => system.get(ROOT_SYSTEM_ID), { type: 'SIGN_IN.REQUIRED' }),
  },
}).createMachine({
  id: 'signInRequired',
  invoke: { src: 'watchSession' },
  initial: 'checking',
  on: {
    'SESSION.CHECKING': '.checking',
    'SESSION.VISITOR': '.visitor',
    'SESSION.CUSTOMER': '.customer',
  },
  states: {
    checking: {},
    visitor: { entry: 'requireSignIn' },
    customer: {},
  },
});
