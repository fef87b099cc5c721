import { useSelector } from '@xstate/react';
import { createContext, use, useEffect, type ReactNode } from 'react';
import { createActor, type Actor } from 'xstate';
import { createAdminGql } from '../../machines/admin/admin-client';
import { consoleMachine, type InviteRef, type ScreenRef, type SessionRef } from '../../machines/admin/console.machine';
import type { ScreenLoad } from '../../machines/admin/screen.machine';

export type ConsoleActor = Actor<typeof consoleMachine>;

/** The console's one root actor; `?inspect` in the URL would be the place for an inspector. */
export function startConsoleActor(): ConsoleActor {
  return createActor(consoleMachine, { input: { gql: createAdminGql() } }).start();
}

const ConsoleContext = createContext<ConsoleActor | null>(null);

export function ConsoleProvider({ actor, children }: { actor: ConsoleActor; children: ReactNode }) {
  return <ConsoleContext value={actor}>{children}</ConsoleContext>;
}

export function useConsole(): ConsoleActor {
  const actor = use(ConsoleContext);
  if (!actor) throw new Error('useConsole outside ConsoleProvider');
  return actor;
}

export function useSessionRef(): SessionRef {
  return useConsole().system.get('session') as SessionRef;
}

/** The session's state and the member's permissions. */
export function useSession() {
  const session = useSessionRef();
  return useSelector(session, (snapshot) => snapshot);
}

export function useCan(): (permission: string) => boolean {
  const permissions = useSelector(useSessionRef(), (snapshot) => snapshot.context.me?.permissions ?? []);
  return (permission) => permissions.includes(permission);
}

/** Opens the flow of the page at `key` (reading `load`) in the root actor, and answers it once it runs; null `load` opens none. */
export function useScreen(key: string, load: ScreenLoad | null, refreshMs?: number): ScreenRef | null {
  const actor = useConsole();
  useEffect(() => {
    if (load) actor.send({ type: 'SCREEN.OPEN', key, load, refreshMs });
    // The key names the page and what it reads; a new `load` object with the same key is the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);
  return useSelector(actor, (snapshot) => (load && snapshot.context.screenKey === key ? (snapshot.context.screen as ScreenRef) : null));
}

export function useInviteFlow(token: string): InviteRef | null {
  const actor = useConsole();
  const key = `invite:${token}`;
  useEffect(() => actor.send({ type: 'INVITE.OPEN', key, token }), [actor, key, token]);
  return useSelector(actor, (snapshot) => (snapshot.context.screenKey === key ? (snapshot.context.screen as InviteRef) : null));
}
