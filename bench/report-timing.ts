/**
 * What the benches of the report engine on the large tier share (reports.ts, workbench.ts): their settings (the
 * names to time as arguments, BENCH_ROLES, BENCH_RUNS, BENCH_DUCKDB), the PostgreSQL database and its DuckDB
 * copy, a definition timed over N runs after one untimed run, the two engines' answers compared by their totals,
 * and the tables and per-user summaries they print.
 */
import type { ReportQuery, ReportResult } from '@adops/common/contract/report';
import type { DataScope } from '@adops/common/scope';
import type { Thresholds } from '@adops/common/thresholds';
import { openDatabase, type Database, type Executor } from '@adops/server/src/db/client';
import { readThresholds } from '@adops/server/src/db/thresholds';
import { runReport, type ReportDefinition } from '@adops/server/src/reports/engine';
import { shanghaiDay, shanghaiHour } from '@adops/server/src/time';
import { chosenUsers } from './demo-scopes';
import { duckdbExecutor } from './duckdb-executor';
import { openMirror } from './duckdb-mirror';

const RUNS = Number(process.env.BENCH_RUNS || 10);
if (!Number.isInteger(RUNS) || RUNS <= 0) throw new Error('BENCH_RUNS must be a positive whole number');
const ONLY = process.argv.slice(2);
const WITH_DUCKDB = process.env.BENCH_DUCKDB !== '0';
/** The demo users to time as (BENCH_ROLES, else every scope of demo-scopes.ts). */
const USERS = chosenUsers(process.env.BENCH_ROLES);

/** Whether the arguments ask for what `name` names: one of them is part of it, or there are none. */
export const asked = (name: string) => !ONLY.length || ONLY.some((part) => name.includes(part));

const now = Date.now();
export const today = shanghaiDay(now);
export const hour = shanghaiHour(now);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export interface Timing {
  p50: number;
  p95: number;
  /** The answer of the untimed run, to compare the engines by. */
  answer: ReportResult;
}

/** `def` run over `query` in `scope` on `db`, as a request of today at this hour runs it: RUNS times after one. */
async function time(
  def: ReportDefinition,
  query: ReportQuery,
  db: Executor,
  scope: DataScope,
  inForce: Thresholds,
): Promise<Timing> {
  // A variable, not a literal: the context may carry more than this engine's RunContext names.
  const context = { db, scope, today, hour, inForce };
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

/** The databases a bench reads: the PostgreSQL of `url` and, unless BENCH_DUCKDB=0, the DuckDB copy of it. */
export interface Engines {
  database: Database;
  /** The copy as the engine reads it (through `execute` alone, server/src/db/rows.ts); null when left out. */
  duckDb: Executor | null;
  /** The thresholds in force on PostgreSQL, which both engines run by (the copy holds no settings). */
  inForce: Thresholds;
}

/**
 * A bench of the engine on `url`: prints what the DuckDB copy is and what is timed (`what`, against `targets`),
 * then times as each user of USERS in turn (`timeAs` fills their table, adding what it finds of the DuckDB
 * answers to `notes`), each table followed by its summary, and ends with the summaries and the verdict.
 */
export async function benchEveryUser(
  url: string,
  what: string,
  targets: string,
  timeAs: (user: string, engines: Engines, notes: string[]) => Promise<UserTable>,
) {
  const database = await openDatabase({ url });
  const mirror = WITH_DUCKDB ? await openMirror(url) : null;
  const duck = mirror ? await duckdbExecutor(mirror.instance) : null;
  // The engine reads its database through `execute` alone (server/src/db/rows.ts).
  const engines = {
    database,
    duckDb: duck as unknown as Executor | null,
    inForce: await readThresholds(database.db),
  };
  try {
    const copied = mirror?.tables.reduce((sum, t) => sum + t.rows, 0).toLocaleString('en');
    console.log(
      !mirror
        ? 'DuckDB reference left out (BENCH_DUCKDB=0)'
        : mirror.loadSeconds
          ? `DuckDB copy: ${mirror.tables.length} tables, ${copied} rows loaded from PostgreSQL in ${mirror.loadSeconds.toFixed(1)} s (${mirror.path})`
          : `DuckDB copy: ${mirror.tables.length} tables, ${copied} rows, kept from an earlier run (${mirror.path})`,
    );
    console.log(
      `${what} on ${url} as ${USERS.join(', ')}, ${RUNS} runs each after one untimed run, ms; ` +
        `* = PostgreSQL p95 over target (${targets})`,
    );
    const notes: string[] = [];
    const summaries: UserTable[] = [];
    for (const user of USERS) {
      const table = await timeAs(user, engines, notes);
      console.log(table.summary());
      summaries.push(table);
    }
    printVerdict(summaries, notes);
  } finally {
    duck?.close();
    mirror?.instance.closeSync();
    await database.close();
  }
}

/** One query timed on both engines: the PostgreSQL figures, and the cells of each engine's p50 and p95. */
export interface Timed {
  pg: Timing;
  late: boolean;
  pgCells: string[];
  /** None when the DuckDB reference is left out; n/a where DuckDB could not run it. */
  duckCells: string[];
}

/**
 * Times `def` over `query` in `scope` on PostgreSQL against `targetMs` (its p95), then the same on DuckDB; a
 * DuckDB answer with other totals, or a DuckDB failure, is added to `notes` under `label`.
 */
export async function timeBoth(
  engines: Engines,
  def: ReportDefinition,
  query: ReportQuery,
  scope: DataScope,
  targetMs: number,
  label: string,
  notes: string[],
): Promise<Timed> {
  const pg = await time(def, query, engines.database.db, scope, engines.inForce);
  const late = pg.p95 > targetMs;
  const timed = { pg, late, pgCells: [cell(pg.p50), cell(pg.p95, late)], duckCells: [] as string[] };
  if (!engines.duckDb) return timed;
  try {
    const reference = await time(def, query, engines.duckDb, scope, engines.inForce);
    timed.duckCells.push(cell(reference.p50), cell(reference.p95));
    const differs = difference(pg.answer, reference.answer);
    if (differs) notes.push(`${label}: DuckDB answers differently: ${differs}`);
  } catch (error) {
    timed.duckCells.push(NA, NA);
    notes.push(`${label}: n/a on DuckDB: ${(error as Error).message.split('\n')[0]}`);
  }
  return timed;
}

const group = (label: string) => label.padEnd(15);
const quantiles = `${'p50 '.padStart(7)} ${'p95 '.padStart(7)}`;

/** How a user's table looks: its columns' heads, the first's, and that column's width. */
export interface TableLayout {
  /** The engines' column pairs (p50, p95 each): PostgreSQL's, then DuckDB's. */
  heads: string[];
  first: string;
  width: number;
  /**
   * The parts of a row, each timed on its own (reports.ts: each range, '30 d'…; '' for the whole row), whose
   * slowest p95 the summary names.
   */
  parts?: readonly string[];
}

/**
 * One user's table: its head, printed when made (whom it is of: their scope, and `remark`), a row per report or
 * call, and what it found: the PostgreSQL p95 figures over target, the slowest p95 of each part.
 */
export class UserTable {
  over = 0;
  figures = 0;
  readonly #slowest = new Map<string, { name: string; p95: number }>();
  readonly #parts: readonly string[];
  readonly #width: number;

  constructor(
    readonly user: string,
    scope: DataScope,
    remark: string,
    { heads, first, width, parts = [''] }: TableLayout,
  ) {
    this.#parts = parts;
    this.#width = width;
    console.log(`\n${user} (${scopeText(scope)}${remark})`);
    console.log(`${''.padEnd(width)} ${heads.map(group).join(' ')}`);
    console.log(`${first.padEnd(width)} ${Array(heads.length).fill(quantiles).join(' ')}`);
  }

  /** A row: its name, then PostgreSQL's cells of each part, then DuckDB's. */
  row(name: string, timings: { part: string; timed: Timed }[]) {
    for (const { part, timed } of timings) {
      this.figures++;
      if (timed.late) this.over++;
      const p95 = timed.pg.p95;
      if (p95 > (this.#slowest.get(part)?.p95 ?? -1)) this.#slowest.set(part, { name, p95 });
    }
    const cells = [...timings.flatMap((t) => t.timed.pgCells), ...timings.flatMap((t) => t.timed.duckCells)];
    console.log(`${name.padEnd(this.#width)} ${cells.join(' ')}`);
  }

  /** What the table found, in a line. */
  summary(): string {
    const worst = this.#parts
      .map((part) => {
        const s = this.#slowest.get(part);
        return [part, s ? `${s.name} ${s.p95.toFixed(0)} ms` : '-'].filter(Boolean).join(' ');
      })
      .join(', ');
    const verdict = this.over
      ? `${this.over} of ${this.figures} p95 figures over target`
      : `every p95 within target`;
    return `${this.user.padEnd(10)} ${verdict}; slowest p95: ${worst}`;
  }
}

/** The end of a bench: each user's summary, the verdict over all, and the notes on the DuckDB reference. */
function printVerdict(summaries: UserTable[], notes: string[]) {
  console.log('\nPostgreSQL, per user:');
  for (const s of summaries) console.log(s.summary());
  const over = summaries.reduce((n, s) => n + s.over, 0);
  const figures = summaries.reduce((n, s) => n + s.figures, 0);
  console.log(
    over
      ? `PostgreSQL: ${over} of ${figures} p95 figures over target`
      : 'PostgreSQL: every p95 within target',
  );
  for (const note of notes) console.log(note);
}
