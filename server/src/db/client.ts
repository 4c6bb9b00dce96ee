import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import { openPglite } from './pglite/open';
import { openPostgres } from './postgres';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: what a query function runs on. */
export type Executor = Db | Tx;

export interface BulkSession {
  db: Executor;
  /** Appends rows with COPY; each chunk is CSV text of whole rows for `columns`. */
  copyFrom(table: string, columns: readonly string[], chunks: Iterable<string>): Promise<void>;
}

export interface Database {
  /**
   * Transactions (`db.transaction`, `background.transaction`) are run again, a few times, when PostgreSQL
   * rolls one back for a deadlock or a serialization failure, or its connection is lost before the commit: the
   * work of a transaction must be database work alone, which may run more than once.
   *
   * What requests query: each statement within the query time budget, past which it fails with SQLSTATE 57014
   * as PostgreSQL's `statement_timeout` cancels it.
   */
  db: Db;
  /** The same database without the budget, for work that may rightly run long: the platform sync. */
  background: Db;
  kind: 'pglite' | 'pg';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` in one transaction on one connection that can also COPY: the bulk path of the seed, all or
   * nothing, many times faster than inserts. Not under the budget.
   */
  bulk<T>(work: (session: BulkSession) => Promise<T>): Promise<T>;
  /**
   * Runs `work` unless another holder, in this process or (on PostgreSQL) any other, has the lock `key`;
   * answers 'busy' then. PostgreSQL: a session advisory lock held on a connection of its own. Should that
   * connection be lost, the lock is no longer held: `held` is aborted (work should stop at its next step) and,
   * once `work` has ended, `exclusive` fails with `lockLost`, however `work` ended.
   */
  exclusive<T>(key: number, work: (held: AbortSignal) => Promise<T>): Promise<T | 'busy'>;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel` (from any connection, this process's
   * included), or with null when some may have been missed (a lost connection made again).
   */
  listen(channel: string, onNotice: (payload: string | null) => void): Promise<void>;
  /**
   * For a server that stops: the statements running for requests (`db`) are cancelled, and every later
   * statement of `db` fails at once with `serverStopping` (SQLSTATE 57P01), as does a transaction's commit, so
   * that no request told it failed is done after all. `background` goes on until `close`.
   */
  interrupt(): Promise<void>;
  /** Closes the database; a statement still running after CLOSE_PATIENCE_MS is not waited for. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it, PGlite in `dataDir` (`memory://` for no files). */
  url?: string;
  dataDir?: string;
  /**
   * A PGlite data directory saved as a tar file (PGlite's `dumpDataDir`) that a `memory://` database starts as:
   * the tests start each file's database from one migrated image instead of creating and migrating it anew.
   */
  image?: string;
  /** The time budget of each statement `db` runs; none when 0 or absent. */
  queryTimeoutMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const budgetMs = options.queryTimeoutMs || undefined;
  return options.url
    ? openPostgres(options.url, budgetMs)
    : openPglite(options.dataDir ?? 'memory://', budgetMs, options.image);
}
