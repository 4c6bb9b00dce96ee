import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Executor } from './client';
import { queryRows } from './rows';

type Row = Record<string, unknown>;

let lastCursor = 0;

/**
 * The rows of `query` a slice of `size` at a time, read from a cursor as they are asked for, so that a result of a
 * million rows never sits in memory whole. Ending the loop early (`return`) closes the cursor.
 *
 * - In a transaction: a cursor of that transaction.
 * - On a PostgreSQL pool: a connection of its own, made as the pool makes them (its budget per statement), in a
 *   read-only transaction until the last slice. Not one of the pool's: a caller holding a cursor may still ask
 *   the pool for other things, and cursors held by as many callers as the pool has connections would leave none.
 * - On PGlite: a cursor WITH HOLD, which PGlite fills when it is declared; the FETCHes then take their turns with
 *   everyone else's statements, so that nobody waits for the whole result to be read.
 */
export async function* cursorSlices(db: Executor, query: SQL, size: number): AsyncGenerator<Row[]> {
  const name = sql`${sql.identifier(`rows_${++lastCursor}`)}`;
  const client = (db as { $client?: unknown }).$client;
  if (db instanceof PgTransaction)
    return yield* fetched(db, name, sql`declare ${name} cursor for ${query}`, size);
  if (!(client instanceof pg.Pool))
    return yield* fetched(db, name, sql`declare ${name} no scroll cursor with hold for ${query}`, size);
  const held = new pg.Client(client.options);
  // A lost connection fails the statement under way; unheard, its error event would end the process.
  held.on('error', () => {});
  await held.connect();
  let ended = false;
  try {
    await held.query('begin transaction read only');
    yield* fetched(drizzle(held) as unknown as Db, name, sql`declare ${name} cursor for ${query}`, size);
    await held.query('commit');
    ended = true;
  } finally {
    if (!ended) await held.query('rollback').catch(() => {});
    await held.end().catch(() => {});
  }
}

async function* fetched(db: Executor, name: SQL, declare: SQL, size: number): AsyncGenerator<Row[]> {
  await db.execute(declare);
  try {
    for (;;) {
      const rows = await queryRows<Row>(db, sql`fetch forward ${sql.raw(String(size))} from ${name}`);
      if (rows.length) yield rows;
      if (rows.length < size) return;
    }
  } finally {
    await db.execute(sql`close ${name}`).catch(() => {});
  }
}
