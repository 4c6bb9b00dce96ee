import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { moduleOf } from '@adops/common/menu';
import { operationFilters, operationSummary, type OperationRow } from '@adops/common/contract/todayOperation';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { containing } from '../../db/text';
import { resourceRoutes, type QueryContext } from '../../resources/resource';
import { addDays, shanghaiDay, shanghaiMidnight } from '../../time';
import { eventColumn, eventsTable } from './events';
import { EVENT_SOURCES } from './sources';

const TODAY_OPERATION = moduleOf('todayOperation');

const column = (name: string) => eventColumn(name) as unknown as AnyPgColumn;
const field = <T>(name: string) => sql<T>`${eventColumn(name)}`.as(name);

/**
 * Today's operations: the day's events of every source within the caller's scope, newest first. The scope and
 * the day are read inside each source (the scope through the event's account, customer or department); the
 * kinds, the customer and the keyword on the events.
 */
export function todayOperationRoutes(app: AppContext) {
  const query = (db: Executor, { scope, filters }: QueryContext<typeof operationFilters>) => {
    const day = filters.day ?? shanghaiDay(app.clock.now());
    const window = { from: shanghaiMidnight(day), to: shanghaiMidnight(addDays(day, 1)), scope };
    return db
      .select({
        id: sql<number>`${eventColumn('id')}`.mapWith(Number).as('id'),
        time: field<string>('time'),
        kind: field<OperationRow['kind']>('kind'),
        accountId: field<number | null>('account_id'),
        accountName: field<string | null>('account_name'),
        customerId: field<number | null>('customer_id'),
        customerName: field<string | null>('customer_name'),
        actorName: field<string | null>('actor_name'),
        // Cents as a bigint, which the driver answers as text.
        amount: sql<number | null>`${eventColumn('amount')}`
          .mapWith((v) => (v === null ? null : Number(v)))
          .as('amount'),
        before: field<string | null>('before'),
        after: field<string | null>('after'),
        text: field<string | null>('text'),
      })
      .from(eventsTable(EVENT_SOURCES, window))
      .$dynamic();
  };

  return resourceRoutes<OperationRow, typeof operationFilters, z.ZodObject>(app, {
    path: 'todayOperation',
    entity: 'record',
    id: column('id'),
    access: TODAY_OPERATION,
    query,
    filters: operationFilters,
    where: (f) =>
      and(
        f.kind.length ? inArray(eventColumn('kind'), f.kind) : undefined,
        f.customerId ? eq(column('customer_id'), f.customerId) : undefined,
      ),
    keyword: (text) =>
      or(
        ...['account_name', 'customer_name', 'actor_name', 'before', 'after', 'text'].map((name) =>
          ilike(column(name), containing(text)),
        ),
      ),
    sorts: { time: column('at'), id: column('id') },
    defaultSort: '-time',
    present: (row, lang) => ({ ...row, summary: operationSummary(row, lang) }),
  });
}
