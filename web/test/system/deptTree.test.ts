import { describe, expect, it } from 'vitest';
import type { DeptNode } from '@adops/common/contract/department';
import { dropParent, findDept, moveDept } from '../../src/components/deptTree';

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

describe('dropping a department in the tree', () => {
  it('onto a node makes it the parent; into the gap beside a node makes its parent the parent', () => {
    expect(dropParent(tree, 4, { deptId: 3, dropToGap: false })).toEqual({ kind: 'move', parentId: 3 });
    expect(dropParent(tree, 4, { deptId: 3, dropToGap: true })).toEqual({ kind: 'move', parentId: 2 });
    expect(dropParent(tree, 2, { deptId: 4, dropToGap: true })).toEqual({ kind: 'move', parentId: null });
  });

  it('is no move when the parent stays, or when it would go under itself', () => {
    expect(dropParent(tree, 3, { deptId: 2, dropToGap: false })).toEqual({ kind: 'same' });
    expect(dropParent(tree, 2, { deptId: 3, dropToGap: true })).toEqual({ kind: 'cycle' });
    expect(dropParent(tree, 1, { deptId: 3, dropToGap: false })).toEqual({ kind: 'cycle' });
    expect(dropParent(tree, 1, { deptId: 1, dropToGap: false })).toEqual({ kind: 'cycle' });
  });

  it('moves a subtree, dropping an emptied childDept', () => {
    const moved = moveDept(tree, 2, 4);
    expect(moved.map((d) => d.deptId)).toEqual([1, 4]);
    expect(moved[0]).not.toHaveProperty('childDept');
    expect(findDept(moved, 3)?.parentId).toBe(2);
    expect(findDept(moved, 2)?.parentId).toBe(4);
    expect(moveDept(tree, 3, null).map((d) => d.deptId)).toEqual([1, 4, 3]);
  });
});
