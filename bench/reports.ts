/**
 * Report latency on the large tier (PostgreSQL, `npm run bench:seed -- --only large` first): every report for
 * a 30-day and a 365-day range ending yesterday, as each of the demo users sees it (admin: all data; depthead:
 * a department; grouplead: a group; operator: own accounts; sales: own customers), each user's data scope
 * resolved as the server resolves a signed-in request's (demo-scopes.ts); p50 and p95 of N runs after one
 * untimed run. Beside it the same engine and SQL on DuckDB in the same scope, over a copy of the tables made in
 * this run (or kept from an earlier one), as a reference for what the aggregation itself costs, and whose
 * totals the PostgreSQL answer must equal.
 * Targets (issue 5): PostgreSQL p95 ≤ 100 ms for 30 days, ≤ 200 ms for 365 days, for every report and user.
 * Arguments name the reports to time (those whose names contain one), all by default; BENCH_ROLES names the
 * users (BENCH_ROLES=operator,sales), BENCH_RUNS the runs, BENCH_DUCKDB=0 leaves the DuckDB reference out.
 */
import type { ReportResult } from '@adops/common/contract/report';
import type { DataScope } from '@adops/common/scope';
import type { Executor } from '@adops/server/src/db/client';
import { openDatabase } from '@adops/server/src/db/client';
import { REPORTS } from '@adops/server/src/reports/registry';
import { runReport, type ReportDefinition } from '@adops/server/src/reports/engine';
import { addDays, shanghaiDay, shanghaiHour } from '@adops/server/src/time';
import { LARGE_DATABASE_URL } from './databases';
import { chosenUsers, demoScope } from './demo-scopes';
import { duckdbExecutor } from './duckdb-executor';
import { openMirror } from './duckdb-mirror';

const RUNS = Number(process.env.BENCH_RUNS || 10);
if (!Number.isInteger(RUNS) || RUNS <= 0) throw new Error('BENCH_RUNS must be a positive whole number');
const TARGET_P95_MS: Record<number, number> = { 30: 100, 365: 200 };
const RANGES = [30, 365];
const ONLY = process.argv.slice(2);
const WITH_DUCKDB = process.env.BENCH_DUCKDB !== '0';
const USERS = chosenUsers(process.env.BENCH_ROLES);
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

async function time(def: ReportDefinition, days: number, db: Executor, scope: DataScope): Promise<Timing> {
  const query = { start: addDays(yesterday, 1 - days), end: yesterday, page: 1, pageSize: 50 };
  // A variable, not a literal: the context may carry more than this engine's RunContext names.
  const context = { db, scope, today, hour };
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

/** A scope in a few words: whose rows it lets its holder see. */
function scopeText(scope: DataScope): string {
  if (scope.all) return 'all data';
  const parts = [
    ['departments', scope.departmentIds],
    ['groups', scope.groupIds],
    ['operators', scope.operatorIds],
    ['customers of sales', scope.salesIds],
  ] as const;
  return (
    parts
      .filter(([, ids]) => ids.length)
      .map(([what, ids]) => `${what} ${ids.join(', ')}`)
      .join('; ') || 'nothing'
  );
}

const cell = (ms: number, over = false) => `${ms.toFixed(0)}${over ? '*' : ' '}`.padStart(7);
const NA = 'n/a '.padStart(7);
const NAME_WIDTH = 36;

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
  `reports on ${LARGE_DATABASE_URL} as ${USERS.join(', ')}, ${RUNS} runs each after one untimed run, ms; ` +
    `* = PostgreSQL p95 over target (30 d ≤ ${TARGET_P95_MS[30]} ms, 365 d ≤ ${TARGET_P95_MS[365]} ms)`,
);

/** What one user's table found: the p95 figures over target, and the slowest p95 of each range. */
interface RoleSummary {
  user: string;
  over: number;
  figures: number;
  slowest: Record<number, { name: string; p95: number } | undefined>;
}

const group = (label: string) => label.padEnd(15);
const quantiles = `${'p50 '.padStart(7)} ${'p95 '.padStart(7)}`;
const heads = ['PG 30 d', 'PG 365 d', ...(duckDb ? ['DuckDB 30 d', 'DuckDB 365 d'] : [])];

/** Times every report as one user, printing its table; the DuckDB answers that differ go to `notes`. */
async function timeAs(user: string, notes: string[]): Promise<RoleSummary> {
  const scope = await demoScope(database.db, user);
  const summary: RoleSummary = { user, over: 0, figures: 0, slowest: {} };
  console.log(`\n${user} (${scopeText(scope)})`);
  console.log(`${''.padEnd(NAME_WIDTH)} ${heads.map(group).join(' ')}`);
  console.log(`${'report'.padEnd(NAME_WIDTH)} ${Array(heads.length).fill(quantiles).join(' ')}`);
  for (const def of timed) {
    const pgCells: string[] = [];
    const duckCells: string[] = [];
    for (const days of RANGES) {
      const pg = await time(def, days, database.db, scope);
      const late = pg.p95 > TARGET_P95_MS[days]!;
      summary.figures++;
      if (late) summary.over++;
      if (pg.p95 > (summary.slowest[days]?.p95 ?? -1))
        summary.slowest[days] = { name: def.name, p95: pg.p95 };
      pgCells.push(cell(pg.p50), cell(pg.p95, late));
      if (!duckDb) continue;
      try {
        const reference = await time(def, days, duckDb, scope);
        duckCells.push(cell(reference.p50), cell(reference.p95));
        const differs = difference(pg.answer, reference.answer);
        if (differs) notes.push(`${user}, ${def.name}, ${days} d: DuckDB answers differently: ${differs}`);
      } catch (error) {
        duckCells.push(NA, NA);
        notes.push(
          `${user}, ${def.name}, ${days} d: n/a on DuckDB: ${(error as Error).message.split('\n')[0]}`,
        );
      }
    }
    console.log(`${def.name.padEnd(NAME_WIDTH)} ${[...pgCells, ...duckCells].join(' ')}`);
  }
  console.log(summaryLine(summary));
  return summary;
}

function summaryLine({ user, over, figures, slowest }: RoleSummary): string {
  const worst = RANGES.map((days) => {
    const s = slowest[days];
    return s ? `${days} d ${s.name} ${s.p95.toFixed(0)} ms` : `${days} d -`;
  }).join(', ');
  const verdict = over ? `${over} of ${figures} p95 figures over target` : `every p95 within target`;
  return `${user.padEnd(10)} ${verdict}; slowest p95: ${worst}`;
}

const notes: string[] = [];
try {
  const summaries: RoleSummary[] = [];
  for (const user of USERS) summaries.push(await timeAs(user, notes));
  console.log('\nPostgreSQL, per user:');
  for (const s of summaries) console.log(summaryLine(s));
  const over = summaries.reduce((n, s) => n + s.over, 0);
  const figures = summaries.reduce((n, s) => n + s.figures, 0);
  console.log(
    over
      ? `PostgreSQL: ${over} of ${figures} p95 figures over target`
      : 'PostgreSQL: every p95 within target',
  );
  for (const note of notes) console.log(note);
} finally {
  duck?.close();
  mirror?.instance.closeSync();
  await database.close();
}
