interface Flat {
  deptId: number;
  parentId: number | null;
}

export type TreeNode<T> = T & { childDept?: TreeNode<T>[] };

/**
 * Nests departments by `parentId`, keeping the input order among siblings. A department whose parent is not
 * in the list becomes a root; excluded ids are left out with everything below them; an empty `childDept` is
 * not written at all.
 */
export function buildDeptTree<T extends Flat>(rows: T[], excludeIds: Iterable<number> = []): TreeNode<T>[] {
  const excluded = new Set(excludeIds);
  const nodes = new Map<number, TreeNode<T>>(rows.map((r) => [r.deptId, { ...r }]));
  const roots: TreeNode<T>[] = [];
  for (const row of rows) {
    const node = nodes.get(row.deptId)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) (parent.childDept ??= []).push(node);
    else roots.push(node);
  }
  const prune = (list: TreeNode<T>[]): TreeNode<T>[] =>
    list
      .filter((n) => !excluded.has(n.deptId))
      .map((n) => {
        const children = n.childDept ? prune(n.childDept) : [];
        const { childDept: _omit, ...rest } = n;
        return (children.length ? { ...rest, childDept: children } : rest) as TreeNode<T>;
      });
  return prune(roots);
}

/** The department and every one below it, from a flat list. */
export function subtreeIds(rows: Flat[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parentId !== null && ids.has(r.parentId) && !ids.has(r.deptId)) {
        ids.add(r.deptId);
        grew = true;
      }
    }
  }
  return ids;
}
