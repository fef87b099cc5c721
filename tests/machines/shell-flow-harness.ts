// Model-based testing for flow machines that invoke actors. @xstate/graph's createTestModel refuses
// machines with invocations, so this builds the same TestModel without that check, samples the
// actors' done/error events, and drives a real actor along each generated path: plain events are
// sent, done/error events settle the fake actor the machine is waiting on. After every step the
// real actor must be in the state the model predicted.
// The model is the machine itself, so a path only proves that the real actor, run with fake actors,
// walks the machine's own graph. Whether that graph keeps the spec is for each test to check against
// rules written apart from the machine (see app-shell.oracle.ts and the preferences rules).
import { TestModel } from '@xstate/graph';
import { expect } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';

type Sample = EventObject & Record<string, unknown>;

export interface FlowModelOptions {
  /** Sample events by type; a type without samples is sent bare. */
  samples: Sample[];
  /** Extra context that makes two snapshots different states of the model. */
  contextKey?: (snapshot: AnyMachineSnapshot) => unknown;
  /** 'transitions' (default) reaches every state by every way in; 'states' reaches every state. */
  coverage?: 'transitions' | 'states';
}

const stateKey = (snapshot: AnyMachineSnapshot, contextKey?: FlowModelOptions['contextKey']) =>
  JSON.stringify({ value: snapshot.value, context: contextKey?.(snapshot) });

export function createFlowModel(machine: AnyStateMachine, { samples, contextKey, coverage = 'transitions' }: FlowModelOptions) {
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    // Like createTestModel: a state is also keyed by how it was entered, so that shortest paths
    // cover every transition, not only every state.
    serializeState: (snapshot, event, previous) => {
      const key = stateKey(snapshot, contextKey);
      if (coverage === 'states' || !event || !previous || stateKey(previous, contextKey) === key) return key;
      return `${key} via ${JSON.stringify(event)} from ${stateKey(previous, contextKey)}`;
    },
    serializeEvent: (event) => JSON.stringify(event),
    events: (snapshot) =>
      __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
        const matching = samples.filter((sample) => sample.type === type);
        return matching.length > 0 ? matching : [{ type }];
      }),
  });
}

/** Promise actors that stay pending until a path's done/error event settles them. */
export class FakeActors {
  private pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  /** Ids of the fake actors in the order they were started, with their input. */
  readonly started: { id: string; input: unknown }[] = [];

  logic<TOutput = unknown, TInput = unknown>() {
    return fromPromise<TOutput, TInput>(
      ({ input, self }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.started.push({ id: self.id, input });
          this.pending.set(self.id, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  }

  /** The input the actor with this id was last started with. */
  lastInput(id: string): unknown {
    return this.started.findLast((call) => call.id === id)?.input;
  }

  isPending(id: string): boolean {
    return this.pending.has(id);
  }

  /** Settles the actor a done/error event names; false when the event is not such an event. */
  settle(event: { type: string; output?: unknown; error?: unknown }): boolean {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!match) return false;
    const [, outcome, id] = match as unknown as [string, string, string];
    const waiting = this.pending.get(id);
    if (!waiting) throw new Error(`The machine is not waiting on actor '${id}'`);
    this.pending.delete(id);
    if (outcome === 'done') waiting.resolve(event.output);
    else waiting.reject(event.error ?? new Error('fake failure'));
    return true;
  }
}

/** A short test name for a path: "loadCurrencies ✓ → loadLanguages ✗ → LOGIN.OPEN". */
export function describePath(path: { steps: { event: EventObject }[] }): string {
  const names = path.steps
    .map(({ event }) => event.type)
    .filter((type) => type !== 'xstate.init')
    .map((type) => type.replace(/^xstate\.done\.actor\.(.+)$/, '$1 ✓').replace(/^xstate\.error\.actor\.(.+)$/, '$1 ✗'));
  return names.length > 0 ? names.join(' → ') : '(initial state)';
}

/** Lets settled promises and the events they cause run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Drives `actor` along one path and checks every state the model predicts. */
export async function runPath(
  path: ReturnType<TestModel<AnyMachineSnapshot, EventObject, unknown>['getShortestPaths']>[number],
  actor: AnyActorRef,
  fakes: FakeActors,
  checkState: (expected: AnyMachineSnapshot) => void = () => {},
): Promise<void> {
  const drive = async ({ event }: { event: EventObject }) => {
    if (!fakes.settle(event)) actor.send(event);
    await flush();
  };
  const events = Object.fromEntries(path.steps.map((step) => [step.event.type, drive]));
  await path.test({
    events,
    states: {
      '*': (expected) => {
        expect((actor.getSnapshot() as AnyMachineSnapshot).value).toEqual(expected.value as StateValue);
        checkState(expected);
      },
    },
  });
}
