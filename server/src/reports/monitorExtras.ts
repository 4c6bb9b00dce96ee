import { sql } from 'drizzle-orm';
import { DAY_FLAG_TITLES, type DayFlag } from '@adops/common/contract/monitoring';
import type { ReportRow } from '@adops/common/contract/report';
import { AVERAGE_DAYS, type Thresholds } from '@adops/common/thresholds';
import { queryRows } from '../db/rows';
import { addDays, daysBetween } from '../time';
import { change } from './comparisons';
import { extraColumn, num } from './extraColumn';
import type { Extra, ExtraContext } from './extras';

/**
 * The monitoring pages' columns read beside their rows: how a day's spend reads against the average of the 7
 * days before (consumptionDaily), and the operators' notes of an account's week (accountWeekOperation).
 */

/**
 * A row's flag by the thresholds in force: no spend where there was some, a drop by more than the descent share,
 * a spike above the spike factor times the average; else normal.
 */
export function dayFlag(fee: number, expected: number, t: Thresholds): DayFlag {
  if (expected <= 0) return 'normal';
  if (fee === 0) return 'zero';
  if (fee < expected * (1 - t.descentRatio)) return 'drop';
  if (fee > expected * t.spikeFactor) return 'spike';
  return 'normal';
}

/** The 7 days before the range, and how many days the range has (the average is of as many days). */
const weekBefore = (x: ExtraContext): [[string, string], number] => [
  [addDays(x.range[0], -AVERAGE_DAYS), addDays(x.range[0], -1)],
  daysBetween(x.range[0], x.range[1]) + 1,
];

function fillFlag(row: ReportRow, sevenDays: unknown, days: number, t: Thresholds) {
  const expected = Math.round((num(sevenDays) * days) / AVERAGE_DAYS);
  row.average7 = expected;
  row.average7Change = change(num(row.fee), expected);
  row.dayFlag = dayFlag(num(row.fee), expected, t);
}

const dayFlags: Extra = {
  columns: [
    extraColumn('average7', '近7日均值', '7-day average'),
    extraColumn('average7Change', '较7日均值', 'vs 7-day average', 'change'),
    { ...extraColumn('dayFlag', '标记', 'Flag', 'enum'), values: DAY_FLAG_TITLES },
  ],
  async fill(rows, x) {
    const [before, days] = weekBefore(x);
    const found = await x.over(before, { measures: ['fee'] });
    for (const row of rows) fillFlag(row, found.get(x.keyOf(row))?.fee, days, x.inForce);
  },
  async total(summary, x) {
    const [before, days] = weekBefore(x);
    fillFlag(summary, (await x.overAll(before, { measures: ['fee'] })).fee, days, x.inForce);
  },
};

/** The note of each account's week on the page, who wrote it last and when. */
const weekNote: Extra = {
  columns: [
    extraColumn('note', '运营记录', 'What was done', 'text'),
    extraColumn('noteBy', '记录人', 'Written by', 'text'),
    extraColumn('noteAt', '记录时间', 'Written at', 'text'),
  ],
  async fill(rows, x) {
    if (x.dimension !== 'account') throw new Error('the week note extra reads accounts');
    const ids = x.ids;
    const notes =
      ids?.length === 0
        ? []
        : await queryRows<{ account_id: number; week: string; note: string; by: string | null; at: string }>(
            x.db,
            sql`select n.account_id, to_char(n.week, 'YYYY-MM-DD') as week, n.note, u.name as by,
                  to_char(n.updated_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as at
                from account_week_notes n left join users u on u.id = n.updated_by
                where n.week between ${addDays(x.range[0], -6)} and ${x.range[1]}
                  and ${ids ? sql`n.account_id in ${ids}` : sql`true`}`,
          );
    const byKey = new Map(notes.map((n) => [`${n.account_id}|${n.week}`, n]));
    for (const row of rows) {
      const found = byKey.get(`${String(row.accountId)}|${String(row.week)}`);
      row.note = found?.note ?? null;
      row.noteBy = found?.by ?? null;
      row.noteAt = found?.at ?? null;
    }
  },
};

export const MONITOR_EXTRAS = { dayFlags, weekNote } satisfies Record<string, Extra>;
