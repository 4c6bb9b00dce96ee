import { z } from 'zod';
import { SCOPE_KINDS, type ScopeKind } from '../scope';
import { command, endpointsOf, switchCommands, type Endpoint, type StateMachine } from './endpoints';
import { SIGN_STATUSES, type Worker } from './session';
import {
  clearableText,
  email,
  flag,
  id,
  idList,
  integerOr,
  mobile,
  optionalId,
  optionalInteger,
  optionalText,
  password,
  requiredText,
  username,
} from './fields';

// Roles
export const roleListFilters = { roleName: optionalText(50) };
export interface RoleRow {
  id: number;
  code: string | null;
  roleName: string;
  description: string | null;
  dataScope: ScopeKind;
  departmentIds: number[];
  userCount: number;
  createTime: string;
}
const roleFields = {
  roleName: requiredText(50),
  description: optionalText(200),
  dataScope: z.enum(SCOPE_KINDS).default('ownAccounts'),
  departmentIds: idList,
};
export const createRoleInput = z.object(roleFields);
export const editRoleInput = z.object({
  id,
  roleName: roleFields.roleName.optional(),
  description: roleFields.description,
  dataScope: z.enum(SCOPE_KINDS).optional(),
  departmentIds: idList.optional(),
});
export const idInput = z.object({ id });
/** A user's roles: at least one, or the user could never sign in. */
const roleIds = idList.refine((ids) => ids.length > 0, { error: 'rolesRequired' });
/** Replaces the roles of one user. */
export const roleManage = command({
  name: 'roleManage',
  title: { zh: '分配角色', en: 'Assign roles' },
  endpoint: { method: 'POST', url: '/api/crm/sys/roleManage' },
  idField: 'userId',
  input: z.object({ roleIds }),
});

// Users
export const userListFilters = {
  departmentId: optionalId,
  groupId: optionalId,
  roleId: optionalId,
  enabled: flag.optional(),
};
const userFields = {
  name: requiredText(50),
  mobile: mobile.optional(),
  email: email.optional(),
  picUrl: clearableText(500).optional(),
  company: clearableText(100).optional(),
  departmentId: optionalId.nullable(),
  groupId: optionalId.nullable(),
  roleIds,
  enabled: flag.default(true),
  signStatus: z.enum(SIGN_STATUSES).default('active'),
};
export const createUserInput = z.object({ username, password, ...userFields });
export const editUserInput = z.object({
  id,
  name: userFields.name.optional(),
  mobile: userFields.mobile,
  email: userFields.email,
  picUrl: userFields.picUrl,
  company: userFields.company,
  departmentId: userFields.departmentId,
  groupId: userFields.groupId,
  roleIds: roleIds.optional(),
  enabled: flag.optional(),
  signStatus: z.enum(SIGN_STATUSES).optional(),
  /** An administrator's password reset. */
  password: password.optional(),
});

/** Whether a user may sign in. */
export const USER_STATES: StateMachine<Pick<Worker, 'enabled'>, 'enabled' | 'disabled'> = {
  of: (user) => (user.enabled ? 'enabled' : 'disabled'),
  titles: { enabled: { zh: '启用', en: 'enabled' }, disabled: { zh: '停用', en: 'disabled' } },
};
export const { enable: enableUser, disable: disableUser } = switchCommands(
  USER_STATES,
  { on: 'enabled', off: 'disabled' },
  {
    enable: { method: 'POST', url: '/api/crm/sys/enableUser' },
    disable: { method: 'POST', url: '/api/crm/sys/disableUser' },
  },
);
/** An administrator sets a user's password; the user's sessions end. */
export const resetPassword = command({
  name: 'resetPassword',
  title: { zh: '重置密码', en: 'Reset password' },
  endpoint: { method: 'POST', url: '/api/crm/sys/resetPassword' },
  input: z.object({ password }),
});

// Modules
export interface ModuleNode {
  id: number;
  parentId: number | null;
  name: string;
  title: string;
  level: number;
  path: string | null;
  sort: number;
  /** Used by a route of the menu: cannot be deleted. */
  builtIn: boolean;
  children: ModuleNode[];
}
/** Replaces the modules granted to a role. */
export const insertRoleModule = command({
  name: 'insertRoleModule',
  title: { zh: '分配权限', en: 'Assign modules' },
  endpoint: { method: 'POST', url: '/api/crm/sys/insertRoleModule' },
  idField: 'roleId',
  input: z.object({ moduleIds: idList }),
});
export const addModuleInput = z.object({
  id: optionalId,
  parentId: id,
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { error: 'moduleNameRule' }),
  title: requiredText(50),
  path: optionalText(200),
  sort: integerOr(0, 100_000, 0),
});
export const editModuleInput = z.object({
  id,
  title: requiredText(50).optional(),
  path: optionalText(200),
  sort: optionalInteger(0, 100_000),
});

// Where the system's resources answer: the spec's URLs (section 7, `/api/crm/sys/`).

const GET = (url: string): Endpoint => ({ method: 'GET', url });
const POST = (url: string): Endpoint => ({ method: 'POST', url });

/** The list is cancellable (spec section 7): a newer search aborts the one in flight. */
export const USER_ENDPOINTS = endpointsOf('sys/user', {
  list: GET('/api/crm/sys/userList'),
  create: POST('/api/crm/sys/createUser'),
  edit: POST('/api/crm/sys/editUser'),
  delete: { method: 'DELETE', url: '/api/crm/sys/delUser' },
});

export const ROLE_ENDPOINTS = endpointsOf('sys/role', {
  list: GET('/api/crm/sys/roleList'),
  create: POST('/api/crm/sys/createRole'),
  edit: POST('/api/crm/sys/editRole'),
  delete: POST('/api/crm/sys/delRole'),
});
/** Every role, for pickers: id, roleName, code. */
export const ROLE_SELECT = GET('/api/crm/sys/roleSelect');
/** The users holding a role (roleId), page by page. */
export const ROLE_USERS = GET('/api/crm/sys/getRoleUserList');
/** The ids of the modules granted to a role (roleId). */
export const CHECKED_MODULES = GET('/api/crm/sys/listCheckedModule');

/** The module tree, `children` on every node. */
export const MODULE_ENDPOINTS = endpointsOf('sys/module', {
  list: GET('/api/crm/sys/getModules'),
  create: POST('/api/crm/sys/addModule'),
  edit: POST('/api/crm/sys/editModule'),
  delete: POST('/api/crm/sys/delModule'),
});
