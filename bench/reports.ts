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
import { REPORTS } from '@adops/server/src/reports/registry';
import { addDays } from '@adops/server/src/time';
import { LARGE_DATABASE_URL } from './databases';
import { demoScope } from './demo-scopes';
import { asked, benchEveryUser, timeBoth, today, UserTable, type Engines } from './report-timing';

const TARGET_P95_MS: Record<number, number> = { 30: 100, 365: 200 };
const RANGES = [30, 365];
const timed = REPORTS.filter((r) => asked(r.name));
const yesterday = addDays(today, -1);

/** Times every report as one user, printing its table; the DuckDB answers that differ go to `notes`. */
async function timeAs(user: string, engines: Engines, notes: string[]): Promise<UserTable> {
  const scope = await demoScope(engines.database.db, user);
  const table = new UserTable(user, scope, '', {
    heads: ['PG 30 d', 'PG 365 d', ...(engines.duckDb ? ['DuckDB 30 d', 'DuckDB 365 d'] : [])],
    first: 'report',
    width: 36,
    parts: RANGES.map((days) => `${days} d`),
  });
  for (const def of timed) {
    const timings = [];
    for (const days of RANGES) {
      const query = { start: addDays(yesterday, 1 - days), end: yesterday, page: 1, pageSize: 50 };
      const label = `${user}, ${def.name}, ${days} d`;
      const figures = await timeBoth(engines, def, query, scope, TARGET_P95_MS[days]!, label, notes);
      timings.push({ part: `${days} d`, timed: figures });
    }
    table.row(def.name, timings);
  }
  return table;
}

await benchEveryUser(
  LARGE_DATABASE_URL,
  'reports',
  `30 d ≤ ${TARGET_P95_MS[30]} ms, 365 d ≤ ${TARGET_P95_MS[365]} ms`,
  timeAs,
);
