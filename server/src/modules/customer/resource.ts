import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerFilters, customerSaveInput, type CustomerRow } from '@adops/common/contract/customer';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { accountCategories, adAccounts, customers, departments, users } from '../../db/schema';
import { conflict, invalidField } from '../../http/errors';
import { regionName } from '@adops/common/region';
import { accountTotals } from '../base/accountTotals';
import { resourceRoutes } from '../../resources/resource';
import { monthStart, shanghaiDay } from '../../time';
import { ensureIdsExist } from '../sys/workers';
import { containing, shanghaiTimestamp } from '../../db/text';

/** Module 178: the customers page. */
const CUSTOMERS = 178;

const sales = alias(users, 'sales');

/** A customer is also visible through an account of it that the scope can see. */
const hasAccountWhere = (column: 'operator_id' | 'group_id' | 'department_id') => (ids: number[]) =>
  sql`exists (select 1 from ${adAccounts} a where a.customer_id = ${qualified(customers.id)}
    and a.${sql.raw(column)} in ${ids})`;

export function customerResource(app: AppContext) {
  const query = (db: Executor) => {
    const month = monthStart(shanghaiDay(app.clock.now()));
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
        ...accountTotals('customer_id', customers.id, month),
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
    scope: {
      department: (ids) =>
        or(sql`${qualified(customers.departmentId)} in ${ids}`, hasAccountWhere('department_id')(ids))!,
      group: hasAccountWhere('group_id'),
      operator: hasAccountWhere('operator_id'),
      sales: customers.salesId,
    },
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
      async values(input, { tx, now }, before) {
        const [taken] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.name, input.name), before ? ne(customers.id, before.id) : undefined));
        if (taken) throw conflict('duplicateCustomerName', { name: input.name });
        if (input.categoryId) await ensureIdsExist(tx, 'accountCategories', [input.categoryId], 'categoryId');
        if (input.salesId) await ensureIdsExist(tx, 'users', [input.salesId], 'salesId');
        if (input.departmentId) await ensureIdsExist(tx, 'departments', [input.departmentId], 'departmentId');
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
      },
    },
  });
}
