import type { Kysely } from 'kysely';
import type { AccountChangeSource } from '../../contract/account-changes';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { createChangeHub } from './change-hub';
import { listenOnPostgres } from './postgres-changes';
import { watchSqliteFile } from './sqlite-changes';

export interface AccountChangeFeed extends AccountChangeSource {
  /** Streams open in this process. */
  readonly subscribers: number;
  close(): Promise<void>;
}

interface Log {
  warn(object: object, message: string): void;
  info(message: string): void;
}

/**
 * Issue 42's one change feed, the listening side: what any process (a shop, `npm run ops`, a job)
 * announced with announceChange() reaches this process's subscribers once it commits. Nothing is
 * opened until the first subscriber asks.
 */
export function createAccountChangeFeed(db: Kysely<Database>, config: Pick<ApiConfig, 'databaseUrl' | 'sqliteFile'>, log: Log): AccountChangeFeed {
  const hub = createChangeHub();
  const source = config.databaseUrl ? listenOnPostgres(config.databaseUrl, hub, log) : watchSqliteFile(config.sqliteFile, db, hub, log);
  return {
    ready: () => source.ready(),
    subscribe: hub.subscribe,
    get subscribers() {
      return hub.subscribers;
    },
    close: () => source.close(),
  };
}
