/**
 * Report latency on the large tier (PostgreSQL, `npm run bench:seed -- --only large` first): every report for
 * a 30-day and a 365-day range ending yesterday, as the admin sees it (all data), p50 and p95 of N runs after
 * one untimed run. Beside it the same engine and SQL on DuckDB, over a copy of the tables made in this run
 * (or kept from an earlier one), as a reference for what the aggregation itself costs.
 * Targets (issue 5): PostgreSQL p95 ≤ 100 ms for 30 days, ≤ 200 ms for 365 days.
 * Arguments name the reports to time (those whose names contain one), all by default; BENCH_DUCKDB=0 leaves the
 * DuckDB reference out (a quick look at PostgreSQL alone).
 */
import type { ReportResult } from '@adops/common/contract/report';
import type { Executor } from '@adops/server/src/db/client';
import { ALL_DATA } from '@adops/server/src/scope/dataScope';
import { openDatabase } from '@adops/server/src/db/client';
import { REPORTS } from '@adops/server/src/reports/registry';
import { runReport, type ReportDefinition } from '@adops/server/src/reports/engine';
import { addDays, shanghaiDay, shanghaiHour } from '@adops/server/src/time';
import { LARGE_DATABASE_URL } from './databases';
import { duckdbExecutor } from './duckdb-executor';
import { openMirror } from './duckdb-mirror';

const RUNS = Number(process.env.BENCH_RUNS || 10);
if (!Number.isInteger(RUNS) || RUNS <= 0) throw new Error('BENCH_RUNS must be a positive whole number');
const TARGET_P95_MS: Record<number, number> = { 30: 100, 365: 200 };
const RANGES = [30, 365];
const ONLY = process.argv.slice(2);
const WITH_DUCKDB = process.env.BENCH_DUCKDB !== '0';
const timed = REPORTS.filter((r) => !ONLY.length || ONLY.some((name) => r.name.includes(name)));

const now = Date.now();
const today = shanghaiDay(now);
const yesterday = addDays(today, -1);
const hour = shanghaiHour(now);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

interface Timing {
  p50: number;
  p95: number;
  /** The answer of the untimed run, to compare the engines by. */
  answer: ReportResult;
}

async function time(def: ReportDefinition, days: number, db: Executor): Promise<Timing> {
  const query = { start: addDays(yesterday, 1 - days), end: yesterday, page: 1, pageSize: 50 };
  // A variable, not a literal: the context may carry more than this engine's RunContext names.
  const context = { db, scope: ALL_DATA, today, hour };
  const answer = await runReport(def, query, context);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await runReport(def, query, context);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), answer };
}

/** Where two answers differ in their totals (row count and summary), beyond float rounding; null if not. */
function difference(pg: ReportResult, duck: ReportResult): string | null {
  if (pg.total !== duck.total) return `total ${pg.total} vs ${duck.total}`;
  for (const [key, value] of Object.entries(pg.summary)) {
    const other = duck.summary[key];
    const same =
      typeof value === 'number' && typeof other === 'number'
        ? Math.abs(value - other) <= 1e-9 * Math.max(1, Math.abs(value))
        : String(value) === String(other);
    if (!same) return `summary ${key} ${String(value)} vs ${String(other)}`;
  }
  return null;
}

const cell = (ms: number, over = false) => `${ms.toFixed(0)}${over ? '*' : ' '}`.padStart(7);
const NA = 'n/a '.padStart(7);

const database = await openDatabase({ url: LARGE_DATABASE_URL });
const mirror = WITH_DUCKDB ? await openMirror(LARGE_DATABASE_URL) : null;
const duck = mirror ? await duckdbExecutor(mirror.instance) : null;
// The engine reads its database through `execute` alone (server/src/db/rows.ts).
const duckDb = duck as unknown as Executor | null;

const copied = mirror?.tables.reduce((sum, t) => sum + t.rows, 0).toLocaleString('en');
console.log(
  !mirror
    ? 'DuckDB reference left out (BENCH_DUCKDB=0)'
    : mirror.loadSeconds
      ? `DuckDB copy: ${mirror.tables.length} tables, ${copied} rows loaded from PostgreSQL in ${mirror.loadSeconds.toFixed(1)} s (${mirror.path})`
      : `DuckDB copy: ${mirror.tables.length} tables, ${copied} rows, kept from an earlier run (${mirror.path})`,
);
console.log(
  `reports on ${LARGE_DATABASE_URL}, ${RUNS} runs each after one untimed run, ms; ` +
    `* = PostgreSQL p95 over target (30 d ≤ ${TARGET_P95_MS[30]} ms, 365 d ≤ ${TARGET_P95_MS[365]} ms)`,
);
const group = (label: string) => label.padEnd(15);
const quantiles = `${'p50 '.padStart(7)} ${'p95 '.padStart(7)}`;
console.log(
  `${''.padEnd(36)} ${['PG 30 d', 'PG 365 d', 'DuckDB 30 d', 'DuckDB 365 d'].map(group).join(' ')}`,
);
console.log(`${'report'.padEnd(36)} ${Array(4).fill(quantiles).join(' ')}`);

const notes: string[] = [];
let over = 0;
try {
  for (const def of timed) {
    const pgCells: string[] = [];
    const duckCells: string[] = [];
    for (const days of RANGES) {
      const pg = await time(def, days, database.db);
      const late = pg.p95 > TARGET_P95_MS[days]!;
      if (late) over++;
      pgCells.push(cell(pg.p50), cell(pg.p95, late));
      if (!duckDb) continue;
      try {
        const reference = await time(def, days, duckDb);
        duckCells.push(cell(reference.p50), cell(reference.p95));
        const differs = difference(pg.answer, reference.answer);
        if (differs) notes.push(`${def.name}, ${days} d: DuckDB answers differently: ${differs}`);
      } catch (error) {
        duckCells.push(NA, NA);
        notes.push(`${def.name}, ${days} d: n/a on DuckDB: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    console.log(`${def.name.padEnd(36)} ${[...pgCells, ...duckCells].join(' ')}`);
  }
  console.log(
    over
      ? `PostgreSQL: ${over} of ${timed.length * RANGES.length} p95 figures over target`
      : 'PostgreSQL: every p95 within target',
  );
  for (const note of notes) console.log(note);
} finally {
  duck?.close();
  mirror?.instance.closeSync();
  await database.close();
}
