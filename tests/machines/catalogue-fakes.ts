import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';

interface Call<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * A fake promise actor whose calls stay pending until the test settles them, so a test decides
 * when (and how) each side effect finishes.
 */
export function controllableActor<O, I>() {
  const calls: Call<I, O>[] = [];
  const logic = fromPromise<O, I>(
    ({ input }) =>
      new Promise<O>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
  return {
    logic,
    calls,
    get last(): Call<I, O> {
      const call = calls.at(-1);
      if (!call) throw new Error('the actor was never invoked');
      return call;
    },
  };
}

/** Lets settled promises and the actor's reaction to them run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** An actor that only listens (the root actor, a list a flow reloads): `heard` is every event sent to it, in order. */
/** An actor's logic that records every event sent to it (to be found by systemId in a flow's system). */
export function listeningLogic() {
  const heard: AnyEventObject[] = [];
  return { logic: fromCallback(({ receive }) => receive((event) => void heard.push(event))), heard };
}

export function listeningActor() {
  const heard: AnyEventObject[] = [];
  const ref = createActor(fromCallback(({ receive }) => receive((event) => void heard.push(event)))).start();
  return { ref, heard };
}
