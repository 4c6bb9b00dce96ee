/**
 * The report engine's database on DuckDB. The engine only calls `db.execute(query)` and reads `{ rows }`
 * (server/src/db/rows.ts), so this renders the drizzle SQL as PostgreSQL gets it (`$1`… parameters), runs it
 * on DuckDB and answers rows shaped as node-postgres gives them.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DuckDBConnection, DuckDBInstance, DuckDBValue } from '@duckdb/node-api';

/**
 * Where the engine's PostgreSQL differs from DuckDB, the whole list. Casts (`::float8`, `::date`),
 * `date_trunc`, `count(*) over ()`, `filter (where …)` and `nulls last` run unchanged.
 */
const COMPAT = [
  // Days are formatted with to_char(day, 'YYYY-MM-DD') only; DuckDB has strftime.
  `create or replace macro to_char(d, fmt) as
     strftime(d, replace(replace(replace(fmt, 'YYYY', '%Y'), 'MM', '%m'), 'DD', '%d'))`,
];
/** Per connection: `/` of two integers truncates in PostgreSQL, DuckDB gives a double by default. */
const SESSION = ['set integer_division = true'];

/**
 * node-postgres gives int8, numeric and sums as text, int2/int4/float8 as numbers, and (through drizzle) days
 * and times as text; DuckDB's bigints, decimals and dates become the same.
 */
function pgValue(value: DuckDBValue): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
    return value;
  return String(value);
}

const pgRow = (row: Record<string, DuckDBValue>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, pgValue(v)]));

export interface DuckDBExecutor {
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }>;
  close(): void;
}

/** One connection per query running at once: the engine sends a report's queries together. */
export async function duckdbExecutor(instance: DuckDBInstance): Promise<DuckDBExecutor> {
  const setup = await instance.connect();
  for (const statement of COMPAT) await setup.run(statement);
  setup.closeSync();
  const dialect = new PgDialect();
  const idle: DuckDBConnection[] = [];
  const all: DuckDBConnection[] = [];
  const take = async () => {
    const free = idle.pop();
    if (free) return free;
    const connection = await instance.connect();
    for (const statement of SESSION) await connection.run(statement);
    all.push(connection);
    return connection;
  };
  return {
    async execute(query) {
      const { sql, params } = dialect.sqlToQuery(query);
      const connection = await take();
      try {
        const reader = await connection.runAndReadAll(sql, params as DuckDBValue[]);
        return { rows: reader.getRowObjects().map(pgRow) };
      } finally {
        idle.push(connection);
      }
    },
    close() {
      for (const connection of all) connection.closeSync();
    },
  };
}
