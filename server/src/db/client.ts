import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as schema from './schema';

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
  db: Db;
  kind: 'pglite' | 'pg';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` in one transaction on one connection that can also COPY: the bulk path of the seed, all or
   * nothing, many times faster than inserts.
   */
  bulk<T>(work: (session: BulkSession) => Promise<T>): Promise<T>;
  /**
   * Runs `work` unless another holder, in this process or (on PostgreSQL) any other, has the lock `key`;
   * answers 'busy' then. PostgreSQL: a session advisory lock held on a connection of its own.
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T | 'busy'>;
  close(): Promise<void>;
}

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `copy ${table} (${columns.join(', ')}) from ${source} with (format csv)`;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A PostgreSQL server when `url` is given, otherwise PGlite in `dataDir` (`memory://` for no files). */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    // Reports group and sort tens of thousands of rows: with the default 4 MB those sorts spill to disk. JIT
    // compiling a report's query costs more (30-40 ms) than it saves on queries that run for tens of ms. A report
    // runs its page, total and comparisons at once, each on a connection of its own: parallel workers within
    // each query only make them contend for the same cores (the report bench's p95s fell by up to two thirds).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: '-c work_mem=64MB -c jit=off -c max_parallel_workers_per_gather=0',
    });
    // An idle connection the server ends (a restart, a dropped database) is replaced on next use; without a
    // listener its error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'pg',
      migrate: () => migratePg(db, { migrationsFolder }),
      async exclusive(key, work) {
        const client = await pool.connect();
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
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work({
            db: drizzlePg(client, { schema }) as unknown as Db,
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
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const held = new Set<number>();
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns a PGlite folder, so a lock in memory is a lock for every holder.
    async exclusive(key, work) {
      if (held.has(key)) return 'busy';
      held.add(key);
      try {
        return await work();
      } finally {
        held.delete(key);
      }
    },
    // PGlite is one session: BEGIN here holds every statement of `work` until COMMIT.
    async bulk(work) {
      await client.exec('begin');
      try {
        const result = await work({
          db: db as unknown as Db,
          async copyFrom(table, columns, chunks) {
            for (const chunk of chunks) {
              await client.query(copyStatement(table, columns, `'/dev/blob'`), [], {
                blob: new Blob([chunk]),
              });
            }
          },
        });
        await client.exec('commit');
        return result;
      } catch (error) {
        await client.exec('rollback');
        throw error;
      }
    },
    close: () => client.close(),
  };
}
