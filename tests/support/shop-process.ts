import { spawn } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;

export interface RunningShop {
  baseUrl: string;
  /** The shop's process id (the account-changes bench reads its CPU time and memory). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts `npm start`'s entry (server/main.ts) as its own process on a fresh data directory. */
export interface ShopOptions {
  dataDir: string;
  env?: Record<string, string>;
  /** Drop the server's own log lines (the bench prints figures, not request noise). */
  quiet?: boolean;
}

/**
 * The shop listens on port 0 (a free port the system picks, so parallel runs never race) and says
 * where in its ready line, `… Shop ready at http://127.0.0.1:PORT`, which is read back here.
 */
export async function startShop({ dataDir, env = {}, quiet = false }: ShopOptions): Promise<RunningShop> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', LOG_FORMAT: 'text', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error('shop did not start within 120 s'));
    }, 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`shop exited with ${code}`));
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!quiet) process.stdout.write(chunk);
      out += chunk;
      const url = / ready at (http:\/\/[\d.:]+)/.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
  });
  return {
    baseUrl,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
