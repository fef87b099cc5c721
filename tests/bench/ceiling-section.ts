import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { load } from './load';
import type { BenchSection } from './run';

const root = new URL('../../', import.meta.url).pathname;

/** The bare Fastify route in its own process: the ceiling every other row is a share of. */
export const ceilingSection: BenchSection = {
  title: 'ceiling',
  async run() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bare-server.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      const url = `http://127.0.0.1:${Number(line)}/`;
      return [await load('bare Fastify route `{hello: "world"}` (ceiling)', { url })];
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  },
};
