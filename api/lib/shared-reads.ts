/**
 * An async read that callers share without ever getting an answer older than their call. A caller
 * that comes while no read runs waits for the end of the event loop's turn, and every caller of that
 * turn shares one read started then: requests that arrived together cost one read. Callers that come
 * while a read runs share the next, started once the running one ends. So concurrent callers cost one
 * read at a time (a round trip to PostgreSQL, a read transaction of SQLite) instead of one each, and
 * each still sees every change committed before it asked. A failed read fails the callers that shared
 * it, and the next caller starts a fresh one.
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const reading = read();
    running = reading;
    const ended = () => {
      if (running === reading) running = undefined;
    };
    reading.then(ended, ended);
    return reading;
  };
  const startOnce = () => {
    next = undefined;
    return start();
  };
  return () => {
    if (next) return next;
    const ended = running ? running.then(() => undefined, () => undefined) : new Promise<void>((resolve) => setImmediate(resolve));
    next = ended.then(startOnce);
    return next;
  };
}

/**
 * A lookup by key that the callers of one turn of the event loop share: the keys asked during a turn
 * are looked up together once it ends (one statement for many keys), so each caller still gets an
 * answer read after it asked. A failed lookup fails the callers of its turn only.
 */
export function lookupsPerTurn<K, V>(lookup: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let batch: { keys: Set<K>; answers: Promise<Map<K, V>> } | undefined;
  return async (key) => {
    if (!batch) {
      const keys = new Set<K>();
      const answers = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        batch = undefined;
        return lookup([...keys]);
      });
      batch = { keys, answers };
    }
    batch.keys.add(key);
    return (await batch.answers).get(key);
  };
}
