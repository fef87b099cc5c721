// A page's flow as the root actor runs it: a child of a parent whose system also holds the actors it
// looks up by systemId (here fakes that record what they hear), so a test sees what the flow sends
// to `app`, `auth`, `notifier` ... without the real root.
import { createActor, createMachine, type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type InputFrom } from 'xstate';

/** Starts `logic` with `input` in a system where each of `neighbours` is found under its systemId. */
export function startInSystem<TLogic extends AnyActorLogic>(
  logic: TLogic,
  input: InputFrom<TLogic>,
  neighbours: Record<string, AnyActorLogic>,
): { flow: ActorRefFrom<TLogic>; neighbour(systemId: string): AnyActorRef; stop(): void } {
  const root = createActor(
    createMachine({
      context: ({ spawn }) => {
        const spawnNeighbour = spawn as unknown as (logic: AnyActorLogic, options: { id: string; systemId: string }) => AnyActorRef;
        for (const [systemId, neighbour] of Object.entries(neighbours)) spawnNeighbour(neighbour, { id: systemId, systemId });
        return {};
      },
      invoke: { id: 'flow', src: logic as never, input: input as never },
    }),
  ).start();
  return {
    flow: root.getSnapshot().children.flow as ActorRefFrom<TLogic>,
    neighbour: (systemId) => root.system.get(systemId) as AnyActorRef,
    stop: () => root.stop(),
  };
}
