/**
 * Pure helpers over a tree resource's answer: nodes with their children under a key of the definition's
 * (`childDept`, `children`), which may be absent or empty on a leaf.
 */

export type IdOf<Row> = (row: Row) => unknown;

const childrenOf = <Row extends object>(node: Row, key: string): Row[] =>
  ((node as Record<string, unknown>)[key] as Row[] | undefined) ?? [];

/** Every node, each before its children. */
export function flattenTree<Row extends object>(nodes: readonly Row[], key: string): Row[] {
  return nodes.flatMap((node) => [node, ...flattenTree(childrenOf(node, key), key)]);
}

/** The table's rows: a leaf has no children, so the table shows no expand button on it. */
export function treeRows<Row extends object>(nodes: readonly Row[], key: string): Row[] {
  return nodes.map((node) => {
    const { [key]: _children, ...rest } = node as Record<string, unknown>;
    const below = childrenOf(node, key);
    return (below.length ? { ...rest, [key]: treeRows(below, key) } : rest) as Row;
  });
}

/** The nodes `keep` says yes to, each with its whole branch and the nodes above it. */
export function filterTree<Row extends object>(
  nodes: readonly Row[],
  key: string,
  keep: (row: Row) => boolean,
): Row[] {
  return nodes.flatMap((node) => {
    if (keep(node)) return [node];
    const below = filterTree(childrenOf(node, key), key, keep);
    return below.length ? [{ ...node, [key]: below }] : [];
  });
}

/** Whether any of a row's texts holds the keyword, whatever the case; a blank keyword keeps every row. */
export function holdsKeyword(texts: readonly unknown[], keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  return !needle || texts.some((text) => text != null && String(text).toLowerCase().includes(needle));
}

export function findNode<Row extends object>(
  nodes: readonly Row[],
  key: string,
  idOf: IdOf<Row>,
  id: unknown,
) {
  return flattenTree(nodes, key).find((node) => idOf(node) === id);
}

export interface TreeOption {
  value: number | string;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/**
 * A tree select's options: `leave` and its branch left out (a node cannot go under itself), and a node
 * `holds` says may hold no children shown but not to be picked.
 */
export function treeOptions<Row extends object>(
  nodes: readonly Row[],
  tree: {
    key: string;
    idOf: IdOf<Row>;
    label: (row: Row) => string;
    leave?: unknown;
    holds?: (row: Row) => boolean;
  },
): TreeOption[] {
  return nodes
    .filter((node) => tree.leave === undefined || tree.idOf(node) !== tree.leave)
    .map((node) => {
      const below = treeOptions(childrenOf(node, tree.key), tree);
      return {
        value: tree.idOf(node) as number | string,
        title: tree.label(node),
        ...(tree.holds && !tree.holds(node) ? { disabled: true } : {}),
        ...(below.length ? { children: below } : {}),
      };
    });
}

/**
 * The nodes shown open: those `open` says (every one by default), except those the user flipped. A node that
 * gains its first child is open, so a node moved under it shows at once.
 */
export function openKeys<Row extends object>(
  nodes: readonly Row[],
  key: string,
  idOf: IdOf<Row>,
  flipped: ReadonlySet<unknown>,
  open?: (row: Row) => boolean,
): unknown[] {
  return flattenTree(nodes, key)
    .filter((node) => childrenOf(node, key).length > 0)
    .filter((node) => (open ? open(node) : true) !== flipped.has(idOf(node)))
    .map(idOf);
}
