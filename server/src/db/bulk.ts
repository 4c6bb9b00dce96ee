import { sql } from 'drizzle-orm';
import type { BulkSession, Executor } from './client';
import { queryRows } from './rows';

export type CsvValue = string | number | null;

/** One CSV field: numbers as they are, null as an empty unquoted field, text quoted. */
function field(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return `"${value.replaceAll('"', '""')}"`;
}

const csvLine = (row: readonly CsvValue[]) => row.map(field).join(',');

/** Rows to CSV chunks of at most `size` rows each, generated lazily so a large load never sits in memory. */
export function* csvChunks(rows: Iterable<readonly CsvValue[]>, size = 50_000): Generator<string> {
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(csvLine(row));
    if (lines.length === size) {
      yield lines.join('\n') + '\n';
      lines = [];
    }
  }
  if (lines.length) yield lines.join('\n') + '\n';
}

/** Appends rows to a table by COPY; returns how many. */
export async function copyRows(
  session: BulkSession,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CsvValue[]>,
): Promise<number> {
  let count = 0;
  const counted = (function* () {
    for (const row of rows) {
      count++;
      yield row;
    }
  })();
  await session.copyFrom(table, columns, csvChunks(counted));
  return count;
}

interface Definition {
  name: string;
  definition: string;
}

/**
 * Runs `load` with the tables' keys, uniques, foreign keys and indexes dropped, then builds them again from
 * their own definitions: on an empty table, loading first and indexing once is several times faster than
 * keeping every index up to date row by row. Only for tables no other table references.
 */
export async function withIndexesDeferred<T>(
  db: Executor,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const dropped: { table: string; constraints: Definition[]; indexes: Definition[] }[] = [];
  for (const table of tables) {
    const constraints = await queryRows<Definition>(
      db,
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
          where conrelid = ${table}::regclass and contype in ('p', 'u', 'f')
          order by case contype when 'f' then 1 else 0 end, conname`,
    );
    const indexes = await queryRows<Definition>(
      db,
      sql`select i.relname as name, pg_get_indexdef(i.oid) as definition
          from pg_index x join pg_class i on i.oid = x.indexrelid
          where x.indrelid = ${table}::regclass
            and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
    );
    for (const c of [...constraints].reverse()) {
      await db.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(c.name)}`);
    }
    for (const i of indexes) await db.execute(sql`drop index ${sql.identifier(i.name)}`);
    dropped.push({ table, constraints, indexes });
  }
  const result = await load();
  for (const { table, constraints, indexes } of dropped) {
    for (const c of constraints) {
      await db.execute(
        sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(c.name)} ${sql.raw(c.definition)}`,
      );
    }
    for (const i of indexes) await db.execute(sql.raw(i.definition));
  }
  return result;
}

/** After explicit ids, the identity sequences start past the largest one. */
export async function bumpSequences(db: Executor, tables: readonly string[]) {
  for (const table of tables) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`,
    );
  }
}
