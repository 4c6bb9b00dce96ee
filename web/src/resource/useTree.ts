import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listTree } from '../api/resource';
import { endpointsOfDef, idOf } from './records';
import { treeOptions } from './tree';
import type { ResourceDef } from './types';
import { useTranslation } from '../i18n';

/** A tree resource's whole tree; the table, its pickers and the page read the one answer. */
export function useTree<Row extends object>(def: ResourceDef<Row>, enabled = true) {
  return useQuery({
    queryKey: [def.path, 'list', 'tree'],
    queryFn: ({ signal }) => listTree<Row>(endpointsOfDef(def).list, signal),
    enabled: enabled && Boolean(def.tree),
  });
}

/**
 * The nodes a node may be put under: `node` and its branch left out (none when creating), and the nodes that
 * may hold no children not to be picked. Undefined while the tree loads, or for a resource that is no tree.
 */
export function useParentOptions<Row extends object>(
  def: ResourceDef<Row>,
  node: Row | undefined,
  enabled = true,
) {
  const { data } = useTree(def, enabled);
  const { i18n } = useTranslation();
  return useMemo(
    () =>
      data && def.tree
        ? treeOptions(data, {
            key: def.tree.children,
            idOf: (row) => idOf(def, row),
            label: (row) => def.name?.(row, i18n.language) ?? String(idOf(def, row)),
            leave: node ? idOf(def, node) : undefined,
            holds: def.tree.addChild,
          })
        : undefined,
    [data, def, node, i18n.language],
  );
}
