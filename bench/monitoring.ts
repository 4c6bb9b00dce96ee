/**
 * The reports of monitoring, assessment and progress (issue 16) on the large tier (PostgreSQL, `npm run
 * bench:seed -- --only large` first): every page's report and every `/api/xdareninfo/*` call, each over the last
 * closed month and over the last 12 months (its range in the query; a report about today reads today whatever
 * the range), as each demo user of reports.ts in their data scope, beside the same on the DuckDB copy of the
 * tables. p50 and p95 of N runs after one untimed run.
 * Target: PostgreSQL p95 ≤ 100 ms for a month, ≤ 200 ms for 12 months.
 * Arguments name the reports to time (those whose name contains one), all by default; BENCH_ROLES names the
 * users, BENCH_RUNS the runs, BENCH_DUCKDB=0 leaves the DuckDB reference out.
 */
import { reportQuery } from '@adops/common/contract/report';
import {
  ASSESSMENT_CALL_REPORTS,
  ASSESSMENT_PAGE_REPORTS,
} from '@adops/server/src/reports/definitions/assessment';
import { MONITORING_REPORTS } from '@adops/server/src/reports/definitions/monitoring';
import { PROGRESS_REPORTS } from '@adops/server/src/reports/definitions/progress';
import { addDays, monthStart } from '@adops/server/src/time';
import { LARGE_DATABASE_URL } from './databases';
import { demoUser } from './demo-scopes';
import { asked, benchEveryUser, timeBoth, today, UserTable, type Engines } from './report-timing';

/** Each range timed, with its target. */
const RANGES = [
  {
    part: 'month',
    targetMs: 100,
    range: [monthStart(addDays(monthStart(today), -1)), addDays(monthStart(today), -1)],
  },
  {
    part: '12 months',
    targetMs: 200,
    range: [monthStart(addDays(monthStart(today), -335)), addDays(today, -1)],
  },
] as const;

const reports = [
  ...ASSESSMENT_PAGE_REPORTS,
  ...ASSESSMENT_CALL_REPORTS,
  ...MONITORING_REPORTS,
  ...PROGRESS_REPORTS,
].filter((def) => asked(def.name));

async function timeAs(user: string, engines: Engines, notes: string[]): Promise<UserTable> {
  const { scope } = await demoUser(engines.database.db, user);
  const table = new UserTable(user, scope, '', {
    heads: ['PostgreSQL', ...(engines.duckDb ? ['DuckDB'] : [])],
    first: 'report',
    width: 36,
    parts: RANGES.map((r) => r.part),
  });
  for (const def of reports) {
    const cells = [];
    for (const { part, targetMs, range } of RANGES) {
      const query = (reportQuery.extend(def.params?.shape ?? {}) as typeof reportQuery).parse({
        start: range[0],
        end: range[1],
      });
      const label = `${user}, ${def.name} ${part}`;
      cells.push({ part, timed: await timeBoth(engines, def, query, scope, targetMs, label, notes) });
    }
    table.row(def.name, cells);
  }
  return table;
}

await benchEveryUser(
  LARGE_DATABASE_URL,
  `monitoring, assessment and progress reports (today ${today})`,
  '≤ 100 ms for a month, ≤ 200 ms for 12 months',
  timeAs,
);
