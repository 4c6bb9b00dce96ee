/**
 * The operations workbench's calls on the large tier (PostgreSQL, `npm run bench:seed -- --only large` first):
 * every GET under /api/crm/workbenches/ (server/src/reports/definitions/workbench.ts), with the query a call
 * without parameters is read as (page 1, 20 rows: the server's defaults, which the rankings are timed with too,
 * though their panels may ask for 10; the definition's own range, sort and dimensions), then with
 * each value of its own parameters (taskData's `task`, yoyOverview's and deptConsumeYoy's `period`,
 * consumeTrendYoy's `bucket`, feeStructure*'s `dimension`: PARAMETER_VALUES), each query read by the schema
 * the server reads the call's with and run by the engine as the server runs it (its parameters make the
 * definition in `prepare`). As each demo user of reports.ts (admin, depthead, grouplead, operator, sales),
 * in their data scope, today at this hour: the to-dos, the hours and the monitored accounts read today's rows,
 * so the figures depend on the hour of the day they are taken at (printed). p50 and p95 of N runs after one
 * untimed run, beside the same on the DuckDB copy of the tables (reports.ts says what the reference is).
 * The demo grants do not give the sales user the workbench (module 468): a call of theirs is refused before
 * the engine runs. They are timed all the same, as a scope of its own (a sales user's customers) in which
 * a grant of the module would run these calls, and their table's title says they are not granted it.
 * Target: PostgreSQL p95 ≤ 100 ms for every call, parameter value and user.
 * Arguments name the calls to time (those whose report name and parameter, `workbench.taskData task=descent`,
 * contain one), all by default; BENCH_ROLES names the users, BENCH_RUNS the runs, BENCH_DUCKDB=0 leaves the
 * DuckDB reference out.
 */
import {
  OVERVIEW_PERIODS,
  STRUCTURE_DIMENSIONS,
  TREND_BUCKETS,
  WORKBENCH_TASKS,
} from '@adops/common/contract/workbench';
import { reportQuery } from '@adops/common/contract/report';
import { canUse, type Principal } from '@adops/server/src/auth/principal';
import type { ReportDefinition } from '@adops/server/src/reports/engine';
import { WORKBENCH_REPORT_DEFINITIONS } from '@adops/server/src/reports/definitions/workbench';
import { reportAccess } from '@adops/server/src/reports/mount';
import { LARGE_DATABASE_URL } from './databases';
import { demoUser } from './demo-scopes';
import { asked, benchEveryUser, hour, timeBoth, today, UserTable, type Engines } from './report-timing';

const TARGET_P95_MS = 100;

/** The values each parameter of the workbench's calls is timed with, by its field. */
const PARAMETER_VALUES: Record<string, readonly string[]> = {
  task: WORKBENCH_TASKS,
  period: OVERVIEW_PERIODS,
  bucket: TREND_BUCKETS,
  dimension: STRUCTURE_DIMENSIONS,
};

/** A call to time: its definition and its query's own fields. */
interface Call {
  def: ReportDefinition;
  fields: Record<string, string>;
}

/** A definition's calls: without parameters, then with each value of each of its own. */
const callsOf = (def: ReportDefinition): Call[] => [
  { def, fields: {} },
  ...Object.keys(def.params?.shape ?? {}).flatMap((field) => {
    const values = PARAMETER_VALUES[field];
    if (!values)
      throw new Error(`${def.name}: no values to time its parameter ${field} with (PARAMETER_VALUES)`);
    return values.map((value) => ({ def, fields: { [field]: value } }));
  }),
];

/** A call by its report's name and its fields: `workbench.taskData task=descent`. */
const nameOf = ({ def, fields }: Call) =>
  [def.name, ...Object.entries(fields).map(([field, value]) => `${field}=${value}`)].join(' ');
/** The name in a table whose title says they are the workbench's: `taskData task=descent`. */
const shortName = (call: Call) => nameOf(call).replace(/^workbench\./, '');

const calls = WORKBENCH_REPORT_DEFINITIONS.flatMap(callsOf).filter((call) => asked(nameOf(call)));

/** The query of a call as the server reads it (routes.ts): the report query with the call's own fields. */
const queryOf = ({ def, fields }: Call) =>
  (reportQuery.extend(def.params?.shape ?? {}) as typeof reportQuery).parse(fields);

const mayCall = (principal: Principal, def: ReportDefinition) => {
  const access = reportAccess(def);
  return access === 'session' || canUse(principal, access);
};

/** Times every call as one user, printing its table; the DuckDB answers that differ go to `notes`. */
async function timeAs(user: string, engines: Engines, notes: string[]): Promise<UserTable> {
  const { principal, scope } = await demoUser(engines.database.db, user);
  const refused = [
    ...new Set(calls.filter((c) => !mayCall(principal, c.def)).map((c) => reportAccess(c.def))),
  ];
  const remark = refused.length
    ? `; not granted module ${refused.join(', ')}: the server refuses these calls, timed in the scope all the same`
    : '';
  const table = new UserTable(user, scope, remark, {
    heads: ['PostgreSQL', ...(engines.duckDb ? ['DuckDB'] : [])],
    first: 'call',
    width: 44,
  });
  for (const call of calls) {
    const name = shortName(call);
    const label = `${user}, ${name}`;
    const figures = await timeBoth(engines, call.def, queryOf(call), scope, TARGET_P95_MS, label, notes);
    table.row(name, [{ part: '', timed: figures }]);
  }
  return table;
}

await benchEveryUser(
  LARGE_DATABASE_URL,
  `workbench calls (today ${today} at hour ${hour})`,
  `≤ ${TARGET_P95_MS} ms`,
  timeAs,
);
