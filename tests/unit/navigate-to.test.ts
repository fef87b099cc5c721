import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '../../machines/navigation/navigation.browser';

/** A browser's history and address, as navigateTo sees them. */
function browserAt(path: string) {
  const url = new URL(path, 'http://shop.test');
  const calls: { how: 'push' | 'replace'; path: string }[] = [];
  const move = (how: 'push' | 'replace') => (_state: unknown, _title: string, to: string) => {
    calls.push({ how, path: to });
    const next = new URL(to, url);
    url.pathname = next.pathname;
    url.search = next.search;
  };
  vi.stubGlobal('history', { pushState: move('push'), replaceState: move('replace') });
  vi.stubGlobal('location', { get pathname() { return url.pathname; }, get search() { return url.search; } });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('navigateTo', () => {
  it('pushes or replaces the address', () => {
    const calls = browserAt('/products/all');
    navigateTo('/products/cs2');
    navigateTo('/products/cs2?page=2', { replace: true });
    expect(calls).toEqual([
      { how: 'push', path: '/products/cs2' },
      { how: 'replace', path: '/products/cs2?page=2' },
    ]);
  });

  it('unlessThere leaves history alone when path and query are already the address, and only then', () => {
    const calls = browserAt('/products/cs2/rifle?quality=classified');
    navigateTo('/products/cs2/rifle?quality=classified', { unlessThere: true });
    navigateTo('/products/cs2/rifle?quality=classified', { replace: true, unlessThere: true });
    expect(calls).toEqual([]);
    navigateTo('/products/cs2/rifle', { unlessThere: true });
    expect(calls).toEqual([{ how: 'push', path: '/products/cs2/rifle' }]);
  });
});
