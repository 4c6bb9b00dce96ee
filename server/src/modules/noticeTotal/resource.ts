import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  NOTICE_TOTAL_CHART,
  totalFilters,
  type TotalDay,
  type TotalRow,
} from '@adops/common/contract/noticeTotal';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/rows';
import { route } from '../../http/route';
import { resourceRoutes } from '../../resources/resource';
import { shanghaiDay } from '../../time';
import { NOTICES } from '../noticeRobot/resource';
import { daysTable, totalRange, totalsColumn, totalsTable } from './totals';

const column = (name: string) => totalsColumn(name) as unknown as AnyPgColumn;
const count = (name: string) => sql<number>`${totalsColumn(name)}`.mapWith(Number).as(name);

type Filters = z.output<z.ZodObject<typeof totalFilters>>;

/** The rule and the source asked for, on the `totals` table. */
const narrowed = (f: Filters): SQL | undefined =>
  and(
    f.ruleId ? eq(column('rule_id'), f.ruleId) : undefined,
    f.source ? eq(column('source'), f.source) : undefined,
  );

/**
 * Send totals (noticeTotal): `/api/crm/noticeTotal/list` (and export) of each day's messages by rule and where
 * they stand, and `…/chart`, the range's days narrowed alike. Reads only: nothing here is written.
 */
export function noticeTotalRoutes(app: AppContext) {
  const today = () => shanghaiDay(app.clock.now());
  return [
    ...resourceRoutes<TotalRow, typeof totalFilters, z.ZodObject>(app, {
      path: 'noticeTotal',
      entity: 'record',
      id: column('id'),
      access: NOTICES,
      query: (db, { filters }) =>
        db
          .select({
            id: count('id'),
            day: sql<string>`${totalsColumn('day')}`.as('day'),
            ruleId: sql<number | null>`${totalsColumn('rule_id')}`.as('rule_id'),
            ruleName: sql<string | null>`${totalsColumn('rule_name')}`.as('rule_name'),
            source: sql<TotalRow['source']>`${totalsColumn('source')}`.as('source'),
            total: count('total'),
            queued: count('queued'),
            sent: count('sent'),
            failed: count('failed'),
          })
          .from(totalsTable(totalRange(filters.start, filters.end, today())))
          .$dynamic(),
      filters: totalFilters,
      where: narrowed,
      sorts: {
        day: column('day'),
        total: column('total'),
        sent: column('sent'),
        failed: column('failed'),
        id: column('id'),
      },
      defaultSort: '-day',
    }),
    route({
      ...NOTICE_TOTAL_CHART,
      access: NOTICES,
      input: z.object(totalFilters),
      handler: ({ input }) =>
        queryRows<TotalDay>(
          app.reads,
          daysTable(totalRange(input.start, input.end, today()), narrowed(input)),
        ),
    }),
  ];
}
