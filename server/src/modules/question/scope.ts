import { or, sql } from 'drizzle-orm';
import type { DataScope } from '@adops/common/scope';
import { adAccounts, customers, questions } from '../../db/schema';
import { scopeFilter, type ScopeColumns } from '../../scope/dataScope';
import { accountScopeColumns, customerScopeColumns } from '../base/visibility';

type Kind = keyof ScopeColumns;
const KINDS: Kind[] = ['department', 'group', 'operator', 'sales'];
const IDS_OF: Record<Kind, keyof Omit<DataScope, 'all'>> = {
  department: 'departmentIds',
  group: 'groupIds',
  operator: 'operatorIds',
  sales: 'salesIds',
};

/** A scope that holds only these ids of one kind: how one kind of a scope reads on another table. */
const onlyOf = (kind: Kind, ids: number[]): DataScope => ({
  all: false,
  departmentIds: [],
  groupIds: [],
  operatorIds: [],
  salesIds: [],
  [IDS_OF[kind]]: ids,
});

/**
 * How a scope reads on a question: through its subject, as the account and customer pages read it. A question
 * about an account is seen by whoever sees the account; one about a customer by whoever sees the customer.
 */
export const questionScopeColumns: ScopeColumns = Object.fromEntries(
  KINDS.map((kind) => [
    kind,
    (ids: number[]) =>
      or(
        sql`${questions.accountId} in (select ${adAccounts.id} from ${adAccounts}
          where ${scopeFilter(onlyOf(kind, ids), accountScopeColumns)})`,
        sql`${questions.customerId} in (select ${customers.id} from ${customers}
          where ${scopeFilter(onlyOf(kind, ids), customerScopeColumns)})`,
      )!,
  ]),
);
