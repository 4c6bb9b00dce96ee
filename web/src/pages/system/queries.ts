import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getList } from '../../api/department';
import { getModules, roleSelect } from '../../api/sys';
import { flattenDepts } from '../../components/deptTree';

/** Query keys of the system pages; a change invalidates every key whose data it can alter. */
export const KEYS = {
  users: ['sys', 'users'],
  roles: ['sys', 'roles'],
  roleOptions: ['sys', 'roleSelect'],
  roleUsers: ['sys', 'roleUsers'],
  roleModules: ['sys', 'roleModules'],
  modules: ['sys', 'modules'],
  departments: ['department', 'tree'],
  departmentUsers: ['department', 'users'],
} as const satisfies Record<string, QueryKey>;

/** Every list a change of users touches: users, role user counts and lists, department members and counts. */
export const USER_KEYS = [KEYS.users, KEYS.roles, KEYS.roleUsers, KEYS.departments, KEYS.departmentUsers];

export function useInvalidate() {
  const client = useQueryClient();
  return useCallback(
    (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
    [client],
  );
}

/**
 * The whole department tree. Every page of /system is behind module 2 (the section), which is the very
 * permission this endpoint needs, so the users and roles pages can read it too.
 */
export function useDepartments() {
  return useQuery({ queryKey: KEYS.departments, queryFn: () => getList(), staleTime: 30_000 });
}

export function useDepartmentNames(): Map<number, string> {
  const { data } = useDepartments();
  return useMemo(() => new Map(flattenDepts(data ?? []).map((d) => [d.deptId, d.deptName])), [data]);
}

export function useRoleOptions() {
  return useQuery({ queryKey: KEYS.roleOptions, queryFn: roleSelect, staleTime: 30_000 });
}

export function useModules() {
  return useQuery({ queryKey: KEYS.modules, queryFn: getModules });
}
