import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Where the bench's shop keeps its data: a fresh SQLite file, or a throwaway schema when DATABASE_URL is set. */
export interface BenchDatabase {
  name: 'SQLite' | 'PostgreSQL';
  dataDir: string;
  /** Environment for the seed and shop processes. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    return { name: 'SQLite', dataDir, env: { DATABASE_URL: '' }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    name: 'PostgreSQL',
    dataDir,
    env: { DATABASE_URL: url.toString() },
    async drop() {
      await adminQuery(baseUrl, `drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
