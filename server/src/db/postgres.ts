import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CLOSE_PATIENCE_MS, settledWithin } from '../patience';
import type { Database, Db } from './client';
import { PgListener } from './pgListener';
import * as schema from './schema';
import { copyStatement, MIGRATIONS_FOLDER } from './statements';

function connectionPool(url: string, max: number, budgetMs?: number): pg.Pool {
  // Reports group and sort tens of thousands of rows: with the default 4 MB those sorts spill to disk. JIT
  // compiling a report's query costs more (30-40 ms) than it saves on queries that run for tens of ms. A report
  // runs its page, total and comparisons at once, each on a connection of its own: parallel workers within
  // each query only make them contend for the same cores (the report bench's p95s fell by up to two thirds).
  const settings = ['work_mem=64MB', 'jit=off', 'max_parallel_workers_per_gather=0'];
  if (budgetMs) settings.push(`statement_timeout=${budgetMs}`);
  const pool = new pg.Pool({ connectionString: url, max, options: settings.map((s) => `-c ${s}`).join(' ') });
  // An idle connection the server ends (a restart, a dropped database) is replaced on next use; without a
  // listener its error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection closed: ${error.message}`));
  return pool;
}

/** Reads alone on `max` connections whose statements have `budgetMs` (an export's thread): no listener, no jobs. */
export function readPool(url: string, max: number, budgetMs: number | undefined) {
  const pool = connectionPool(url, max, budgetMs);
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}

/** A PostgreSQL server: requests on a pool whose statements have `budgetMs`, the rest on a few connections without. */
export function openPostgres(url: string, budgetMs: number | undefined): Database {
  const requests = connectionPool(url, 10, budgetMs);
  // Migrations, the seed's bulk load and the sync (its lock connection and its writes) must not be cut.
  const jobs = connectionPool(url, 4);
  const background = drizzle(jobs, { schema });
  const listener = new PgListener(url);
  return {
    db: drizzle(requests, { schema }) as unknown as Db,
    background: background as unknown as Db,
    kind: 'pg',
    migrate: () => migrate(background, { migrationsFolder: MIGRATIONS_FOLDER }),
    async exclusive(key, work) {
      const client = await jobs.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [key],
        );
        if (!rows[0]!.locked) return 'busy';
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async bulk(work) {
      const client = await jobs.connect();
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
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotice) => listener.listen(channel, onNotice),
    // A pool ends once its connections are back; one still running a statement is left to the server.
    close: async () =>
      void (await settledWithin(
        CLOSE_PATIENCE_MS,
        Promise.all([requests.end(), jobs.end(), listener.close()]),
      )),
  };
}
