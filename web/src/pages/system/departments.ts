import {
  addUserToDepartment,
  moveDepartment,
  removeUserFromDepartment,
  type DeptNode,
  type OperationGroupRow,
} from '@adops/common/contract/department';
import type { Worker } from '@adops/common/contract/session';
import { GROUP_TITLES } from '@adops/common/lists';
import { DEPARTMENT_ENDPOINTS, DEPARTMENT_MEMBERS } from '@adops/common/contract/department';
import type { RelatedDef, ResourceDef } from '../../resource/types';
import { USER_OPTIONS, userColumns } from './users';

/** Module 2: the department tree, the members of a department and its operation groups. */

export const DEPARTMENTS: ResourceDef<DeptNode> = {
  path: 'department',
  endpoints: DEPARTMENT_ENDPOINTS,
  idField: 'deptId',
  testId: 'dept',
  title: 'route.organizational',
  name: (dept) => dept.deptName,
  scrollX: 440,
  // Pickers of departments anywhere, users' departments and roles' department lists read them.
  refreshes: ['base', 'sys/user', 'sys/role', 'operationGroup'],
  tree: { children: 'childDept', addChild: () => true },
  columns: [
    { key: 'deptName', title: 'system.org.name' },
    { key: 'userCount', title: 'system.org.userCount', kind: 'count', width: 70 },
  ],
  filters: [],
  form: {
    fields: [
      { name: 'deptName', label: 'system.org.name', kind: 'text', required: true, max: 50 },
      {
        name: 'parentId',
        label: 'system.org.parent',
        kind: 'parent',
        createOnly: 'hidden',
        help: 'system.org.parentHint',
      },
      { name: 'sort', label: 'system.org.sort', kind: 'number', initial: 0 },
    ],
  },
  remove: {},
  commands: [
    {
      contract: moveDepartment,
      fields: [
        { name: 'parentId', label: 'system.org.parent', kind: 'parent', help: 'system.org.parentHint' },
      ],
    },
  ],
};

export const MEMBERS: RelatedDef<DeptNode, Worker> = {
  key: 'members',
  label: 'system.org.members',
  title: 'system.org.members',
  endpoint: DEPARTMENT_MEMBERS,
  idField: 'deptId',
  testId: 'member',
  itemTestId: (user) => user.username,
  name: (user) => user.name,
  columns: userColumns('username', 'name', 'mobile', 'groupName', 'roles', 'enabled'),
  commands: [
    {
      contract: addUserToDepartment,
      fields: [
        {
          name: 'userIds',
          label: 'system.org.pickUsers',
          kind: 'options',
          options: USER_OPTIONS,
          multiple: true,
          required: true,
          help: 'system.org.addMembersHint',
        },
      ],
    },
    {
      contract: removeUserFromDepartment,
      confirm: 'system.org.confirmRemove',
      item: (user) => ({ userIds: [user.id] }),
    },
  ],
};

export const OPERATION_GROUPS: ResourceDef<OperationGroupRow> = {
  path: 'operationGroup',
  testId: 'group',
  title: 'system.org.groups',
  name: (group) => group.name,
  defaultSort: 'sort',
  scrollX: 640,
  refreshes: ['base', 'department', 'sys/user'],
  columns: [
    { key: 'name', title: 'system.org.groupName', values: GROUP_TITLES, sort: true },
    { key: 'departmentName', title: 'system.user.department', width: 110 },
    { key: 'userCount', title: 'system.org.userCount', kind: 'count', width: 80, sort: true },
    { key: 'accountCount', title: 'system.org.accountCount', kind: 'count', width: 80, sort: true },
    { key: 'sort', title: 'system.org.sort', kind: 'count', width: 70, sort: true },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword' },
    { name: 'departmentId', label: 'system.user.department', kind: 'department' },
  ],
  form: {
    fields: [
      { name: 'name', label: 'system.org.groupName', kind: 'text', required: true, max: 50 },
      { name: 'departmentId', label: 'system.user.department', kind: 'department', required: true },
      { name: 'sort', label: 'system.org.sort', kind: 'number', initial: 0 },
    ],
  },
  remove: { hint: 'system.org.groupDeleteHint' },
};
