/** The SQLSTATE codes the server answers specially (PostgreSQL's appendix A). */
export const UNIQUE_VIOLATION = '23505';
/** A statement cancelled; here, always by the query time budget (`statement_timeout`). */
export const QUERY_CANCELED = '57014';

/** The SQLSTATE of a database error, also when drizzle has wrapped it (as its `cause`). */
export function sqlState(error: unknown, depth = 0): string | undefined {
  if (!(error instanceof Object) || depth > 4) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : sqlState(cause, depth + 1);
}

/** The error PostgreSQL answers a statement that ran past `statement_timeout`, as PGlite's budget gives it too. */
export const statementTimeout = () =>
  Object.assign(new Error('canceling statement due to statement timeout'), {
    code: QUERY_CANCELED,
    severity: 'ERROR',
  });
