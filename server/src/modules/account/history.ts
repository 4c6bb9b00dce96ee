import { moduleOf } from '@adops/common/menu';
import { and, asc, between, count, desc, eq, gte, lte } from 'drizzle-orm';
import { z } from 'zod';
import { accountDayFilters, type AccountDayRow } from '@adops/common/contract/account';
import type { ListResult } from '@adops/common/contract/fields';
import { listQuery } from '@adops/common/contract/resource';
import type { AppContext } from '../../context';
import { accountDaily, adAccounts } from '../../db/schema';
import { offsetOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { scopeFilter } from '../../scope/dataScope';
import { accountScopeColumns } from '../base/visibility';

const ACCOUNTS = moduleOf('xhsAccountAccountConsume');

/** An account's daily spend and metrics, newest first (xhsAccountAccountConsume). */
export function accountHistoryRoutes(app: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/crm/account/consume',
      access: ACCOUNTS,
      input: z.object({ ...listQuery, ...accountDayFilters }),
      handler: async ({ input, scope }): Promise<ListResult<AccountDayRow>> => {
        const [account] = await app.db
          .select({ id: adAccounts.id })
          .from(adAccounts)
          .where(and(eq(adAccounts.id, input.accountId), scopeFilter(await scope(), accountScopeColumns)));
        if (!account) throw notFound('account', input.accountId);
        const where = and(
          eq(accountDaily.accountId, account.id),
          input.start && input.end ? between(accountDaily.day, input.start, input.end) : undefined,
          input.start && !input.end ? gte(accountDaily.day, input.start) : undefined,
          input.end && !input.start ? lte(accountDaily.day, input.end) : undefined,
        );
        const [rows, [{ total } = { total: 0 }]] = await Promise.all([
          app.db
            .select({
              accountId: accountDaily.accountId,
              day: accountDaily.day,
              fee: accountDaily.fee,
              cashFee: accountDaily.cashFee,
              grantFee: accountDaily.grantFee,
              impressions: accountDaily.impressions,
              clicks: accountDaily.clicks,
              interactions: accountDaily.interactions,
              consults: accountDaily.consults,
              leads: accountDaily.leads,
              landingVisits: accountDaily.landingVisits,
              orderValue: accountDaily.orderValue,
            })
            .from(accountDaily)
            .where(where)
            .orderBy(input.sort === 'day' ? asc(accountDaily.day) : desc(accountDaily.day))
            .limit(input.pageSize)
            .offset(offsetOf(input)),
          app.db.select({ total: count() }).from(accountDaily).where(where),
        ]);
        // A day is the row's identity in the table; `id` keeps list rows uniform with the resources.
        return { list: rows.map((row, index) => ({ id: offsetOf(input) + index + 1, ...row })), total };
      },
    }),
  ];
}
