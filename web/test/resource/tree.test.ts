import { describe, expect, it } from 'vitest';
import {
  filterTree,
  findNode,
  flattenTree,
  holdsKeyword,
  openKeys,
  treeOptions,
  treeRows,
} from '../../src/resource/tree';

interface Dept {
  deptId: number;
  deptName: string;
  childDept?: Dept[];
}
const dept = (deptId: number, childDept?: Dept[]): Dept => ({
  deptId,
  deptName: `D${deptId}`,
  ...(childDept ? { childDept } : {}),
});
// 1 → (2 → 3, 5 with no children), 4
const tree = [dept(1, [dept(2, [dept(3)]), dept(5, [])]), dept(4)];
const key = 'childDept';
const idOf = (d: Dept) => d.deptId;
const ids = (nodes: Dept[]) => flattenTree(nodes, key).map(idOf);

describe('a tree resource', () => {
  it('lists every node before its children, and finds one anywhere', () => {
    expect(ids(tree)).toEqual([1, 2, 3, 5, 4]);
    expect(findNode(tree, key, idOf, 3)?.deptName).toBe('D3');
    expect(findNode(tree, key, idOf, 9)).toBeUndefined();
  });

  it('gives the table no empty children, so a leaf shows no expand button', () => {
    const rows = treeRows(tree, key);
    expect(rows[0]!.childDept!.map(idOf)).toEqual([2, 5]);
    expect(rows[0]!.childDept![1]).not.toHaveProperty('childDept');
    expect(rows[1]).not.toHaveProperty('childDept');
  });

  it('keeps, on a search, the matches with their branches and the nodes above them', () => {
    const found = filterTree(tree, key, (d) => holdsKeyword([d.deptName], 'd3'));
    expect(ids(found)).toEqual([1, 2, 3]);
    expect(ids(filterTree(tree, key, (d) => d.deptId === 2))).toEqual([1, 2, 3]);
    expect(filterTree(tree, key, () => false)).toEqual([]);
    expect(holdsKeyword([null, 42], ' 4 ')).toBe(true);
    expect(holdsKeyword(['x'], '  ')).toBe(true);
  });

  it('offers as parents every node but the one moved and its branch, and not those that hold no children', () => {
    const options = treeOptions(tree, { key, idOf, label: (d) => d.deptName, leave: 2 });
    expect(options.map((o) => o.value)).toEqual([1, 4]);
    expect(options[0]!.children!.map((o) => o.value)).toEqual([5]);
    expect(options[0]!.children![0]).not.toHaveProperty('children');
    const shallow = treeOptions(tree, { key, idOf, label: (d) => d.deptName, holds: (d) => d.deptId !== 4 });
    expect(shallow.find((o) => o.value === 4)?.disabled).toBe(true);
    expect(shallow[0]).not.toHaveProperty('disabled');
  });

  it('opens the nodes with children, as the definition says, except those the user flipped', () => {
    expect(openKeys(tree, key, idOf, new Set())).toEqual([1, 2]);
    expect(openKeys(tree, key, idOf, new Set([2]))).toEqual([1]);
    expect(openKeys(tree, key, idOf, new Set([1]), (d) => d.deptId !== 1)).toEqual([1, 2]);
    // A node that gains its first child (a move under it) is open at once.
    const moved = [dept(1, [dept(2, [dept(3)]), dept(5, [dept(4)])])];
    expect(openKeys(moved, key, idOf, new Set())).toEqual([1, 2, 5]);
  });
});
