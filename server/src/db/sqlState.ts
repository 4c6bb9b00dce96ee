/** The SQLSTATE codes the server answers specially (PostgreSQL's appendix A). */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** A statement cancelled: by the query time budget (`statement_timeout`), or by a stopping server. */
export const QUERY_CANCELED = '57014';
/** The transaction was rolled back so that another could go on: it can be run again as it was. */
export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK_DETECTED = '40P01';
/** The server ended the connection (`pg_terminate_backend`, a restart, a failover); and this server's own stop. */
export const ADMIN_SHUTDOWN = '57P01';

/** What PostgreSQL (and PGlite alike) tells of a failed statement: its SQLSTATE and, for a constraint, its table. */
export interface DatabaseErrorFields {
  code: string;
  /** The table whose constraint failed: for a foreign key, the table that refers (its rows use the other's). */
  table?: string;
  constraint?: string;
  detail?: string;
}

/** The database's error within an error, also when drizzle has wrapped it (as its `cause`). */
export function databaseError(error: unknown, depth = 0): DatabaseErrorFields | undefined {
  if (!(error instanceof Object) || depth > 4) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
    ? (error as DatabaseErrorFields)
    : databaseError(cause, depth + 1);
}

/** The SQLSTATE of a database error, also when drizzle has wrapped it. */
export const sqlState = (error: unknown): string | undefined => databaseError(error)?.code;

/** The error PostgreSQL answers a statement that ran past `statement_timeout`, as PGlite's budget gives it too. */
export const statementTimeout = () =>
  Object.assign(new Error('canceling statement due to statement timeout'), {
    code: QUERY_CANCELED,
    severity: 'ERROR',
  });

/** What a statement asked for after the server began to stop gets: it is not run. */
export const serverStopping = () =>
  Object.assign(new Error('the server is stopping: the statement was not run'), { code: ADMIN_SHUTDOWN });

/** What node-postgres throws, without a SQLSTATE, for a connection that is gone or could not be made. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'timeout exceeded when trying to connect',
];
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether `error` says the database could not be reached rather than refused what was asked: a connection ended
 * (SQLSTATE class 08, 57P01-57P03: terminated, crashed, starting), a socket fault, a pool closed. The statement
 * may or may not have run; another connection may well succeed.
 */
export function connectionLost(error: unknown, depth = 0): boolean {
  if (!(error instanceof Object) || depth > 4) return false;
  const { code, cause, message } = error as { code?: unknown; cause?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || /^57P0[123]$/.test(code) || SOCKET_CODES.has(code))
  )
    return true;
  if (typeof message === 'string' && LOST_MESSAGES.some((lost) => message.startsWith(lost))) return true;
  return connectionLost(cause, depth + 1);
}

/** What `exclusive` fails with when the connection holding its lock was lost under the work (the lock with it). */
export const lockLost = (key: number) =>
  Object.assign(new Error(`the database connection holding lock ${key} was lost`), { code: '08006' });
