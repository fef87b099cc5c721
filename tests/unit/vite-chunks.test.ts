import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { noChunkCycles } from '../../vite.chunks';

/** A bundle of chunks by name, each with the chunks it imports. */
function bundle(imports: Record<string, string[]>): Rollup.OutputBundle {
  return Object.fromEntries(Object.entries(imports).map(([fileName, names]) => [fileName, { type: 'chunk', fileName, imports: names } as unknown as Rollup.OutputChunk]));
}

function check(imports: Record<string, string[]>) {
  const hook = noChunkCycles().generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void;
  hook.call({}, {}, bundle(imports));
}

describe('the build refuses chunks that import each other in a circle', () => {
  it('passes chunks that share others without a circle', () => {
    expect(() => check({ 'index.js': ['app.js', 'shared-a.js'], 'app.js': ['shared-a.js', 'shared-b.js'], 'page.js': ['shared-b.js', 'shared-a.js'], 'shared-a.js': [], 'shared-b.js': ['shared-a.js'] })).not.toThrow();
  });

  it('names the circle, however long', () => {
    expect(() => check({ 'page.js': ['shared-a.js'], 'shared-a.js': ['shared-b.js'], 'shared-b.js': ['shared-a.js'] })).toThrow('chunks import each other in a circle: shared-a.js -> shared-b.js -> shared-a.js');
    expect(() => check({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'] })).toThrow('a.js -> b.js -> c.js -> a.js');
  });
});
