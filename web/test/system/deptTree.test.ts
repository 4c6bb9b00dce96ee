import { describe, expect, it } from 'vitest';
import type { DeptNode } from '@adops/common/contract/department';
import { deptOptions, findDept } from '../../src/components/deptTree';

const dept = (deptId: number, parentId: number | null, childDept?: DeptNode[]): DeptNode => ({
  deptId,
  deptName: `D${deptId}`,
  parentId,
  sort: 0,
  userCount: 0,
  ...(childDept ? { childDept } : {}),
});

// 1 → (2 → 3), 4
const tree = [dept(1, null, [dept(2, 1, [dept(3, 2)])]), dept(4, null)];

describe('the department tree', () => {
  it('finds a department anywhere, and offers them all as a tree to pick from', () => {
    expect(findDept(tree, 3)?.parentId).toBe(2);
    expect(findDept(tree, 9)).toBeUndefined();
    expect(deptOptions(tree)).toEqual([
      { value: 1, title: 'D1', children: [{ value: 2, title: 'D2', children: [{ value: 3, title: 'D3' }] }] },
      { value: 4, title: 'D4' },
    ]);
  });
});
