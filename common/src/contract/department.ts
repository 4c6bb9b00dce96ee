import { z } from 'zod';
import { command, endpointsOf, type Endpoint } from './endpoints';
import { id, idList, integerOr, optionalId, optionalInteger, optionalText, requiredText } from './fields';

/** A node of a department tree; `childDept` is left out where it would be empty. */
export interface DeptNode {
  deptId: number;
  deptName: string;
  parentId: number | null;
  sort: number;
  userCount: number;
  childDept?: DeptNode[];
}

/** Create (no deptId) or edit: on an edit, a parentId or sort left out keeps what the department has. */
export const deptSaveInput = z.object({
  deptId: optionalId,
  deptName: requiredText(50),
  parentId: optionalId.nullable(),
  sort: optionalInteger(0, 100_000),
});
export const deptListFilters = { excludeIds: idList };

const members = z.object({ userIds: idList.refine((ids) => ids.length > 0, 'required') });
export const addUserToDepartment = command({
  name: 'addUserToDepartment',
  title: { zh: '添加成员', en: 'Add members' },
  idField: 'deptId',
  input: members,
});
export const removeUserFromDepartment = command({
  name: 'removeUserFromDepartment',
  title: { zh: '移出部门', en: 'Remove from department' },
  idField: 'deptId',
  input: members,
});
/** Puts a department under another, or at the top (no parentId). */
export const moveDepartment = command({
  name: 'move',
  title: { zh: '移动', en: 'Move' },
  idField: 'deptId',
  input: z.object({ parentId: optionalId.nullable() }),
});

/** An operation group: a team of operators within a department. */
export interface OperationGroupRow {
  id: number;
  name: string;
  departmentId: number;
  departmentName: string;
  sort: number;
  userCount: number;
  accountCount: number;
}
export const operationGroupFilters = { departmentId: optionalId };
export const operationGroupSaveInput = z.object({
  id: optionalId,
  name: requiredText(50),
  departmentId: id,
  sort: integerOr(0, 100_000, 0),
});

export const baseUserListInput = z.object({ deptId: optionalId, groupId: optionalId });
export const baseAccountListInput = z.object({
  deptId: optionalId,
  groupId: optionalId,
  operatorId: optionalId,
  /** A picker's search: accounts whose name or platform id holds it, at most `pageSize` of them. */
  keyword: optionalText(100),
  pageSize: optionalInteger(1, 500),
});
/**
 * GET /api/crm/base/customer/getList: customers whose name holds `keyword` (by name, at most `limit`), or the
 * one of `id`: what a customer picker offers and how it names its value, within the caller's scope.
 */
export const baseCustomerListInput = z.object({
  keyword: optionalText(100),
  id: optionalId,
  limit: integerOr(1, 200, 50),
});
export interface BaseCustomer {
  id: number;
  name: string;
}
/** GET /api/crm/base/group/getList: the operation groups of the departments the caller sees. */
export interface BaseGroup {
  id: number;
  name: string;
  departmentId: number;
}
export interface BaseUser {
  id: number;
  username: string;
  name: string;
  departmentId: number | null;
  groupId: number | null;
}
export interface BaseAccount {
  id: number;
  name: string;
  platformId: string;
  customerId: number | null;
  operatorId: number | null;
  departmentId: number | null;
  groupId: number | null;
}

/** GET /api/crm/base/category/getList: the account categories, industry → sub-industry. */
export interface BaseCategory {
  id: number;
  name: string;
  parentId: number | null;
}

/** The whole tree (`childDept`, absent on a department without sub-departments); saving without deptId creates. */
export const DEPARTMENT_ENDPOINTS = endpointsOf('department', {
  list: { method: 'GET', url: '/api/crm/department/getList' },
});

/** The users of a department (deptId), page by page; cancellable (spec section 7). */
export const DEPARTMENT_MEMBERS: Endpoint = {
  method: 'GET',
  url: '/api/crm/department/queryUserListByDepartmentId',
};
