/**
 * A DuckDB copy of the tables the reports read, taken from a PostgreSQL database: each table leaves by
 * `COPY … TO STDOUT` as CSV into a temp file and enters DuckDB by `read_csv` with the column types PostgreSQL
 * reports. The copy is kept in the temp folder under a key of the database's identity (a re-seed makes a new
 * one) and the tables' columns, row counts and last days, so that a re-run on unchanged data opens it instead
 * of loading again. An edit that keeps all of these goes unseen: delete the folder then.
 */
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  HOURS_SUMMED_BY,
  SUMMED_BY,
  summedHoursTable,
  summedTable,
  type SummedBy,
} from '@adops/server/src/facts/writer';

const PERIOD_OF: Record<string, string> = { daily: 'day', weekly: 'week', monthly: 'month' };
const SUMMED_TABLES = (Object.keys(SUMMED_BY) as SummedBy[]).flatMap((by) =>
  (['daily', 'weekly', 'monthly'] as const).map((length) => summedTable(by, length)),
);
/** The hours summed per team and per customer, of accounts and of plans (team_hourly…). */
const SUMMED_HOURS = HOURS_SUMMED_BY.flatMap((by) =>
  (['accounts', 'plans'] as const).map((of) => summedHoursTable(by, of)),
);

/**
 * What the report engine reads (server/src/reports: sources, dimensions, extras; the workbench's targets, account
 * tasks and monitored accounts among them); missing tables are skipped.
 */
const TABLES = [
  'ad_accounts',
  'customers',
  'users',
  'departments',
  'operation_groups',
  'account_categories',
  'account_daily',
  'account_weekly',
  'account_monthly',
  'account_hourly',
  'plan_hourly',
  'campaign_plans',
  'balance_snapshots',
  'targets',
  'customer_budgets',
  'account_tasks',
  'monitored_accounts',
  'descent_reasons',
  'account_week_notes',
  ...SUMMED_TABLES,
  ...SUMMED_HOURS,
  'plan_daily',
  'account_hours_daily',
];

/** Facts are stored in day order, so that DuckDB's per-block min/max skips the blocks a range leaves out. */
const DAY_ORDER: Record<string, string> = {
  account_daily: 'day',
  account_weekly: 'week',
  account_monthly: 'month',
  account_hourly: 'day',
  plan_hourly: 'day',
  balance_snapshots: 'day',
  ...Object.fromEntries(SUMMED_HOURS.map((table) => [table, 'day'])),
  plan_daily: 'day',
  account_hours_daily: 'day',
  ...Object.fromEntries(
    SUMMED_TABLES.map((table) => [table, PERIOD_OF[table.slice(table.lastIndexOf('_') + 1)]!]),
  ),
};

interface Column {
  table: string;
  name: string;
  udt: string;
  precision: number | null;
  scale: number | null;
}

interface Table {
  name: string;
  columns: Column[];
  rows: number;
  /** The last day of a fact table. */
  last: string | null;
}

export interface Mirror {
  instance: DuckDBInstance;
  tables: Table[];
  /** Seconds the load took; 0 when a kept copy was opened. */
  loadSeconds: number;
  path: string;
}

/** Text, varchar, char, json, enums and arrays stay text, as PostgreSQL prints them. */
function duckType(c: Column): string {
  switch (c.udt) {
    case 'int2':
      return 'SMALLINT';
    case 'int4':
      return 'INTEGER';
    case 'int8':
      return 'BIGINT';
    case 'bool':
      return 'BOOLEAN';
    case 'date':
      return 'DATE';
    case 'timestamptz':
      return 'TIMESTAMPTZ';
    case 'timestamp':
      return 'TIMESTAMP';
    case 'float4':
      return 'FLOAT';
    case 'float8':
      return 'DOUBLE';
    case 'numeric':
      return c.precision !== null && c.precision <= 38
        ? `DECIMAL(${c.precision}, ${c.scale ?? 0})`
        : 'DOUBLE';
    default:
      return 'VARCHAR';
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function describe(client: pg.Client): Promise<Table[]> {
  const { rows } = await client.query<Column>(
    `select table_name as table, column_name as name, udt_name as udt,
       numeric_precision as precision, numeric_scale as scale
     from information_schema.columns
     where table_schema = 'public' and table_name = any($1)
     order by table_name, ordinal_position`,
    [TABLES],
  );
  const present = TABLES.filter((t) => rows.some((c) => c.table === t));
  const counts = await client.query<{ name: string; rows: string; last: string | null }>(
    present
      .map((t) => {
        const day = DAY_ORDER[t];
        return `select ${literal(t)} as name, count(*) as rows, ${day ? `max(${quoted(day)})::text` : 'null'} as last
          from ${quoted(t)}`;
      })
      .join(' union all '),
  );
  return present.map((name) => {
    const { rows: count, last } = counts.rows.find((c) => c.name === name)!;
    return { name, columns: rows.filter((c) => c.table === name), rows: Number(count), last };
  });
}

async function copyOut(client: pg.Client, table: Table, dir: string): Promise<string> {
  const file = join(dir, `${table.name}.csv`);
  const columns = table.columns.map((c) => quoted(c.name)).join(', ');
  await pipeline(
    client.query(
      copyTo(`copy (select ${columns} from ${quoted(table.name)}) to stdout (format csv, header)`),
    ),
    createWriteStream(file),
  );
  return file;
}

function readCsv(table: Table, file: string): string {
  const types = table.columns.map((c) => `${literal(c.name)}: ${literal(duckType(c))}`).join(', ');
  const order = DAY_ORDER[table.name];
  // PostgreSQL writes NULL as nothing and an empty text as "": only the unquoted empty field is NULL.
  return `create table ${quoted(table.name)} as select * from read_csv(${literal(file)}, header = true,
    auto_detect = false, columns = {${types}}, allow_quoted_nulls = false)${order ? ` order by ${quoted(order)}` : ''}`;
}

/** Copies the tables into a new DuckDB file at `path`; the next table leaves PostgreSQL while one enters DuckDB. */
async function load(client: pg.Client, tables: Table[], path: string) {
  const dir = mkdtempSync(join(tmpdir(), 'adops-bench-csv-'));
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  try {
    let previous: Promise<unknown> = Promise.resolve();
    const files = tables.map(
      (t) => (previous = previous.then(() => copyOut(client, t, dir))) as Promise<string>,
    );
    // Awaited in turn below; a failure is thrown there, not reported as unhandled meanwhile.
    for (const f of files) f.catch(() => {});
    for (const [i, table] of tables.entries()) {
      const file = await files[i]!;
      await connection.run(readCsv(table, file));
      rmSync(file);
    }
    await connection.run('checkpoint');
  } finally {
    connection.closeSync();
    instance.closeSync();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens the DuckDB copy of `url`'s report tables, loading it first unless a copy of the same data is kept. */
export async function openMirror(url: string): Promise<Mirror> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set timezone = 'UTC'`);
    const tables = await describe(client);
    const database = new URL(url).pathname.slice(1);
    const { rows } = await client.query<{ oid: number }>(
      'select oid from pg_database where datname = current_database()',
    );
    const key = createHash('sha256')
      .update(JSON.stringify({ oid: rows[0]!.oid, tables }))
      .digest('hex')
      .slice(0, 16);
    const folder = join(tmpdir(), 'adops-bench-duckdb');
    const path = join(folder, `${database}-${key}.duckdb`);
    let loadSeconds = 0;
    if (!existsSync(path)) {
      mkdirSync(folder, { recursive: true });
      // Copies of this database's older data are of no further use.
      for (const f of readdirSync(folder)) if (f.startsWith(`${database}-`)) rmSync(join(folder, f));
      const started = performance.now();
      const partial = `${path}.loading`;
      await load(client, tables, partial);
      renameSync(partial, path);
      loadSeconds = (performance.now() - started) / 1000;
    }
    return { instance: await DuckDBInstance.create(path), tables, loadSeconds, path };
  } finally {
    await client.end();
  }
}
