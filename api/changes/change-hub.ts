import type { AccountChange } from '../../contract/account-changes';

interface Subscriber {
  onChange: (change: AccountChange) => void;
  onEnd: () => void;
}

/**
 * The subscribers of one process by customer. A change is a map lookup and a call per open stream of
 * that customer; nobody else is touched, so idle streams cost nothing but their entry here.
 */
export function createChangeHub() {
  const byUser = new Map<number, Set<Subscriber>>();
  let count = 0;

  function subscribe(userId: number, onChange: Subscriber['onChange'], onEnd: Subscriber['onEnd']): () => void {
    const subscriber: Subscriber = { onChange, onEnd };
    let set = byUser.get(userId);
    if (!set) byUser.set(userId, (set = new Set()));
    set.add(subscriber);
    count += 1;
    return () => {
      if (!set.delete(subscriber)) return;
      count -= 1;
      if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
    };
  }

  function deliver(change: AccountChange): void {
    for (const subscriber of [...(byUser.get(change.userId) ?? [])]) subscriber.onChange(change);
  }

  /** Changes may have been missed (the feed's connection dropped): every stream ends, and its browser asks again. */
  function endAll(): void {
    const all = [...byUser.values()].flatMap((set) => [...set]);
    byUser.clear();
    count = 0;
    for (const subscriber of all) subscriber.onEnd();
  }

  return {
    subscribe,
    deliver,
    endAll,
    get subscribers() {
      return count;
    },
  };
}

export type ChangeHub = ReturnType<typeof createChangeHub>;
