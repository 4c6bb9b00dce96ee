import type { BaseUser, DeptNode } from '@adops/common/contract/department';
import type { ListResult } from '@adops/common/contract/fields';
import type { Worker } from '@adops/common/contract/session';
import { get, post } from './client';

/** Departments and their members (spec section 7, `/api/crm/department/` and the base lookups). */

export interface SaveDepartment {
  /** Left out to create. */
  deptId?: number;
  deptName: string;
  /** Null or left out: a root department. */
  parentId?: number | null;
  sort?: number;
}

/** The whole tree; `childDept` is absent on a department without sub-departments. */
export const getList = (excludeIds: number[] = []) =>
  get<DeptNode[]>('/api/crm/department/getList', excludeIds.length ? { excludeIds } : undefined);
/** Creates, renames or moves a department (`parentId` and `sort` are written as given). */
export const save = (dept: SaveDepartment) => post<{ deptId: number }>('/api/crm/department/save', dept);
export const deleteDepartment = (deptId: number) => post<null>('/api/crm/department/delete', { deptId });
/** Cancellable (spec section 7): switching departments aborts the call in flight. */
export const queryUserListByDepartmentId = (
  deptId: number,
  paging: { page?: number; pageSize?: number } = {},
  signal?: AbortSignal,
) =>
  get<ListResult<Worker>>(
    '/api/crm/department/queryUserListByDepartmentId',
    { deptId, ...paging },
    signal ? { signal } : {},
  );
/** Moves the users into the department; a user's operation group is left behind unless it stays the same. */
export const addUserToDepartment = (deptId: number, userIds: number[]) =>
  post<null>('/api/crm/department/addUserToDepartment', { deptId, userIds });
export const removeUserFromDepartment = (deptId: number, userIds: number[]) =>
  post<{ removed: number }>('/api/crm/department/removeUserFromDepartment', { deptId, userIds });

/** A node of the departments the caller's data scope can see (the base lookup). */
export interface BaseDeptNode {
  deptId: number;
  deptName: string;
  parentId: number | null;
  accountCount: number;
  childDept?: BaseDeptNode[];
}

/** Lookups for filters and pickers, within the caller's data scope. */
export const baseDepartmentList = () => get<BaseDeptNode[]>('/api/crm/base/department/getList');
export const baseUserList = (filter: { deptId?: number; groupId?: number } = {}) =>
  get<BaseUser[]>('/api/crm/base/department/user/getList', { ...filter });
