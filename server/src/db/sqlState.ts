/** The SQLSTATE codes the server answers specially (PostgreSQL's appendix A). */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** A statement cancelled; here, always by the query time budget (`statement_timeout`). */
export const QUERY_CANCELED = '57014';

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
