import { moduleOf } from '@adops/common/menu';
import type { DataScope } from '@adops/common/scope';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerFilters, customerSaveInput, type CustomerRow } from '@adops/common/contract/customer';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { accountCategories, adAccounts, customers, departments, users } from '../../db/schema';
import { conflict, invalidField } from '../../http/errors';
import { moneyRecordsOfCustomer } from '../money/kept';
import { regionName } from '@adops/common/region';
import { accountTotals } from '../base/accountTotals';
import { customerScopeColumns } from '../base/visibility';
import { resourceRoutes } from '../../resources/resource';
import { shanghaiDay } from '../../time';
import { containing, shanghaiTimestamp } from '../../db/text';

const CUSTOMERS = moduleOf('xhsAccountCustomer');

const sales = alias(users, 'sales');

export function customerResource(app: AppContext) {
  const query = (db: Executor, { scope }: { scope: DataScope }) => {
    const today = shanghaiDay(app.clock.now());
    return db
      .select({
        id: customers.id,
        name: customers.name,
        shortName: customers.shortName,
        categoryId: customers.categoryId,
        categoryName: accountCategories.name,
        regionCode: customers.regionCode,
        salesId: customers.salesId,
        salesName: sales.name,
        departmentId: customers.departmentId,
        departmentName: departments.name,
        status: customers.status,
        serviceFeeRate: customers.serviceFeeRate,
        rebateRate: customers.rebateRate,
        firstSpendDay: customers.firstSpendDay,
        remark: customers.remark,
        ...accountTotals('customer_id', customers.id, today, scope),
        createTime: shanghaiTimestamp(customers.createdAt, 'create_time'),
      })
      .from(customers)
      .leftJoin(accountCategories, eq(accountCategories.id, customers.categoryId))
      .leftJoin(sales, eq(sales.id, customers.salesId))
      .leftJoin(departments, eq(departments.id, customers.departmentId))
      .$dynamic();
  };

  return resourceRoutes<CustomerRow, typeof customerFilters, typeof customerSaveInput>(app, {
    path: 'customer',
    entity: 'customer',
    table: customers,
    id: customers.id,
    access: CUSTOMERS,
    query,
    scope: customerScopeColumns,
    filters: customerFilters,
    where: (f) =>
      and(
        f.status ? eq(customers.status, f.status) : undefined,
        f.departmentId ? eq(customers.departmentId, f.departmentId) : undefined,
        f.salesId ? eq(customers.salesId, f.salesId) : undefined,
        f.categoryId ? eq(customers.categoryId, f.categoryId) : undefined,
      ),
    keyword: (text) =>
      or(ilike(customers.name, containing(text)), ilike(customers.shortName, containing(text))),
    sorts: {
      id: customers.id,
      name: customers.name,
      status: customers.status,
      firstSpendDay: customers.firstSpendDay,
      createTime: customers.createdAt,
      monthFee: sql`month_fee`,
      accountCount: sql`account_count`,
    },
    defaultSort: '-id',
    save: {
      input: customerSaveInput,
      references: { categoryId: 'category', salesId: 'user', departmentId: 'department' },
      unique: [{ field: 'name', column: customers.name, message: 'duplicateCustomerName' }],
      async values(input, { now }) {
        if (input.regionCode && !regionName(input.regionCode))
          throw invalidField('regionCode', 'unknownRegion');
        const { id: _id, ...fields } = input;
        return { ...fields, updatedAt: now };
      },
    },
    remove: {
      async check({ tx }, row) {
        const accounts = await tx.$count(adAccounts, eq(adAccounts.customerId, row.id));
        if (accounts) throw conflict('customerHasAccounts', { count: accounts });
        const records = await moneyRecordsOfCustomer(tx, row.id);
        if (records) throw conflict('customerHasMoneyRecords', { count: records });
      },
    },
  });
}
