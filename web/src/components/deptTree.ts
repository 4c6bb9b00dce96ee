import type { DeptNode } from '@adops/common/contract/department';

/** Pure helpers over the department tree (`deptId` / `childDept`, where `childDept` may be absent). */

export function flattenDepts(nodes: DeptNode[]): DeptNode[] {
  return nodes.flatMap((n) => [n, ...flattenDepts(n.childDept ?? [])]);
}

export function findDept(nodes: DeptNode[], deptId: number): DeptNode | undefined {
  return flattenDepts(nodes).find((n) => n.deptId === deptId);
}

/** The department and every one below it. */
export function subtreeIds(node: DeptNode): Set<number> {
  return new Set(flattenDepts([node]).map((n) => n.deptId));
}

export interface DeptOption {
  value: number;
  title: string;
  key: number;
  disabled?: boolean;
  children?: DeptOption[];
}

/** TreeSelect data; departments in `disabledIds` (and their subtrees) cannot be picked. */
export function deptOptions(nodes: DeptNode[], disabledIds: ReadonlySet<number> = new Set()): DeptOption[] {
  return nodes.map((n) => {
    const children = n.childDept?.length ? deptOptions(n.childDept, disabledIds) : undefined;
    return {
      value: n.deptId,
      key: n.deptId,
      title: n.deptName,
      ...(disabledIds.has(n.deptId) ? { disabled: true } : {}),
      ...(children ? { children } : {}),
    };
  });
}

export type Drop = { kind: 'move'; parentId: number | null } | { kind: 'same' } | { kind: 'cycle' };

/**
 * Where a drag in antd's Tree puts a department: dropped on a node it becomes that node's child, dropped in
 * the gap beside a node it becomes that node's sibling. `same` when the parent would not change (the order
 * among siblings is the sort value, edited in the form), `cycle` when it would go under itself.
 */
export function dropParent(
  tree: DeptNode[],
  dragId: number,
  target: { deptId: number; dropToGap: boolean },
): Drop {
  const dragged = findDept(tree, dragId);
  const onto = findDept(tree, target.deptId);
  if (!dragged || !onto) return { kind: 'same' };
  const parentId = target.dropToGap ? onto.parentId : onto.deptId;
  if (parentId === dragged.parentId) return { kind: 'same' };
  if (parentId !== null && subtreeIds(dragged).has(parentId)) return { kind: 'cycle' };
  return { kind: 'move', parentId };
}

/** The tree with one department moved under another (or to the roots), for an optimistic update. */
export function moveDept(tree: DeptNode[], deptId: number, parentId: number | null): DeptNode[] {
  const moving = findDept(tree, deptId);
  if (!moving) return tree;
  const without = (nodes: DeptNode[]): DeptNode[] =>
    nodes
      .filter((n) => n.deptId !== deptId)
      .map((n) => {
        if (!n.childDept) return n;
        const { childDept, ...rest } = n;
        const kept = without(childDept);
        return kept.length ? { ...rest, childDept: kept } : rest;
      });
  const moved = { ...moving, parentId };
  if (parentId === null) return [...without(tree), moved];
  const into = (nodes: DeptNode[]): DeptNode[] =>
    nodes.map((n) => {
      const children = n.childDept ? into(n.childDept) : undefined;
      if (n.deptId === parentId) return { ...n, childDept: [...(children ?? []), moved] };
      return children ? { ...n, childDept: children } : n;
    });
  return into(without(tree));
}
