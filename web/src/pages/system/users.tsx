import { Space, Tag } from 'antd';
import type { ColumnValues } from '@adops/common/columns';
import type { RoleRef, Worker } from '@adops/common/contract/session';
import { disableUser, enableUser, resetPassword, roleManage } from '@adops/common/contract/sys';
import { EMPTY } from '@adops/common/format';
import { GROUP_TITLES } from '@adops/common/lists';
import { ADMIN_ROLE_CODE } from '@adops/common/roles';
import { checkEmail, checkMobile, checkPassword, stripSpaces, USERNAME } from '@adops/common/validate';
import { ROLE_SELECT, USER_ENDPOINTS } from '@adops/common/contract/sys';
import APP_TEXTS from '../../i18n/locales/app';
import type { ColumnDef, FieldDef, OptionsDef, ResourceDef } from '../../resource/types';
import SYSTEM_TEXTS from './texts';

/** Module 3: staff accounts, with department, group, roles and sign-in state. */

/** Whether a user may sign in (the state `USER_STATES` reads for the enable and disable commands). */
const ENABLED: ColumnValues = {
  true: { ...APP_TEXTS['common.enabled'], color: 'success' },
  false: { ...APP_TEXTS['common.disabled'], color: 'error' },
};

const SIGN_STATUS: ColumnValues = {
  active: { ...SYSTEM_TEXTS['system.user.signStatus.active'], color: 'green' },
  left: SYSTEM_TEXTS['system.user.signStatus.left'],
};

const ROLE_OPTIONS: OptionsDef = {
  endpoint: ROLE_SELECT,
  value: 'id',
  label: (role: RoleRef) => role.roleName,
};

export const USER_OPTIONS: OptionsDef = {
  endpoint: USER_ENDPOINTS.list,
  value: 'id',
  label: (user: Worker) => `${user.name} (${user.username}) · ${user.departmentName ?? EMPTY}`,
  search: 'keyword',
};

function RoleTags({ roles }: { roles: RoleRef[] }) {
  if (!roles.length) return EMPTY;
  return (
    <Space size={[0, 4]} wrap>
      {roles.map((r) => (
        <Tag key={r.id} color={r.code === ADMIN_ROLE_CODE ? 'gold' : 'blue'}>
          {r.roleName}
        </Tag>
      ))}
    </Space>
  );
}

const COLUMNS = {
  username: { key: 'username', title: 'system.user.username', width: 120 },
  name: { key: 'name', title: 'system.user.name', width: 110 },
  mobile: { key: 'mobile', title: 'system.user.mobile', width: 125 },
  email: { key: 'email', title: 'system.user.email', width: 180 },
  departmentName: { key: 'departmentName', title: 'system.user.department', width: 110 },
  groupName: { key: 'groupName', title: 'system.user.group', width: 110, values: GROUP_TITLES },
  roles: {
    key: 'roles',
    title: 'system.user.roles',
    render: (user) => <RoleTags roles={user.roles} />,
    noExport: true,
  },
  signStatus: {
    key: 'signStatus',
    title: 'system.user.signStatus',
    kind: 'enum',
    values: SIGN_STATUS,
    width: 90,
  },
  enabled: { key: 'enabled', title: 'common.status', kind: 'enum', values: ENABLED, width: 80 },
} satisfies Partial<Record<keyof Worker, ColumnDef<Worker>>>;

/** The columns of users wherever they are listed: here, a role's users, a department's members. */
export const userColumns = (...keys: (keyof typeof COLUMNS)[]): ColumnDef<Worker>[] =>
  keys.map((key) => COLUMNS[key] as ColumnDef<Worker>);

const PASSWORD: FieldDef = {
  name: 'password',
  label: 'system.user.password',
  kind: 'password',
  required: true,
  max: 128,
  check: checkPassword,
};

const ROLE_IDS: FieldDef = {
  name: 'roleIds',
  label: 'system.user.roles',
  kind: 'options',
  options: ROLE_OPTIONS,
  multiple: true,
  required: true,
};

export const USERS: ResourceDef<Worker> = {
  path: 'sys/user',
  endpoints: USER_ENDPOINTS,
  testId: 'user',
  rowTestId: (user) => user.username,
  title: 'route.userManage',
  name: (user) => user.username,
  scrollX: 1150,
  refreshes: ['sys/role', 'department'],
  columns: Object.values<ColumnDef<Worker>>({ ...COLUMNS, username: { ...COLUMNS.username, fixed: 'left' } }),
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'system.user.keywordHint' },
    { name: 'departmentId', label: 'system.user.department', kind: 'department' },
    { name: 'roleId', label: 'system.user.role', kind: 'options', options: ROLE_OPTIONS },
    { name: 'enabled', label: 'common.status', kind: 'enum', values: ENABLED },
  ],
  form: {
    fields: [
      {
        name: 'username',
        label: 'system.user.username',
        kind: 'text',
        required: true,
        max: 32,
        createOnly: true,
        check: (value) => (USERNAME.test(value) ? null : 'usernameRule'),
      },
      { ...PASSWORD, createOnly: 'hidden' },
      { name: 'name', label: 'system.user.name', kind: 'text', required: true, max: 50 },
      {
        name: 'mobile',
        label: 'system.user.mobile',
        kind: 'text',
        max: 20,
        check: checkMobile,
        normalize: stripSpaces,
      },
      {
        name: 'email',
        label: 'system.user.email',
        kind: 'text',
        max: 100,
        check: checkEmail,
        normalize: stripSpaces,
      },
      { name: 'departmentId', label: 'system.user.department', kind: 'department' },
      { name: 'groupId', label: 'system.user.group', kind: 'group' },
      // On an existing user, roles are the command's (it ends the user's sessions).
      { ...ROLE_IDS, createOnly: 'hidden' },
      {
        name: 'signStatus',
        label: 'system.user.signStatus',
        kind: 'enum',
        values: SIGN_STATUS,
        initial: 'active',
      },
    ],
  },
  remove: { hint: 'system.user.deleteHint' },
  commands: [
    {
      contract: roleManage,
      fields: [ROLE_IDS],
      values: (user) => ({ roleIds: user.roles.map((r) => r.id) }),
    },
    { contract: enableUser, confirm: 'system.user.confirmEnable' },
    { contract: disableUser, confirm: 'system.user.confirmDisable' },
    {
      contract: resetPassword,
      fields: [{ ...PASSWORD, label: 'system.user.newPassword', help: 'system.user.newPasswordHint' }],
    },
  ],
};
