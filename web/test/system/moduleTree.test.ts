import { describe, expect, it } from 'vitest';
import type { ModuleNode } from '@adops/common/contract/sys';
import { grantsToSave, partlyGranted, toggleGrant } from '../../src/pages/system/moduleTree';

const node = (
  id: number,
  parentId: number | null,
  level: number,
  children: ModuleNode[] = [],
): ModuleNode => ({
  id,
  parentId,
  level,
  name: `m${id}`,
  title: `Module ${id}`,
  path: level === 3 ? `/system/m${id}` : null,
  sort: 0,
  builtIn: id < 10_000,
  children,
});

// console 1 → system 2 → users 3, roles 4 → export 10000 under users; reports 195 → 190.
const tree = [
  node(1, null, 1, [
    node(2, 1, 2, [node(3, 2, 3, [node(10_000, 3, 4)]), node(4, 2, 3)]),
    node(195, 1, 2, [node(190, 195, 3)]),
  ]),
];

describe('module grants (roles page)', () => {
  it('granting a page grants what is below it and the sections above it', () => {
    expect([...toggleGrant(tree, new Set(), 3, true)].sort((a, b) => a - b)).toEqual([1, 2, 3, 10_000]);
  });

  it('revoking a section revokes its pages and keeps the console above it', () => {
    const granted = new Set([1, 2, 3, 4, 10_000, 195, 190]);
    expect([...toggleGrant(tree, granted, 2, false)].sort((a, b) => a - b)).toEqual([1, 190, 195]);
  });

  it('revoking the last page of a section keeps the section (module 2 is also the organization page)', () => {
    expect([...toggleGrant(tree, new Set([1, 2, 4]), 4, false)].sort((a, b) => a - b)).toEqual([1, 2]);
  });

  it('shows an ungranted ancestor of a grant as half-checked, and saves it', () => {
    const fromServer = new Set([3]);
    expect(partlyGranted(tree, fromServer).sort((a, b) => a - b)).toEqual([1, 2]);
    expect(grantsToSave(tree, fromServer)).toEqual([1, 2, 3]);
  });

  it('drops ids that are not in the tree when saving', () => {
    expect(grantsToSave(tree, new Set([1, 424_242]))).toEqual([1]);
  });
});
