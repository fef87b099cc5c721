/**
 * Whether an error means the database could not be reached, dropped the connection or stayed busy (a
 * PostgreSQL restart, failover, `pg_terminate_backend`, a full pool past its wait, a lock held past
 * lock_timeout, a transaction chosen as a deadlock's victim, SQLite busy past busy_timeout): the request
 * that met it is answered 503 with Retry-After, and background work waits and tries again. Anything else
 * (a constraint, a bug) is not: it stays a 500 and is logged as a failure.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as ErrorLike;
  if (typeof code === 'string' && (POSTGRES_STATES.test(code) || SQLITE_CODES.test(code))) return true;
  if (!fromDatabaseConnection.has(error)) return false;
  return (typeof message === 'string' && PG_MESSAGES.some((text) => message.startsWith(text))) || isSocketError(error);
}

/**
 * Whether an unavailable database was there but busy: a lock held past lock_timeout, a deadlock (the
 * victim's transaction is rolled back whole), SQLite busy past busy_timeout, PostgreSQL out of
 * connections. Handled as any unavailability; only what the logs say differs (an outage is not what
 * happened). pg-pool's wait timeout is not counted: it is also what a connection to an unreachable
 * server ends in.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code } = error as ErrorLike;
  return typeof code === 'string' && (BUSY_POSTGRES_STATES.test(code) || SQLITE_CODES.test(code));
}

/**
 * Marks an error the database driver raised while connecting or querying (database.ts), so that a
 * socket error (ECONNREFUSED, ECONNRESET…) or pg's "Connection terminated" counts as the database
 * being away only when it came from the database: the same from SMTP, Steam or a webhook are those
 * services' failures. PostgreSQL's SQLSTATEs and SQLite's codes are the database's whoever passes them on.
 */
export function raisedByDatabase(error: unknown): unknown {
  if (error && typeof error === 'object') fromDatabaseConnection.add(error);
  return error;
}

const fromDatabaseConnection = new WeakSet<object>();

function isSocketError(error: object): boolean {
  const { code, errors } = error as ErrorLike & { errors?: unknown };
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
  // AggregateError: every address of the host refused (localhost's 127.0.0.1 and ::1).
  return Array.isArray(errors) && errors.length > 0 && errors.every((one) => one && typeof one === 'object' && isSocketError(one));
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

// PostgreSQL's SQLSTATEs: class 08 (connection exception), 57P01–57P03 (shut down, crashed, starting),
// 53300 (too many connections), 55P03 (a lock held past lock_timeout: transaction.ts), 40P01 (deadlock
// detected) and 40001 (serialization failure), which PostgreSQL's manual says to retry.
const POSTGRES_STATES = /^(08...|57P0[123]|53300|55P03|40P01|40001)$/;
// Of those, the ones of a server that is up: too many connections, a lock wait ended, a deadlock.
const BUSY_POSTGRES_STATES = /^(53300|55P03|40P01|40001)$/;
// Node's socket errors while connecting or talking to the server.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// better-sqlite3's codes for a database another connection holds past busy_timeout.
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED)/;
// pg and pg-pool raise these as plain Errors without a code.
const PG_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];
