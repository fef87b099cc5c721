import { createActor, type Actor, type ActorOptions } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';

export type AppActor = Actor<typeof appMachine>;

/** `VITE_INSPECT=1` at build time or `?inspect` in the URL connects the Stately inspector. */
export function wantsInspector(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  return import.meta.env.VITE_INSPECT === '1' || new URLSearchParams(search).has('inspect');
}

/** Creates and starts the root actor; the inspector is loaded only when asked for. */
export async function startAppActor(): Promise<AppActor> {
  let inspect: ActorOptions<typeof appMachine>['inspect'] = undefined;
  if (wantsInspector()) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspect = createBrowserInspector().inspect;
  }
  return createActor(appMachine, { inspect }).start();
}
