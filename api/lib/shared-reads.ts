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
