// A page's or a modal's flow, run by the root actor in its system (DESIGN: machines): the page asks
// the root to spawn it under its systemId when it mounts and to stop it when it leaves, and reads it
// from the root's children. Components never create a running flow themselves.
import { startTransition, useEffect, useRef, useState } from 'react';
import { createActor, type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type InputFrom } from 'xstate';
import type { FlowId } from '../../machines/app/flow-system';
import type { AppActor } from './create-app-actor';
import { useAppActorRef } from './app-actor';

const flowIn = (app: AppActor, id: FlowId) => (app.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];

export interface FlowOptions {
  /** Another value spawns the flow anew (another order, another product). */
  key?: string;
  /** False: not spawned yet (a product card's add-to-cart flow waits for the first click). */
  open?: boolean;
}

/**
 * The flow under `id` in the root's system: spawned there (with `input`) while the calling component
 * is mounted and `open`, and again when `key` changes. Before the root has
 * spawned it (the first render, and the server's render, which runs no effect) the component reads
 * the flow's initial snapshot from an actor that is never started, as the flow's first state; an
 * event sent to that one meanwhile goes on to the flow once the root runs it.
 *
 * The component renders with the root's flow in a transition, which React splits into short tasks:
 * taken at once (as a store's update is), the whole page rendered again in one task, over a second on a
 * phone right after the server's page was hydrated (issue 46).
 */
export function useFlow<TLogic extends AnyActorLogic>(id: FlowId, logic: TLogic, input: InputFrom<TLogic>, { key = '', open = true }: FlowOptions = {}): ActorRefFrom<TLogic> {
  const app = useAppActorRef();
  const latestInput = useRef(input);
  latestInput.current = input;
  const [firstState] = useState(() => standIn(app, id, createActor(logic, { input })));
  const [live, setLive] = useState(() => flowIn(app, id));
  useEffect(() => {
    let shown = flowIn(app, id);
    const follow = () => {
      const flow = flowIn(app, id);
      if (flow === shown) return;
      shown = flow;
      startTransition(() => setLive(flow));
    };
    follow();
    const subscription = app.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [app, id]);
  useEffect(() => {
    if (!open) return;
    app.send({ type: 'FLOW.OPEN', id, logic, input: latestInput.current });
    return () => app.send({ type: 'FLOW.CLOSE', id });
  }, [app, id, logic, key, open]);
  return (live ?? firstState) as ActorRefFrom<TLogic>;
}

/** The never-started first state, whose events go on to the root's flow (dropped if there is none). */
function standIn<T extends AnyActorRef>(app: AppActor, id: FlowId, firstState: T): T {
  firstState.send = (event) => flowIn(app, id)?.send(event);
  return firstState;
}
