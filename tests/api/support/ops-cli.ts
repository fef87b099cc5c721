import { execFile } from 'node:child_process';
import type { TestApi } from '../api-harness';

const root = new URL('../../../', import.meta.url).pathname;

export interface OpsResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run ops -- …` as a child process against the test API's database. No PUBLIC_URL: e-mail links
 * name the address the shop started with, not ops' default. `env` adds to (or overrides) the variables.
 */
export function runOps(api: Pick<TestApi, 'config'>, args: string[], env: Record<string, string> = {}): Promise<OpsResult> {
  const fullEnv = { ...process.env, DATA_DIR: api.config.dataDir, DATABASE_URL: api.config.databaseUrl ?? '', LOG_LEVEL: 'silent', PUBLIC_URL: '', ...env };
  return new Promise((resolve) =>
    execFile(process.execPath, ['--import', 'tsx', 'api/ops/cli.ts', ...args], { cwd: root, env: fullEnv }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout: stdout.trim(), stderr: stderr.trim() }),
    ),
  );
}
