import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customers } from '../../db/schema';
import { qualified } from '../../db/qualified';
import type { ScopeColumns } from '../../scope/dataScope';
import { customerScopeColumns } from '../base/visibility';

type Target = NonNullable<ScopeColumns['department']>;

const on = (target: Target, ids: number[]): SQL =>
  typeof target === 'function' ? target(ids) : inArray(sql`${target}`, ids);

/**
 * How a scope reads on rows that belong to a customer (a content account): the rows of the customers the scope
 * sees, as the customer list reads it.
 */
export function throughCustomer(customerId: AnyPgColumn): ScopeColumns {
  const kinds = Object.entries(customerScopeColumns) as [keyof ScopeColumns, Target][];
  return Object.fromEntries(
    kinds.map(([kind, target]) => [
      kind,
      (ids: number[]) =>
        sql`${qualified(customerId)} in (select ${qualified(customers.id)} from ${customers}
          where ${on(target, ids)})`,
    ]),
  );
}
