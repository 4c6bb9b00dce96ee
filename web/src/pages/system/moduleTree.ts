import type { ModuleNode } from '@adops/common/contract/sys';
import { flattenTree } from '../../resource/tree';

/** A role's module grants over the module (permission) tree. */

const flatten = (nodes: ModuleNode[]) => flattenTree(nodes, 'children');

function parentsOf(nodes: ModuleNode[]): Map<number, number | null> {
  return new Map(flatten(nodes).map((n) => [n.id, n.parentId]));
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
  const node = flatten(tree).find((n) => n.id === id);
  if (!node) return new Set(granted);
  const next = new Set(granted);
  const below = flatten([node]).map((n) => n.id);
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

/** What is saved: the granted modules and every section above them, known ids only, ascending. */
export function grantsToSave(tree: ModuleNode[], granted: ReadonlySet<number>): number[] {
  const known = new Set(flatten(tree).map((n) => n.id));
  return [...new Set([...granted, ...partlyGranted(tree, granted)])]
    .filter((id) => known.has(id))
    .sort((a, b) => a - b);
}

/** Every module's id. */
export const allModuleIds = (tree: ModuleNode[]) => flatten(tree).map((n) => n.id);
