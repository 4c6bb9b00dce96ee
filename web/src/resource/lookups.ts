import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { baseCategories, baseCustomers, baseDepartments, baseGroups, baseUsers } from '../api/base';

/** The lookup lists of pickers, cached for a minute: departments, people, categories, customers. */
const STALE = 60_000;

export const LOOKUP_KEYS = {
  departments: ['base', 'departments'],
  users: ['base', 'users'],
  groups: ['base', 'groups'],
  categories: ['base', 'categories'],
  customers: ['base', 'customers'],
} as const;

export const useBaseDepartments = (enabled = true) =>
  useQuery({ queryKey: LOOKUP_KEYS.departments, queryFn: baseDepartments, staleTime: STALE, enabled });

export const useBaseUsers = (enabled = true) =>
  useQuery({ queryKey: LOOKUP_KEYS.users, queryFn: () => baseUsers(), staleTime: STALE, enabled });

export const useBaseCategories = (enabled = true) =>
  useQuery({ queryKey: LOOKUP_KEYS.categories, queryFn: baseCategories, staleTime: STALE, enabled });

/** Customers the caller may see whose name holds `keyword`, the first 50 by name. */
export function useCustomerSearch(keyword: string) {
  return useQuery({
    queryKey: [...LOOKUP_KEYS.customers, keyword],
    queryFn: ({ signal }) => baseCustomers({ keyword: keyword || undefined }, signal),
    staleTime: STALE,
  });
}

/** The name of one customer, for a picker whose value its list does not hold (a drill-down's customerId). */
export function useCustomerName(id: number | undefined) {
  return useQuery({
    queryKey: [...LOOKUP_KEYS.customers, 'id', id],
    queryFn: ({ signal }) => baseCustomers({ id }, signal),
    enabled: id !== undefined,
    staleTime: STALE,
    select: (rows) => rows[0]?.name ?? null,
  });
}

export const useBaseGroups = (enabled = true) =>
  useQuery({ queryKey: LOOKUP_KEYS.groups, queryFn: baseGroups, staleTime: STALE, enabled });

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
