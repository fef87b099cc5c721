import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const root = new URL('../../', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningShop {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts `npm start`'s entry (gateway/main.ts) as its own process on a fresh data directory. */
export interface ShopOptions {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  /** Drop the server's own log lines (the bench prints figures, not request noise). */
  quiet?: boolean;
}

export async function startShop({ dataDir, port, env = {}, quiet = false }: ShopOptions): Promise<RunningShop> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`shop exited with ${code}`))));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await Promise.race([
      fetch(`${baseUrl}/api/currencies`).then((r) => r.ok, () => false),
      exited,
    ]);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('shop did not start within 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
