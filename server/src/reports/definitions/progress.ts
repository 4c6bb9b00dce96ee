import { z } from 'zod';
import type { ReportDefinition } from '../definition';
import { choice, parameters } from '../parameters';

/**
 * /otherTools' progress pages (PAGES.md): the month's (or with `period=quarter` the quarter's) spend against its
 * target, where it is headed at its pace and what each day left must spend; company-wide by day against the
 * target's pace, and per department.
 */

export const PROGRESS_PERIODS = ['month', 'quarter'] as const;

/** `period`: the quarter so far against its target instead of the month's. */
const period = (byQuarter: Partial<ReportDefinition>) =>
  parameters(
    { period: z.enum(PROGRESS_PERIODS).optional() },
    (def, { period: p }) =>
      p === 'quarter' ? { ...def, range: 'thisQuarter', extras: ['quarterTarget'], ...byQuarter } : def,
    [
      choice(
        'period',
        { zh: '统计周期', en: 'Period' },
        { month: { zh: '本月', en: 'This month' }, quarter: { zh: '本季度', en: 'This quarter' } },
      ),
    ],
  );

export const PROGRESS_REPORTS: ReportDefinition[] = [
  {
    name: 'platformProgress',
    dimensions: [],
    bucket: 'day',
    measures: ['fee'],
    extras: ['targetPace', 'monthRunRate'],
    params: period({ bucket: 'none', chart: undefined, sort: 'fee' }),
    range: 'thisMonth',
    sort: 'day',
    chart: { type: 'line', x: 'day', series: ['cumulativeFee', 'targetPace'] },
  },
  {
    name: 'departmentProgress',
    dimensions: ['department'],
    bucket: 'none',
    measures: ['fee'],
    extras: ['monthRunRate'],
    params: period({}),
    range: 'thisMonth',
    sort: '-fee',
    chart: { type: 'bar', x: 'departmentName', series: ['fee'] },
  },
];
