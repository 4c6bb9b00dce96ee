import type { ListResult } from '@adops/common/contract/fields';
import type { RoleRef, SignStatus, Worker } from '@adops/common/contract/session';
import type { ModuleNode, RoleRow } from '@adops/common/contract/sys';
import type { ScopeKind } from '@adops/common/scope';
import { get, post, request } from './client';

/** System administration (spec section 7, `/api/crm/sys/`): users, roles and modules. */

export interface Paging {
  page?: number;
  pageSize?: number;
}

// Users

export interface UserFilter extends Paging {
  keyword?: string;
  departmentId?: number;
  groupId?: number;
  roleId?: number;
  enabled?: boolean;
}

export interface UserFields {
  name: string;
  /** An empty string clears it. */
  mobile?: string;
  /** An empty string clears it. */
  email?: string;
  departmentId?: number | null;
  groupId?: number | null;
  roleIds?: number[];
  enabled?: boolean;
  signStatus?: SignStatus;
}

export interface CreateUser extends UserFields {
  username: string;
  password: string;
}

export interface EditUser extends Partial<UserFields> {
  id: number;
  /** An administrator's password reset. */
  password?: string;
}

/** Cancellable (spec section 7): a newer search aborts the one in flight. */
export const userList = (filter: UserFilter, signal?: AbortSignal) =>
  get<ListResult<Worker>>('/api/crm/sys/userList', { ...filter }, signal ? { signal } : {});
export const createUser = (user: CreateUser) => post<{ id: number }>('/api/crm/sys/createUser', user);
export const editUser = (user: EditUser) => post<null>('/api/crm/sys/editUser', user);
export const delUser = (id: number) =>
  request<null>('/api/crm/sys/delUser', { method: 'DELETE', params: { id } });

// Roles

export interface RoleFields {
  roleName: string;
  description?: string;
  dataScope: ScopeKind;
  departmentIds: number[];
}

export const roleList = (filter: Paging & { roleName?: string }) =>
  get<ListResult<RoleRow>>('/api/crm/sys/roleList', { ...filter });
export const roleSelect = () => get<RoleRef[]>('/api/crm/sys/roleSelect');
export const createRole = (role: RoleFields) => post<{ id: number }>('/api/crm/sys/createRole', role);
export const editRole = (role: Partial<RoleFields> & { id: number }) =>
  post<null>('/api/crm/sys/editRole', role);
export const delRole = (id: number) => post<null>('/api/crm/sys/delRole', { id });
/** Replaces the roles of one user. */
export const roleManage = (userId: number, roleIds: number[]) =>
  post<null>('/api/crm/sys/roleManage', { userId, roleIds });
export const getRoleUserList = (roleId: number, paging: Paging = {}, signal?: AbortSignal) =>
  get<ListResult<Worker>>('/api/crm/sys/getRoleUserList', { roleId, ...paging }, signal ? { signal } : {});

// Modules

export interface ModuleFields {
  title: string;
  path?: string;
  sort?: number;
}

export interface AddModule extends ModuleFields {
  /** Left out, the server hands out the next free id from 10000. */
  id?: number;
  parentId: number;
  name: string;
}

/** The ids of the modules granted to a role. */
export const listCheckedModule = (roleId: number) =>
  get<number[]>('/api/crm/sys/listCheckedModule', { roleId });
/** Replaces the modules granted to a role. */
export const insertRoleModule = (roleId: number, moduleIds: number[]) =>
  post<null>('/api/crm/sys/insertRoleModule', { roleId, moduleIds });
export const getModules = () => get<ModuleNode[]>('/api/crm/sys/getModules');
export const addModule = (module: AddModule) => post<{ id: number }>('/api/crm/sys/addModule', module);
export const editModule = (module: Partial<ModuleFields> & { id: number }) =>
  post<null>('/api/crm/sys/editModule', module);
export const delModule = (id: number) => post<null>('/api/crm/sys/delModule', { id });
