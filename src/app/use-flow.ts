// A page's or a modal's flow, run by the root actor in its system (DESIGN: machines): the page asks
// the root to spawn it under its systemId when it mounts and to stop it when it leaves, and reads it
// from the root's children. Components never create a running flow themselves.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { createActor, type ActorRefFrom, type AnyActorLogic, type InputFrom } from 'xstate';
import type { FlowId } from '../../machines/app/flow-system';
import { useAppActorRef } from './app-actor';

/**
 * The flow under `id` in the root's system: spawned there (with `input`) while the calling component
 * is mounted, and again when `key` changes (another order, another product). Before the root has
 * spawned it (the first render, and the server's render, which runs no effect) the component reads
 * the flow's initial snapshot from an actor that is never started, as the flow's first state.
 */
export function useFlow<TLogic extends AnyActorLogic>(id: FlowId, logic: TLogic, input: InputFrom<TLogic>, key = ''): ActorRefFrom<TLogic> {
  const app = useAppActorRef();
  const live = useSelector(app, (snapshot) => (snapshot.children as Record<string, unknown>)[id]) as ActorRefFrom<TLogic> | undefined;
  const latestInput = useRef(input);
  latestInput.current = input;
  const [firstState] = useState(() => createActor(logic, { input }) as ActorRefFrom<TLogic>);
  useEffect(() => {
    app.send({ type: 'FLOW.OPEN', id, logic, input: latestInput.current });
    return () => app.send({ type: 'FLOW.CLOSE', id });
  }, [app, id, logic, key]);
  return live ?? firstState;
}
