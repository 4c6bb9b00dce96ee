import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listResource, type ListParams } from '../api/resource';
import { endpointsOfDef } from './records';
import { filterTree, flattenTree, holdsKeyword, treeRows } from './tree';
import { useTree } from './useTree';
import type { ResourceDef } from './types';

/**
 * The rows a resource table shows: a page of the list as the server sorts and filters it, or a tree read whole
 * whose search keeps, on this side, the nodes that show the keyword (with their branches and the nodes above).
 */
export function useRows<Row extends object>(def: ResourceDef<Row>, query: ListParams) {
  const paged = useQuery({
    queryKey: [def.path, 'list', query],
    queryFn: ({ signal }) => listResource<Row>(endpointsOfDef(def).list, query, signal),
    placeholderData: keepPreviousData,
    enabled: !def.tree,
  });
  const tree = useTree(def);
  const keyword = typeof query.keyword === 'string' ? query.keyword : '';
  const nodes = useMemo(() => {
    if (!def.tree || !tree.data) return undefined;
    const key = def.tree.children;
    const shows = (row: Row) =>
      holdsKeyword(
        def.columns.map((c) => row[c.key]),
        keyword,
      );
    return treeRows(filterTree(tree.data, key, shows), key);
  }, [def, tree.data, keyword]);

  const source = def.tree ? tree : paged;
  return {
    rows: (def.tree ? nodes : paged.data?.list) ?? [],
    total: def.tree ? flattenTree(nodes ?? [], def.tree.children).length : (paged.data?.total ?? 0),
    /** The page as answered, none while the previous one stands in for it (or for a tree). */
    page: def.tree || paged.isPlaceholderData ? undefined : paged.data,
    isFetching: source.isFetching,
    isError: source.isError,
    retry: () => void source.refetch(),
  };
}
