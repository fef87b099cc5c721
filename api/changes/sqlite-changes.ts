import SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { nowSeconds } from '../lib/secrets';
import { changesAfter, forgetChangesBefore, lastChangeSeq } from './account-changes.repository';
import type { ChangeHub } from './change-hub';

/** How often the file's change counter is read while someone listens: a few times a second. */
export const SQLITE_CHANGE_POLL_MS = 100;
/** Rows older than this are gone: every process on the file has read them many times over. */
const KEEP_SECONDS = 60;

interface Log {
  warn(object: object, message: string): void;
}

/**
 * SQLite has no NOTIFY. A second, read-only connection to the file reads PRAGMA data_version (a
 * counter in memory that moves when another connection, in this process or another, commits):
 * one call of a few microseconds every 100 ms, from the first stream on. When it moves, the new rows
 * of account_changes are read and handed out (with no stream open, only the newest seq is noted).
 */
export function watchSqliteFile(file: string, db: Kysely<Database>, hub: ChangeHub, log: Log, pollMs = SQLITE_CHANGE_POLL_MS) {
  let watcher: SqliteDatabase.Database | null = null;
  let starting: Promise<void> | null = null;
  let lastSeq = 0;
  let lastVersion = -1;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;
  let reading = false;

  async function start(): Promise<void> {
    watcher = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    lastVersion = watcher.pragma('data_version', { simple: true }) as number;
    lastSeq = await lastChangeSeq(db);
    timer = setInterval(() => void look(), pollMs);
    timer.unref();
  }

  async function look() {
    if (reading || !watcher) return;
    const version = watcher.pragma('data_version', { simple: true }) as number;
    if (version === lastVersion) return;
    reading = true;
    try {
      lastVersion = version;
      if (hub.subscribers === 0) {
        // Nobody listens: move past what was written meanwhile, so the next stream hears only what follows.
        lastSeq = await lastChangeSeq(db);
      } else {
        for (const { seq, change } of await changesAfter(db, lastSeq)) {
          lastSeq = seq;
          hub.deliver(change);
        }
      }
      const now = nowSeconds();
      if (now - lastPrune >= KEEP_SECONDS) {
        lastPrune = now;
        await forgetChangesBefore(db, now - KEEP_SECONDS);
      }
    } catch (error) {
      // The file is busy or away: the counter is read again next time, the rows after lastSeq stay.
      lastVersion = -1;
      log.warn({ err: error }, 'change feed: could not read the changes');
    } finally {
      reading = false;
    }
  }

  return {
    ready: () =>
      (starting ??= start().catch((error: unknown) => {
        starting = null;
        watcher?.close();
        watcher = null;
        throw error;
      })),
    async close() {
      clearInterval(timer);
      watcher?.close();
      watcher = null;
      hub.endAll();
    },
  };
}
