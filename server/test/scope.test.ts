import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { adAccounts } from '../src/db/schema';
import { ALL_DATA, combineScope, scopeFilter, withDescendants } from '../src/scope/dataScope';

const tree = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: null },
];
const user = { userId: 7, isAdmin: false, departmentId: 2, groupId: 11 };
const render = (condition: ReturnType<typeof scopeFilter>) =>
  condition ? new PgDialect().sqlToQuery(condition) : undefined;

describe('data scope', () => {
  it('includes every department below the given ones', () => {
    expect(withDescendants([1], tree)).toEqual([1, 2, 3]);
    expect(withDescendants([2, 4], tree)).toEqual([2, 3, 4]);
  });

  it('unites the grants of several roles', () => {
    expect(
      combineScope(
        user,
        [
          { kind: 'department', departmentIds: [] },
          { kind: 'ownAccounts', departmentIds: [] },
        ],
        tree,
      ),
    ).toEqual({
      all: false,
      departmentIds: [2, 3],
      groupIds: [],
      operatorIds: [7],
      salesIds: [],
    });
    expect(
      combineScope(
        user,
        [
          { kind: 'custom', departmentIds: [4] },
          { kind: 'group', departmentIds: [] },
        ],
        tree,
      ),
    ).toMatchObject({
      departmentIds: [4],
      groupIds: [11],
    });
    expect(
      combineScope(
        user,
        [
          { kind: 'ownCustomers', departmentIds: [] },
          { kind: 'all', departmentIds: [] },
        ],
        tree,
      ),
    ).toBe(ALL_DATA);
    expect(combineScope({ ...user, isAdmin: true }, [], tree)).toBe(ALL_DATA);
  });

  it('gives no department to a department scope of a user without one', () => {
    expect(
      combineScope({ ...user, departmentId: null }, [{ kind: 'department', departmentIds: [] }], tree)
        .departmentIds,
    ).toEqual([]);
  });

  it('turns a scope into one condition, nothing for all, false when nothing applies', () => {
    expect(scopeFilter(ALL_DATA, { department: adAccounts.departmentId })).toBeUndefined();
    const scope = { all: false, departmentIds: [2, 3], groupIds: [], operatorIds: [7], salesIds: [9] };
    const query = render(
      scopeFilter(scope, { department: adAccounts.departmentId, operator: adAccounts.operatorId }),
    )!;
    expect(query.sql).toBe(
      '("ad_accounts"."department_id" in ($1, $2) or "ad_accounts"."operator_id" in ($3))',
    );
    expect(query.params).toEqual([2, 3, 7]);
    expect(
      render(
        scopeFilter(
          { ...scope, departmentIds: [], operatorIds: [] },
          { department: adAccounts.departmentId },
        ),
      )!.sql,
    ).toBe('false');
    const viaExpression = render(scopeFilter(scope, { sales: sql`(select 9)` }))!;
    expect(viaExpression.sql).toBe('(select 9) in ($1)');
  });
});
