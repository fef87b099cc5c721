// `npm run ops` beside the e2e shop: the operator's side of a flow (credit, quote, receive, pay out).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const root = new URL('../../', import.meta.url).pathname;

/** Runs one ops command with --json against the shop's data directory and answers its JSON. */
export async function ops(dataDir: string, ...args: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/ops/cli.ts', ...args, '--json'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  return JSON.parse(stdout);
}
