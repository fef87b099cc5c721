import { createActor, type Actor, type ActorOptions } from 'xstate';
import type { appMachine } from '../../machines/app/app.machine';
import { ROOT_SYSTEM_ID } from '../../machines/app/flow-system';

export type AppActor = Actor<typeof appMachine>;

/** `VITE_INSPECT=1` at build time or `?inspect` in the URL connects the Stately inspector. */
export function wantsInspector(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  return import.meta.env.VITE_INSPECT === '1' || new URLSearchParams(search).has('inspect');
}

export const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Creates and starts the root actor. The machines' code is two chunks (vite.config.ts, issue 46): the
 * browser runs each chunk's modules in a task of its own, the account's machines (auth, which the root
 * spawns) first, then the root's with its other children; the actor starts in the task after that. Each
 * is long on a phone (its first run compiles XState's code as it goes), and apart the browser can answer
 * a tap between them. The inspector is loaded only when asked for.
 */
export async function startAppActor(): Promise<AppActor> {
  await import('../../machines/auth/auth.machine');
  await nextTask();
  const { appMachine } = await import('../../machines/app/app.machine');
  await nextTask();
  let inspect: ActorOptions<typeof appMachine>['inspect'] = undefined;
  if (wantsInspector()) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspect = createBrowserInspector().inspect;
  }
  // Creating the actor (every child's first state) and starting it (the start-up's answer applied,
  // already here) each take some 25 ms at Lighthouse's 4x: in one task they were one long task.
  const actor = createActor(appMachine, { inspect, systemId: ROOT_SYSTEM_ID });
  await nextTask();
  return actor.start();
}
