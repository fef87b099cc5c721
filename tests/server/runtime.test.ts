import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../../api/app';
import { loadApiConfig } from '../../api/config';
import { formatLine } from '../../api/http/text-log-stream';
import { startRuntime } from '../../server/runtime';
import { rawRequest } from '../support/raw-http';

const root = new URL('../../', import.meta.url).pathname;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the runtime both entry points use', () => {
  it('migrates, seeds and listens on the port it got, then stops within a bound even with a request hanging', async () => {
    const config = loadApiConfig({ DATA_DIR: tempDir(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    const runtime = await startRuntime({
      config,
      name: 'REST API',
      build: (db) => buildApiApp({ db, config, limits: { requestTimeoutMs: 120_000 } }),
      shutdownTimeoutMs: 300,
    });
    expect(runtime.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(runtime.url).not.toMatch(/:0$/);
    const currencies = (await (await fetch(`${runtime.url}/api/currencies`)).json()) as { payload: unknown[] };
    expect(currencies.payload.length).toBeGreaterThan(0);

    // A client that never finishes its body would hold app.close() for two minutes.
    const port = Number(new URL(runtime.url).port);
    const hanging = rawRequest(port, 'POST /api/items/list HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{', {
      waitMs: 20_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await runtime.stop();
    expect((await hanging).closed).toBe(true);
    await expect(runtime.db.selectFrom('currencies').selectAll().execute()).rejects.toThrow();
  }, 15_000);

  it('formats pino lines as one readable line, with the stack of an error below', () => {
    const time = Date.UTC(2026, 0, 1, 12, 34, 56);
    expect(formatLine(JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', msg: 'Shop ready at http://localhost:3000' }))).toBe(
      '12:34:56 INFO Shop ready at http://localhost:3000',
    );
    expect(formatLine(JSON.stringify({ level: 50, time, msg: 'request failed', reqId: 'r1', err: { message: 'boom', stack: 'Error: boom\n    at x' } }))).toBe(
      '12:34:56 ERROR request failed\nError: boom\n    at x',
    );
    expect(formatLine(JSON.stringify({ level: 40, time, msg: 'slow', ms: 12 }))).toBe('12:34:56 WARN slow ms=12');
  });
});

/** Starts `npx tsx server/api-main.ts`, returns its first stdout line and how it exits on SIGTERM. */
async function firstLineOf(env: Record<string, string>): Promise<{ line: string; more: string; exitCode: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/api-main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: tempDir(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  const ready = /ready at (http:\/\/[\d.:]+)/;
  while (!ready.test(out) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
  const line = out.split('\n')[0]!;
  const url = ready.exec(out)?.[1];
  if (url) await fetch(`${url}/api/currencies`);
  await new Promise((r) => setTimeout(r, 200));
  child.kill('SIGTERM');
  const exitCode = await exited;
  return { line, more: out.slice(line.length + 1), exitCode };
}

describe('npm start style entry points', () => {
  it('print one readable line with the URL when ready, log no request lines, and exit 0 on SIGTERM', async () => {
    const { line, more, exitCode } = await firstLineOf({ LOG_FORMAT: 'text' });
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO REST API ready at http:\/\/127\.0\.0\.1:\d+$/);
    expect(more).not.toContain('incoming request');
    expect(more).toMatch(/INFO Payments: sandbox \(test cards, no real money\)\n/);
    expect(more).toMatch(/SIGTERM: shutting down/);
    expect(exitCode).toBe(0);
  }, 90_000);

  it('log JSON lines with LOG_FORMAT=json', async () => {
    const { line, more, exitCode } = await firstLineOf({ LOG_FORMAT: 'json' });
    const readyLines = [line, ...more.split('\n')].filter(Boolean).map((l) => JSON.parse(l) as { msg: string; level: number });
    expect(readyLines.some((entry) => /^REST API ready at http:\/\/127\.0\.0\.1:\d+$/.test(entry.msg))).toBe(true);
    expect(readyLines.some((entry) => entry.msg === 'incoming request')).toBe(true);
    expect(exitCode).toBe(0);
  }, 90_000);
});
