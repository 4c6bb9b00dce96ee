import { describe, expect, it } from 'vitest';
import { closesLoop, nest, subtreeIds } from '../src/resources/tree';

const rows = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: null },
  { id: 5, parentId: 99 },
];

describe('tree resources', () => {
  it('nests by parent in the given order, a row whose parent is missing at the top, no empty children', () => {
    expect(nest(rows, { children: 'childDept' })).toEqual([
      {
        id: 1,
        parentId: null,
        childDept: [{ id: 2, parentId: 1, childDept: [{ id: 3, parentId: 2 }] }],
      },
      { id: 4, parentId: null },
      { id: 5, parentId: 99 },
    ]);
  });

  it('drops excluded nodes with their branch, and keeps empty children when asked', () => {
    expect(nest(rows, { children: 'children', keepEmpty: true, exclude: [2, 5] })).toEqual([
      { id: 1, parentId: null, children: [] },
      { id: 4, parentId: null, children: [] },
    ]);
  });

  it('puts rows on a loop of parents at the top instead of losing them', () => {
    const looped = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ];
    expect(nest(looped, { children: 'children' }).map((n) => n.id)).toEqual([1, 2]);
  });

  it('knows a branch, and refuses a node under itself or below it', () => {
    expect([...subtreeIds(rows, 1)].sort()).toEqual([1, 2, 3]);
    expect(closesLoop(rows, 1, 3)).toBe(true);
    expect(closesLoop(rows, 1, 1)).toBe(true);
    expect(closesLoop(rows, 2, 4)).toBe(false);
    expect(closesLoop(rows, 2, null)).toBe(false);
  });
});
