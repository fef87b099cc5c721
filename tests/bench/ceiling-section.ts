import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { load, type BenchRow } from './load';
import type { BenchSection } from './run';

const root = new URL('../../', import.meta.url).pathname;

/** Measures the load at a URL as a bench row: autocannon (`load`) unless said. */
export type Measure = (label: string, url: string) => Promise<BenchRow>;

const byAutocannon: Measure = (label, url) => load(label, { url });

/** A bare Fastify route in its own process (tests/bench/bare-server.ts), loaded like every other row unless `measure` says. */
export async function bareRoute(label: string, args: string[] = [], measure = byAutocannon): Promise<BenchRow> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bare-server.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    return await measure(label, `http://127.0.0.1:${Number(line)}/`);
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * A bare route sending `body` (already compressed with `encoding`): what any server can do with that
 * many bytes when the load generator shares the machine's cores. A page is compared with this as
 * well as with the ceiling, since past ~10 KB the bytes, not the server, set the rate.
 */
export async function bareRouteSending(label: string, body: Buffer, encoding: string, measure?: Measure): Promise<BenchRow> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-bytes-'));
  try {
    const file = join(dir, 'body');
    writeFileSync(file, body);
    return await bareRoute(label, [file, encoding], measure);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bare Fastify route: the ceiling every other row is a share of. */
export const ceilingSection: BenchSection = {
  title: 'ceiling',
  run: async () => [await bareRoute('bare Fastify route `{hello: "world"}` (ceiling)')],
};
