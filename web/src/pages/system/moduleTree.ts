import type { ModuleNode } from '@adops/common/contract/sys';

/** Pure helpers over the module (permission) tree. */

export type ModuleRow = Omit<ModuleNode, 'children'> & { children?: ModuleRow[] };

/** Table rows: a leaf has no `children`, so the table shows no expand button on it. */
export function moduleRows(nodes: ModuleNode[]): ModuleRow[] {
  return nodes.map(({ children, ...node }) =>
    children.length ? { ...node, children: moduleRows(children) } : node,
  );
}

export function flattenModules(nodes: ModuleNode[]): ModuleNode[] {
  return nodes.flatMap((n) => [n, ...flattenModules(n.children)]);
}

/** Nodes whose id, name, title or path contains the keyword, with their ancestors; all when it is blank. */
export function filterModules(nodes: ModuleNode[], keyword: string): ModuleNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return nodes;
  const matches = (n: ModuleNode) =>
    [String(n.id), n.name, n.title, n.path ?? ''].some((field) => field.toLowerCase().includes(needle));
  return nodes.flatMap((n) => {
    const children = filterModules(n.children, needle);
    return matches(n) || children.length ? [{ ...n, children: matches(n) ? n.children : children }] : [];
  });
}

function parentsOf(nodes: ModuleNode[]): Map<number, number | null> {
  return new Map(flattenModules(nodes).map((n) => [n.id, n.parentId]));
}

function ancestors(parents: Map<number, number | null>, id: number): number[] {
  const found: number[] = [];
  for (let p = parents.get(id) ?? null; p !== null && !found.includes(p); p = parents.get(p) ?? null) {
    found.push(p);
  }
  return found;
}

/**
 * Grants are independent per module (a section is itself a permission, and module 2 is both the section and
 * the organization page), so the tree is checked strictly and conduction is ours: granting a module grants its
 * descendants and the sections above it (a page is unreachable without its section); revoking a module
 * revokes its descendants and leaves the sections above it granted.
 */
export function toggleGrant(tree: ModuleNode[], granted: ReadonlySet<number>, id: number, on: boolean) {
  const node = flattenModules(tree).find((n) => n.id === id);
  if (!node) return new Set(granted);
  const next = new Set(granted);
  const below = flattenModules([node]).map((n) => n.id);
  if (on) [...below, ...ancestors(parentsOf(tree), id)].forEach((m) => next.add(m));
  else below.forEach((m) => next.delete(m));
  return next;
}

/** Modules not granted themselves with a granted module below: shown half-checked, and saved as granted. */
export function partlyGranted(tree: ModuleNode[], granted: ReadonlySet<number>): number[] {
  const parents = parentsOf(tree);
  const half = new Set<number>();
  for (const id of granted) for (const a of ancestors(parents, id)) if (!granted.has(a)) half.add(a);
  return [...half];
}

/** What Save sends: the granted modules and every section above them, known ids only, ascending. */
export function grantsToSave(tree: ModuleNode[], granted: ReadonlySet<number>): number[] {
  const known = new Set(flattenModules(tree).map((n) => n.id));
  return [...new Set([...granted, ...partlyGranted(tree, granted)])]
    .filter((id) => known.has(id))
    .sort((a, b) => a - b);
}
