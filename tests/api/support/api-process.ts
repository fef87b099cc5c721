import { spawn, type ChildProcess } from 'node:child_process';
import type { TestApi } from '../api-harness';
import { AccountClient } from './account-client';
import type { Shopper } from './shopper';

const root = new URL('../../../', import.meta.url).pathname;

/** A `server/api-main.ts` process of its own on the test's database, as a second machine of the shop runs it. */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout so far (its log, as text lines). */
  output(): string;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts the process on `api`'s database (env on top); resolves with the URL of its ready line. */
export function startApiProcess(api: Pick<TestApi, 'config'>, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/api-main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: api.config.databaseUrl ?? '',
      DATA_DIR: api.config.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'text',
      REQUIRE_EMAIL_VERIFICATION: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('API process did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /ready at (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], child, output: () => out, stop });
      }
    });
  });
}

/**
 * The same signed-in customer talking to the server at `base` (the session lives in the shared
 * database); a request still unanswered after `timeoutMs` fails with a TimeoutError.
 */
export function clientAt(api: TestApi, base: string, shopper: Shopper, timeoutMs = 60_000): AccountClient {
  const client = new AccountClient({
    ...api,
    get: async (path: string, init?: RequestInit) => {
      const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text };
    },
  } as TestApi);
  for (const [name, value] of shopper.client.cookies) client.cookies.set(name, value);
  return client;
}
