import { Space, Tag } from 'antd';
import type { Worker } from '@adops/common/contract/session';
import { insertRoleModule, type RoleRow } from '@adops/common/contract/sys';
import { EMPTY } from '@adops/common/format';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import { SCOPE_TITLES } from '@adops/common/scope';
import { call } from '../../api/resource';
import { CHECKED_MODULES, ROLE_ENDPOINTS, ROLE_USERS } from '@adops/common/contract/sys';
import { findDept } from '../../components/deptTree';
import { useBaseDepartments } from '../../resource/lookups';
import type { RelatedDef, ResourceDef } from '../../resource/types';
import { ModuleGrants } from './ModuleGrants';
import SYSTEM_TEXTS from './texts';
import { userColumns } from './users';

/** Module 4: roles, what each may open (modules) and see (data scope), and who holds them. */

function DepartmentTags({ ids }: { ids: number[] }) {
  const { data } = useBaseDepartments();
  if (!ids.length) return EMPTY;
  return (
    <Space size={[0, 4]} wrap>
      {ids.map((id) => (
        <Tag key={id}>{(data && findDept(data, id)?.deptName) ?? `#${id}`}</Tag>
      ))}
    </Space>
  );
}

const ROLE_USERS_LIST: RelatedDef<RoleRow, Worker> = {
  key: 'users',
  label: 'system.role.users',
  title: 'system.role.usersOf',
  endpoint: ROLE_USERS,
  idField: 'roleId',
  testId: 'role-users',
  itemTestId: (user) => user.username,
  columns: userColumns('username', 'name', 'departmentName', 'groupName', 'enabled'),
};

export const ROLES: ResourceDef<RoleRow> = {
  path: 'sys/role',
  endpoints: ROLE_ENDPOINTS,
  testId: 'role',
  rowTestId: (role) => role.roleName,
  title: 'route.role',
  name: (role) => role.roleName,
  scrollX: 1100,
  refreshes: ['sys/user'],
  columns: [
    { key: 'id', title: 'system.role.id', width: 60 },
    {
      key: 'roleName',
      title: 'system.role.name',
      width: 200,
      render: (role, lang) => (
        <Space size={4}>
          {role.roleName}
          {role.code === ADMIN_ROLE_CODE && <Tag color="gold">{SYSTEM_TEXTS['system.role.admin'][lang]}</Tag>}
        </Space>
      ),
    },
    { key: 'description', title: 'system.role.description' },
    { key: 'dataScope', title: 'system.role.dataScope', kind: 'enum', values: SCOPE_TITLES, width: 150 },
    {
      key: 'departmentIds',
      title: 'system.role.departments',
      render: (role) => <DepartmentTags ids={role.dataScope === 'custom' ? role.departmentIds : []} />,
      noExport: true,
    },
    { key: 'userCount', title: 'system.role.userCount', kind: 'count', width: 80 },
    { key: 'createTime', title: 'common.createdAt', kind: 'time', width: 165 },
  ],
  filters: [{ name: 'roleName', label: 'system.role.name', kind: 'text' }],
  form: {
    fields: [
      { name: 'roleName', label: 'system.role.name', kind: 'text', required: true, max: 50 },
      { name: 'description', label: 'system.role.description', kind: 'textarea', max: 200 },
      {
        name: 'dataScope',
        label: 'system.role.dataScope',
        kind: 'enum',
        values: SCOPE_TITLES,
        required: true,
        initial: 'ownAccounts',
        help: 'system.role.dataScopeHint',
      },
      {
        name: 'departmentIds',
        label: 'system.role.departments',
        kind: 'department',
        multiple: true,
        required: true,
        help: 'system.role.departmentsHint',
        shownWhen: (values) => values.dataScope === 'custom',
      },
    ],
  },
  remove: {},
  commands: [
    {
      contract: insertRoleModule,
      fields: [{ name: 'moduleIds', label: 'system.role.modules', kind: 'options', control: ModuleGrants }],
      values: async (role) => ({ moduleIds: await call<number[]>(CHECKED_MODULES, { roleId: role.id }) }),
      width: 640,
    },
  ],
  related: [ROLE_USERS_LIST],
};
