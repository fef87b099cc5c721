import pg from 'pg';
import { ACCOUNT_CHANGE_KINDS, type AccountChange } from '../../contract/account-changes';
import { CONNECT_TIMEOUT_MS } from '../db/database';
import { CHANNEL_PREFIX } from './account-changes.repository';
import type { ChangeHub } from './change-hub';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 5_000;

interface Log {
  warn(object: object, message: string): void;
  info(message: string): void;
}

/**
 * One LISTEN connection of this process, outside the pool (a pooled connection is handed to others
 * between queries and would stop listening). If it drops, every open stream ends (changes may have
 * been missed; the browsers ask again and poll meanwhile) and it connects again, waiting longer each
 * time up to 5 s, so a PostgreSQL restart costs one reconnect, not a storm.
 */
export function listenOnPostgres(connectionString: string, hub: ChangeHub, log: Log) {
  let client: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', ({ payload }) => {
      const change = parseChange(payload);
      if (change) hub.deliver(change);
    });
    client = next;
    try {
      await next.connect();
      const { rows } = await next.query<{ schema: string }>('select current_schema() as schema');
      await next.query(`listen ${quoteIdentifier(CHANNEL_PREFIX + rows[0].schema)}`);
      retryMs = RECONNECT_MIN_MS;
    } catch (error) {
      lost(next, error as Error);
      throw error;
    }
  }

  function lost(which: pg.Client, error: Error) {
    if (client !== which) return;
    client = null;
    listening = null;
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    hub.endAll();
    if (closed) return;
    log.warn({ err: error }, 'change feed: the LISTEN connection dropped; streams ended, connecting again');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void ready().catch(() => undefined), retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  function ready(): Promise<void> {
    if (closed) return Promise.reject(new Error('change feed closed'));
    return (listening ??= connect());
  }

  async function close(): Promise<void> {
    closed = true;
    clearTimeout(retryTimer);
    const was = client;
    client = null;
    listening = null;
    hub.endAll();
    await was?.end().catch(() => undefined);
  }

  return { ready, close };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A payload of ours, or null (anyone with the database can NOTIFY: nothing else is trusted). */
export function parseChange(payload: string | undefined): AccountChange | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<AccountChange>;
    const kindOk = (ACCOUNT_CHANGE_KINDS as readonly string[]).includes(String(value.kind));
    if (!kindOk || !Number.isSafeInteger(value.userId) || typeof value.id !== 'string' || value.id.length > 40) return null;
    return { kind: value.kind as AccountChange['kind'], userId: value.userId as number, id: value.id };
  } catch {
    return null;
  }
}
