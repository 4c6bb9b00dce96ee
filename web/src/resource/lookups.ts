import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CustomerRow } from '@adops/common/contract/customer';
import { OPERATION_GROUPS } from '@adops/common/lists';
import { baseCategories, baseDepartments, baseUsers } from '../api/base';
import { listResource } from '../api/resource';

/** The lookup lists of pickers, cached for a minute: departments, people, categories, customers. */
const STALE = 60_000;

export const LOOKUP_KEYS = {
  departments: ['base', 'departments'],
  users: ['base', 'users'],
  categories: ['base', 'categories'],
  customers: ['base', 'customers'],
} as const;

export const useBaseDepartments = () =>
  useQuery({ queryKey: LOOKUP_KEYS.departments, queryFn: baseDepartments, staleTime: STALE });

export const useBaseUsers = () =>
  useQuery({ queryKey: LOOKUP_KEYS.users, queryFn: () => baseUsers(), staleTime: STALE });

export const useBaseCategories = () =>
  useQuery({ queryKey: LOOKUP_KEYS.categories, queryFn: baseCategories, staleTime: STALE });

/** Customers whose name holds `keyword`, the first 50. */
export function useCustomerSearch(keyword: string) {
  return useQuery({
    queryKey: [...LOOKUP_KEYS.customers, keyword],
    queryFn: ({ signal }) =>
      listResource<CustomerRow>(
        'customer',
        { page: 1, pageSize: 50, keyword: keyword || undefined, sort: 'name' },
        signal,
      ),
    staleTime: STALE,
  });
}

/** Operation groups, those of one department when given. */
export function groupOptions(departmentId?: number) {
  return OPERATION_GROUPS.filter((g) => !departmentId || g.departmentId === departmentId);
}

/** Category tree options (industry → sub-industry) for a TreeSelect. */
export function useCategoryTree() {
  const { data, isFetching } = useBaseCategories();
  const tree = useMemo(() => {
    const rows = data ?? [];
    return rows
      .filter((c) => c.parentId === null)
      .map((parent) => ({
        value: parent.id,
        title: parent.name,
        children: rows.filter((c) => c.parentId === parent.id).map((c) => ({ value: c.id, title: c.name })),
      }));
  }, [data]);
  return { tree, isFetching };
}
