import { execFileSync } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;

/** Runs `npm run seed -- --items N` into a SQLite database under dataDir (or the database `env` names). */
export async function seedItems(dataDir: string, items: number, env: Record<string, string> = {}): Promise<void> {
  execFileSync(process.execPath, ['--import', 'tsx', 'api/db/seed-cli.ts', '--items', String(items)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
}
