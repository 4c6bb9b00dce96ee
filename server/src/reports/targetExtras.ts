import { sql } from 'drizzle-orm';
import type { ReportRow } from '@adops/common/contract/report';
import { quarterOf, type TargetLevel } from '@adops/common/contract/workbench';
import { queryRows } from '../db/rows';
import { runRate } from '../targets/runRate';
import { elapsedShare, monthEnd, monthStart, quarterEnd } from '../time';
import type { DimensionKey } from './dimensions';
import { extraColumn, num } from './extraColumn';
import type { Extra, ExtraContext } from './extras';

/**
 * The workbench's targets beside a report's spend: a quarter's target of the company, a department, a group or
 * an operator (set with `quarter/target/save`), and an account's month task (set with `account/edit`), each
 * with the progress, the time gone by and, for a quarter, where the spend is headed at its pace so far.
 */

const PROGRESS = extraColumn('progress', '目标完成率', 'Progress', 'percent');
const ELAPSED = extraColumn('elapsed', '时间进度', 'Time elapsed', 'percent');

const share = (part: unknown, whole: number | null) => (whole ? num(part) / whole : null);

/** The rows whose targets are set by level: what a row of each dimension is. */
const LEVELS: Partial<Record<DimensionKey, TargetLevel>> = {
  department: 'department',
  group: 'group',
  operator: 'operator',
};

/** The quarter's targets of a level (null ids: every one), by id (the company's under null). */
async function quarterTargets(
  x: ExtraContext,
  quarter: string,
  level: TargetLevel,
  ids: (string | number)[] | null,
): Promise<Map<number | null, number>> {
  const of =
    level === 'company'
      ? sql`true`
      : ids === null
        ? sql`true`
        : ids.length
          ? sql`scope_id in ${ids}`
          : sql`false`;
  const rows = await queryRows<{ id: number | null; amount: string }>(
    x.db,
    sql`select scope_id as id, amount from targets
        where scope = ${level} and period = 'quarter' and period_start = ${quarter} and ${of}`,
  );
  return new Map(rows.map((r) => [r.id === null ? null : Number(r.id), Number(r.amount)]));
}

/**
 * The target of everything the report's filters keep: the operator's, group's or department's filtered on,
 * else the company's for a caller who sees all of it (anyone else sees a part of the company's spend, which
 * its target would not measure).
 */
async function filteredTarget(x: ExtraContext, quarter: string): Promise<number | null> {
  const { operatorId, groupId, deptId } = x.query;
  const [level, id]: [TargetLevel, number | null] = operatorId
    ? ['operator', operatorId]
    : groupId
      ? ['group', groupId]
      : deptId
        ? ['department', deptId]
        : ['company', null];
  if (level === 'company' && !x.scope.all) return null;
  return (await quarterTargets(x, quarter, level, id === null ? null : [id])).get(id) ?? null;
}

/** Target, progress, time gone by, the spend at this pace by the period's end and what each day left needs. */
export function fillRunRate(
  row: ReportRow,
  target: number | null,
  period: [string, string],
  x: ExtraContext,
) {
  Object.assign(row, runRate(num(row.fee), target, period, x.range[1], x.today, x.hour));
}

const quarterOfRange = (x: ExtraContext): [string, string] => {
  const quarter = quarterOf(x.range[1]);
  return [quarter, quarterEnd(quarter)];
};

/** The columns fillRunRate fills besides the target. */
export const RUN_RATE_COLUMNS = [
  PROGRESS,
  ELAPSED,
  extraColumn('projectedFee', '预计消耗', 'Projected spend'),
  extraColumn('projectedProgress', '预计完成率', 'Projected progress', 'percent'),
  extraColumn('neededPerDay', '剩余日均需消耗', 'Needed per day left'),
];

/** The quarter (of the range's last day) against its target, per department, group or operator or as a whole. */
const quarterTarget: Extra = {
  columns: [extraColumn('quarterTarget', '季度目标', 'Quarter target'), ...RUN_RATE_COLUMNS],
  async fill(rows, x) {
    const quarter = quarterOfRange(x);
    const level = x.dimension ? LEVELS[x.dimension] : undefined;
    const fill = (row: ReportRow, target: number | null) => {
      row.quarterTarget = target;
      fillRunRate(row, target, quarter, x);
    };
    if (!level) {
      const whole = await filteredTarget(x, quarter[0]);
      for (const row of rows) fill(row, whole);
      return;
    }
    const found = await quarterTargets(x, quarter[0], level, x.ids);
    for (const row of rows) fill(row, found.get(Number(row[`${x.dimension}Id`])) ?? null);
  },
  async total(summary, x) {
    const quarter = quarterOfRange(x);
    summary.quarterTarget = await filteredTarget(x, quarter[0]);
    fillRunRate(summary, summary.quarterTarget, quarter, x);
  },
};

/** Each account's task for the month of the range's last day, and how far it has got. */
const accountTask: Extra = {
  columns: [
    extraColumn('monthTask', '月任务', 'Month task'),
    extraColumn('taskProgress', '任务完成率', 'Task progress', 'percent'),
    ELAPSED,
  ],
  async fill(rows, x) {
    if (x.dimension !== 'account') throw new Error('the account task extra reads accounts');
    const month = monthStart(x.range[1]);
    const ids = x.ids;
    const tasks =
      ids?.length === 0
        ? []
        : await queryRows<{ account_id: number; amount: string }>(
            x.db,
            sql`select account_id, amount from account_tasks
                where month = ${month} and ${ids ? sql`account_id in ${ids}` : sql`true`}`,
          );
    const byAccount = new Map(tasks.map((t) => [Number(t.account_id), Number(t.amount)]));
    const elapsed = elapsedShare([month, monthEnd(month)], x.range[1], x.today, x.hour);
    for (const row of rows) {
      row.monthTask = byAccount.get(Number(row.accountId)) ?? null;
      row.taskProgress = share(row.fee, row.monthTask);
      row.elapsed = elapsed;
    }
  },
};

export const TARGET_EXTRAS = { quarterTarget, accountTask } satisfies Record<string, Extra>;
