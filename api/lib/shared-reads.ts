/**
 * An async read that callers share without ever getting an answer older than their call: a caller
 * that comes while no read is running starts one; callers that come while one runs share the next,
 * started once the running one ends. So concurrent callers cost one read at a time (a round trip to
 * PostgreSQL, say) instead of one each, and each still sees every change committed before it asked.
 * A failed read fails the callers that shared it, and the next caller starts a fresh one.
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
  return () => {
    if (!running) return start();
    if (!next) {
      next = running.then(
        () => undefined,
        () => undefined,
      ).then(() => {
        next = undefined;
        return start();
      });
    }
    return next;
  };
}
