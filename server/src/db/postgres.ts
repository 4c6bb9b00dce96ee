import { drizzle, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CLOSE_PATIENCE_MS, settledWithin } from '../patience';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database, Db, Tx } from './client';
import { PgListener } from './pgListener';
import { rerunningTransactions, withRetries } from './retry';
import * as schema from './schema';
import { connectionLost, lockLost, serverStopping } from './sqlState';
import { copyStatement, MIGRATIONS_FOLDER } from './statements';

function connectionPool(url: string, max: number, budgetMs?: number): pg.Pool {
  // Reports group and sort tens of thousands of rows: with the default 4 MB those sorts spill to disk. JIT
  // compiling a report's query costs more (30-40 ms) than it saves on queries that run for tens of ms. A report
  // runs its page, total and comparisons at once, each on a connection of its own: parallel workers within
  // each query only make them contend for the same cores (the report bench's p95s fell by up to two thirds).
  const settings = ['work_mem=64MB', 'jit=off', 'max_parallel_workers_per_gather=0'];
  if (budgetMs) settings.push(`statement_timeout=${budgetMs}`);
  const pool = new pg.Pool({ connectionString: url, max, options: settings.map((s) => `-c ${s}`).join(' ') });
  // A connection the server ends (pg_terminate_backend, a restart, a failover, a pooler's idle cut) fails the
  // statement under way and is then dropped from the pool. Its error event is heard here, whether the connection
  // is idle or in use (the pool only listens while it is idle): unheard, it would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection closed: ${error.message}`));
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** Reads alone on `max` connections whose statements have `budgetMs` (an export's thread): no listener, no jobs. */
export function readPool(url: string, max: number, budgetMs: number | undefined) {
  const pool = connectionPool(url, max, budgetMs);
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}

/**
 * The database of `pool` whose transactions are run again where that is safe (retry.ts), each on a connection
 * checked out here and given back even when the connection failed under BEGIN (drizzle's own keeps it then).
 */
function poolDatabase(pool: pg.Pool, stopped: () => boolean): Db {
  const db = drizzle(pool, { schema });
  const { dialect } = db as unknown as { dialect: PgDialect };
  const relational = { fullSchema: db._.fullSchema, schema: db._.schema!, tableNamesMap: db._.tableNamesMap };
  return rerunningTransactions(
    db as unknown as Db,
    stopped,
    async <T>(work: (tx: Tx) => Promise<T>, config?: PgTransactionConfig): Promise<T> => {
      if (stopped()) throw serverStopping();
      const client = await pool.connect();
      let failure: unknown;
      try {
        const session = new NodePgSession(client, dialect, relational);
        return (await session.transaction(
          work as unknown as Parameters<typeof session.transaction>[0],
          config,
        )) as T;
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        // A connection whose transaction may still be open (its rollback lost with the connection) is not reused.
        client.release(failure !== undefined && connectionLost(failure));
      }
    },
  );
}

/**
 * A statement of `pool` run alone (not in a transaction) is run again on a deadlock or a serialization failure,
 * as a transaction is (PostgreSQL rolled it back); once `stopped()` every statement is refused before it takes
 * a connection.
 */
function guardStatements(pool: pg.Pool, stopped: () => boolean) {
  const connect = pool.connect.bind(pool);
  const query = pool.query.bind(pool);
  pool.connect = ((
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => {
    if (!stopped()) return connect(callback as never);
    if (!callback) return Promise.reject(serverStopping());
    callback(serverStopping());
  }) as typeof pool.connect;
  pool.query = ((...args: unknown[]) => {
    // node-postgres' own callers pass a callback: those are left as they are.
    if (typeof args[args.length - 1] === 'function') return (query as (...a: unknown[]) => unknown)(...args);
    if (stopped()) return Promise.reject(serverStopping());
    return withRetries((committing) => {
      committing(); // a statement alone commits as it runs: lost with its connection, it is not run again
      return (query as (...a: unknown[]) => Promise<unknown>)(...args);
    }, stopped);
  }) as typeof pool.query;
}

/** The connections `pool` has handed out and not yet had back: whose statements a stopping server cancels. */
function checkedOut(pool: pg.Pool): Set<pg.PoolClient> {
  const out = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => out.add(client));
  pool.on('release', (_error, client) => out.delete(client));
  pool.on('remove', (client) => out.delete(client as pg.PoolClient));
  return out;
}

/** Cancels the statement each of `backends` (PostgreSQL process ids) runs, from a connection of its own. */
async function cancelStatements(url: string, backends: number[]) {
  if (!backends.length) return;
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select pg_cancel_backend(pid) from unnest($1::int[]) as pid', [backends]);
  } catch (error) {
    console.warn(`The statements of a stopping server could not be cancelled: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A PostgreSQL server: requests on a pool whose statements have `budgetMs`, the rest on a few connections without. */
export function openPostgres(url: string, budgetMs: number | undefined): Database {
  const requests = connectionPool(url, 10, budgetMs);
  const inUse = checkedOut(requests);
  let stopping = false;
  guardStatements(requests, () => stopping);
  // Migrations, the seed's bulk load and the sync (its lock connection and its writes) must not be cut.
  const jobs = connectionPool(url, 4);
  guardStatements(jobs, () => false);
  const background = poolDatabase(jobs, () => false);
  const listener = new PgListener(url);
  return {
    db: poolDatabase(requests, () => stopping),
    background,
    kind: 'pg',
    migrate: () =>
      migrate(background as unknown as Parameters<typeof migrate>[0], {
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
    async exclusive(key, work) {
      const client = await jobs.connect();
      const held = new AbortController();
      const lost = () => held.abort(lockLost(key));
      client.once('error', lost);
      client.once('end', lost);
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [key],
        );
        if (!rows[0]!.locked) return 'busy';
        let result: Awaited<ReturnType<typeof work>>;
        try {
          result = await work(held.signal);
        } finally {
          if (!held.signal.aborted)
            await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        }
        if (held.signal.aborted) throw held.signal.reason;
        return result;
      } finally {
        client.off('error', lost);
        client.off('end', lost);
        client.release(held.signal.aborted);
      }
    },
    async bulk(work) {
      const client = await jobs.connect();
      let failure: unknown;
      try {
        await client.query('begin');
        const result = await work({
          db: drizzle(client, { schema }) as unknown as Db,
          copyFrom: (table, columns, chunks) =>
            pipeline(Readable.from(chunks), client.query(copyFrom(copyStatement(table, columns, 'stdin')))),
        });
        await client.query('commit');
        return result;
      } catch (error) {
        failure = error;
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release(failure !== undefined && connectionLost(failure));
      }
    },
    listen: (channel, onNotice) => listener.listen(channel, onNotice),
    async interrupt() {
      stopping = true;
      await cancelStatements(
        url,
        [...inUse].map((client) => (client as unknown as { processID: number }).processID),
      );
    },
    // A pool ends once its connections are back; one still running a statement is left to the server.
    close: async () =>
      void (await settledWithin(
        CLOSE_PATIENCE_MS,
        Promise.all([requests.end(), jobs.end(), listener.close()]),
      )),
  };
}
