import { describe, expect, it, vi } from 'vitest';
import { sanitizePageHtml } from '../../api/lib/page-html';
import { slugify } from '../../api/lib/slug';
import { lookupsPerTurn, sharedReads } from '../../api/lib/shared-reads';
import { versionedCache } from '../../api/lib/versioned-cache';

describe('slugify', () => {
  it('lower-cases, trims and turns spaces into hyphens', () => {
    expect(slugify('Terms and Conditions')).toBe('terms-and-conditions');
    expect(slugify('  Cookie   Policy ')).toBe('cookie-policy');
    expect(slugify('Privacy Policy')).toBe('privacy-policy');
  });
});

describe('sanitizePageHtml', () => {
  it('keeps content markup and strips scripts, handlers and javascript: links', () => {
    const dirty =
      '<h1 onclick="x()">Title</h1><p>Text <strong>bold</strong> <a href="javascript:alert(1)">bad</a> ' +
      '<a href="https://example.com">good</a></p><script>alert(1)</script><img src=x onerror=alert(1)><style>p{}</style>';
    const clean = sanitizePageHtml(dirty);
    expect(clean).toBe('<h1>Title</h1><p>Text <strong>bold</strong> <a>bad</a> <a href="https://example.com">good</a></p>');
  });
});

describe('versionedCache', () => {
  it('shares one load between callers until the version changes', async () => {
    let version = 1;
    let loads = 0;
    const cached = versionedCache(async () => version, async () => ++loads);
    expect(await Promise.all([cached(), cached()])).toEqual([1, 1]);
    expect(await cached()).toBe(1);
    version = 2;
    expect(await cached()).toBe(2);
    expect(await cached()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let loads = 0;
    const cached = versionedCache(async () => 1, async () => {
      loads++;
      if (loads === 1) throw new Error('database down');
      return loads;
    });
    await expect(cached()).rejects.toThrow('database down');
    expect(await cached()).toBe(2);
  });

  it('keeps the newer version when a call that read an older one loads late', async () => {
    let answerOldVersion!: (version: number) => void;
    let reads = 0;
    let loads = 0;
    const cached = versionedCache(
      () => (++reads === 1 ? new Promise<number>((resolve) => (answerOldVersion = resolve)) : Promise.resolve(2)),
      async () => ++loads,
    );
    const late = cached();
    expect(await cached()).toBe(1);
    answerOldVersion(1);
    expect(await late).toBe(2);
    expect(await cached()).toBe(1);
    expect(loads).toBe(2);
  });
});

describe('sharedReads', () => {
  /** A read that answers when told to, counting how often it started. */
  function controlledRead() {
    const pending: ((value: number) => void)[] = [];
    const failing: ((error: Error) => void)[] = [];
    const read = () =>
      new Promise<number>((resolve, reject) => {
        pending.push(resolve);
        failing.push(reject);
      });
    return { read, pending, failing };
  }

  it('has the callers of one turn of the event loop share one read, started after all of them asked', async () => {
    const { read, pending } = controlledRead();
    const shared = sharedReads(read);
    const callers = [shared(), shared(), shared()];
    expect(pending).toHaveLength(0);
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!(1);
    expect(await Promise.all(callers)).toEqual([1, 1, 1]);
  });

  it('has the callers that come while a read runs share the next one, started once it ends', async () => {
    const { read, pending } = controlledRead();
    const shared = sharedReads(read);
    const first = shared();
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    const during = [shared(), shared(), shared()];
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toHaveLength(1);
    pending[0]!(1);
    expect(await first).toBe(1);
    // The first read may have begun before the later callers asked: they never get its answer.
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]!(2);
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
  });

  it('starts a read of its own for a caller when none runs', async () => {
    let reads = 0;
    const shared = sharedReads(async () => ++reads);
    expect(await shared()).toBe(1);
    expect(await shared()).toBe(2);
  });

  it('fails the callers of a failed read, and reads again for the next', async () => {
    const { read, pending, failing } = controlledRead();
    const shared = sharedReads(read);
    const first = shared();
    await vi.waitFor(() => expect(failing).toHaveLength(1));
    const during = shared();
    failing[0]!(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await vi.waitFor(() => expect(failing).toHaveLength(2));
    failing[1]!(new Error('still down'));
    await expect(during).rejects.toThrow('still down');
    const after = shared();
    await vi.waitFor(() => expect(pending).toHaveLength(3));
    pending[2]!(3);
    expect(await after).toBe(3);
  });
});

describe('lookupsPerTurn', () => {
  it('looks up the keys asked in one turn of the event loop together, after all of them asked, and the next turn anew', async () => {
    const lookups: string[][] = [];
    const lookup = lookupsPerTurn(async (keys: string[]) => {
      lookups.push(keys);
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    const first = [lookup('a'), lookup('b'), lookup('a')];
    expect(lookups).toEqual([]);
    expect(await Promise.all(first)).toEqual(['A', 'B', 'A']);
    expect(await lookup('c')).toBe('C');
    expect(lookups).toEqual([['a', 'b'], ['c']]);
  });

  it('fails the callers of a failed lookup, and looks up again for the next turn', async () => {
    let down = true;
    const lookup = lookupsPerTurn(async (keys: string[]) => {
      if (down) throw new Error('database down');
      return new Map(keys.map((key) => [key, key.length]));
    });
    const failed = [lookup('a'), lookup('bb')];
    await expect(Promise.all(failed)).rejects.toThrow('database down');
    await expect(failed[1]).rejects.toThrow('database down');
    down = false;
    expect(await lookup('ccc')).toBe(3);
  });
});
