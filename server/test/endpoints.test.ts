import { DEFAULT_THRESHOLDS } from '@adops/common/thresholds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { fieldLabel } from '@adops/common/fieldLabels';
import { signRequest } from '@adops/common/signing';
import { apiRoutes } from '../src/app';
import { reportAccess, reportEndpoint } from '../src/reports/mount';
import { allReports } from '../src/reports/registry';
import { createTestApi, type TestApi } from './harness';

type Input = { query?: Record<string, unknown>; body?: unknown };

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  /** Module ids of which one is needed; 'session' for any signed-in user; 'public' for none. */
  access: 'public' | 'session' | number[];
  /** An input that passes validation, so that refusals are not validation failures. */
  valid?: Input;
  /** An input that fails, and the field the message must name. */
  invalid?: Input & { field: string };
}

/** A valid export request: one column and a title. */
const EXPORT_QUERY = { columns: JSON.stringify([{ key: 'id', title: 'ID' }]), title: 'Export' };

/** Every report where it is mounted, and its export, with its permission. */
const REPORT_ENDPOINTS: Endpoint[] = allReports().flatMap((def) => {
  const { method, url, exportUrl } = reportEndpoint(def);
  const access = ((module) => (module === 'session' ? module : [module]))(reportAccess(def));
  const invalid = { query: { start: '2026-02-30' }, field: 'start' };
  return [
    { method, url, access, invalid },
    ...(exportUrl ? [{ method: 'GET' as const, url: exportUrl, access, invalid }] : []),
  ];
});

/** What a money record's step takes besides the record's id. */
const STEP_INPUT: Record<string, object> = {
  reject: { reason: '不符' },
  issue: { number: '04400001', date: '2026-11-20' },
};

/** A resource's list (refused `invalid`, naming its field), detail and export, for holders of `module`. */
const reads = (path: string, module: number, invalid: Input & { field: string }): Endpoint[] => [
  { method: 'GET', url: `/api/crm/${path}/list`, access: [module], invalid },
  {
    method: 'GET',
    url: `/api/crm/${path}/detail`,
    access: [module],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  {
    method: 'GET',
    url: `/api/crm/${path}/export`,
    access: [module],
    valid: { query: EXPORT_QUERY },
    invalid: { query: { title: 'x' }, field: 'columns' },
  },
];

/** Every route of the API. The first test fails when a route is added without a row here. */
const ENDPOINTS: Endpoint[] = [
  ...REPORT_ENDPOINTS,
  {
    method: 'GET',
    url: '/api/crm/sys/login',
    access: 'public',
    invalid: { query: { username: 'admin' }, field: 'password' },
  },
  { method: 'GET', url: '/api/crm/sys/logout', access: 'session' },
  {
    method: 'GET',
    url: '/api/crm/sys/getUserInfo',
    access: 'session',
    valid: { query: { uid: 1 } },
    invalid: { query: { uid: 'abc' }, field: 'uid' },
  },
  {
    method: 'GET',
    url: '/api/crm/sys/getUserInfoById',
    access: 'session',
    valid: { query: { uid: 1 } },
    invalid: { query: {}, field: 'uid' },
  },
  {
    method: 'POST',
    url: '/api/crm/sys/getPrivilege',
    access: 'session',
    valid: { body: { userId: 1 } },
    invalid: { body: { userId: -1 }, field: 'userId' },
  },
  { method: 'GET', url: '/api/crm/sys/getDeptAccountList', access: 'session' },
  {
    method: 'POST',
    url: '/api/crm/sys/secondLogin',
    access: 'public',
    invalid: { body: { token: 'short' }, field: 'token' },
  },
  {
    method: 'POST',
    url: '/api/crm/sys/secondLogin/verify',
    access: 'public',
    invalid: { body: {}, field: 'token' },
  },

  {
    method: 'GET',
    url: '/api/crm/sys/userList',
    access: [3],
    invalid: { query: { page: 0 }, field: 'page' },
  },
  {
    method: 'POST',
    url: '/api/crm/sys/createUser',
    access: [3],
    valid: { query: { username: 'matrix_user', password: 'Matrix@2026', name: 'M' } },
    invalid: { query: { username: 'ab', password: 'Matrix@2026', name: 'M' }, field: 'username' },
  },
  {
    method: 'POST',
    url: '/api/crm/sys/editUser',
    access: [3],
    valid: { query: { id: 2 } },
    invalid: { query: { id: 2, mobile: '12345' }, field: 'mobile' },
  },
  {
    method: 'DELETE',
    url: '/api/crm/sys/delUser',
    access: [3],
    valid: { query: { id: 99999 } },
    invalid: { query: {}, field: 'id' },
  },

  {
    method: 'GET',
    url: '/api/crm/sys/roleList',
    access: [4],
    invalid: { query: { pageSize: 1000 }, field: 'pageSize' },
  },
  { method: 'GET', url: '/api/crm/sys/roleSelect', access: [3, 4] },
  {
    method: 'POST',
    url: '/api/crm/sys/createRole',
    access: [4],
    valid: { query: { roleName: 'matrix' } },
    invalid: { query: { roleName: '' }, field: 'roleName' },
  },
  {
    method: 'POST',
    url: '/api/crm/sys/editRole',
    access: [4],
    valid: { query: { id: 2 } },
    invalid: { query: { id: 2, dataScope: 'galaxy' }, field: 'dataScope' },
  },
  {
    method: 'POST',
    url: '/api/crm/sys/delRole',
    access: [4],
    valid: { query: { id: 99999 } },
    invalid: { query: { id: 'x' }, field: 'id' },
  },
  {
    method: 'POST',
    url: '/api/crm/sys/roleManage',
    access: [4],
    valid: { query: { userId: 99999, roleIds: '6' } },
    invalid: { query: { userId: 2, roleIds: 'a' }, field: 'roleIds.0' },
  },
  {
    method: 'GET',
    url: '/api/crm/sys/getRoleUserList',
    access: [4],
    valid: { query: { roleId: 2 } },
    invalid: { query: {}, field: 'roleId' },
  },
  {
    method: 'GET',
    url: '/api/crm/sys/listCheckedModule',
    access: [4],
    valid: { query: { roleId: 2 } },
    invalid: { query: { roleId: 0 }, field: 'roleId' },
  },
  {
    method: 'POST',
    url: '/api/crm/sys/insertRoleModule',
    access: [4],
    valid: { body: { roleId: 99999, moduleIds: [1] } },
    invalid: { body: { roleId: 2, moduleIds: ['x'] }, field: 'moduleIds.0' },
  },

  { method: 'GET', url: '/api/crm/sys/getModules', access: [4, 5] },
  {
    method: 'POST',
    url: '/api/crm/sys/addModule',
    access: [5],
    valid: { body: { parentId: 99999, name: 'x', title: 'x' } },
    invalid: { body: { parentId: 2, title: 'x' }, field: 'name' },
  },
  {
    method: 'POST',
    url: '/api/crm/sys/editModule',
    access: [5],
    valid: { body: { id: 99999 } },
    invalid: { body: { id: 3, sort: -1 }, field: 'sort' },
  },
  {
    method: 'POST',
    url: '/api/crm/sys/delModule',
    access: [5],
    valid: { body: { id: 99999 } },
    invalid: { body: {}, field: 'id' },
  },

  {
    method: 'GET',
    url: '/api/crm/department/getList',
    access: [2],
    invalid: { query: { excludeIds: 'x' }, field: 'excludeIds.0' },
  },
  {
    method: 'POST',
    url: '/api/crm/department/save',
    access: [2],
    valid: { body: { deptId: 99999, deptName: 'x' } },
    invalid: { body: { deptName: '  ' }, field: 'deptName' },
  },
  {
    method: 'POST',
    url: '/api/crm/department/delete',
    access: [2],
    valid: { body: { deptId: 99999 } },
    invalid: { body: {}, field: 'deptId' },
  },
  {
    method: 'GET',
    url: '/api/crm/department/queryUserListByDepartmentId',
    access: [2],
    valid: { query: { deptId: 5 } },
    invalid: { query: {}, field: 'deptId' },
  },
  {
    method: 'POST',
    url: '/api/crm/department/addUserToDepartment',
    access: [2],
    valid: { body: { deptId: 99999, userIds: [2] } },
    invalid: { body: { deptId: 5, userIds: [] }, field: 'userIds' },
  },
  {
    method: 'POST',
    url: '/api/crm/department/removeUserFromDepartment',
    access: [2],
    valid: { body: { deptId: 99999, userIds: [2] } },
    invalid: { body: { deptId: 5 }, field: 'userIds' },
  },

  {
    method: 'POST',
    url: '/api/crm/sys/updateProfile',
    access: 'session',
    invalid: { body: { mobile: '1234' }, field: 'mobile' },
  },
  {
    method: 'POST',
    url: '/api/crm/sys/changePassword',
    access: 'session',
    invalid: { body: { oldPassword: 'x', newPassword: 'short' }, field: 'newPassword' },
  },
  { method: 'GET', url: '/api/crm/public/settings', access: 'public' },
  { method: 'GET', url: '/api/crm/message/count', access: 'session' },

  { method: 'GET', url: '/api/crm/base/department/getList', access: 'session' },

  {
    method: 'GET',
    url: '/api/crm/customer/list',
    access: [178],
    invalid: { query: { status: 'gone' }, field: 'status' },
  },
  {
    method: 'GET',
    url: '/api/crm/customer/export',
    access: [178],
    valid: { query: EXPORT_QUERY },
    invalid: { query: { title: 'x' }, field: 'columns' },
  },
  {
    method: 'GET',
    url: '/api/crm/customer/detail',
    access: [178],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  {
    method: 'POST',
    url: '/api/crm/customer/save',
    access: [178],
    valid: { body: { name: 'matrix customer' } },
    invalid: { body: { name: '' }, field: 'name' },
  },
  {
    method: 'POST',
    url: '/api/crm/customer/delete',
    access: [178],
    valid: { body: { id: 99999 } },
    invalid: { body: {}, field: 'id' },
  },
  {
    method: 'GET',
    url: '/api/crm/base/department/user/getList',
    access: 'session',
    invalid: { query: { deptId: 'x' }, field: 'deptId' },
  },
  {
    method: 'GET',
    url: '/api/crm/base/department/account/getList',
    access: 'session',
    invalid: { query: { operatorId: '-3' }, field: 'operatorId' },
  },
  {
    method: 'GET',
    url: '/api/crm/base/customer/getList',
    access: 'session',
    valid: { query: { keyword: '美妆' } },
    invalid: { query: { limit: '0' }, field: 'limit' },
  },
  {
    method: 'GET',
    url: '/api/crm/account/list',
    access: [182],
    invalid: { query: { product: 'tv' }, field: 'product' },
  },
  {
    method: 'GET',
    url: '/api/crm/account/export',
    access: [182],
    valid: { query: EXPORT_QUERY },
    invalid: { query: { title: 'x' }, field: 'columns' },
  },
  {
    method: 'GET',
    url: '/api/crm/account/detail',
    access: [182],
    valid: { query: { id: 1 } },
    invalid: { query: { id: 'x' }, field: 'id' },
  },
  {
    method: 'POST',
    url: '/api/crm/account/save',
    access: [182],
    valid: { body: { platformId: 'M-1', name: 'm' } },
    invalid: { body: { platformId: 'has space', name: 'm' }, field: 'platformId' },
  },
  {
    method: 'POST',
    url: '/api/crm/account/delete',
    access: [182],
    valid: { body: { id: 99999 } },
    invalid: { body: {}, field: 'id' },
  },
  {
    method: 'GET',
    url: '/api/crm/accountChange/list',
    access: [381],
    invalid: { query: { start: '2026-1-1' }, field: 'start' },
  },
  {
    method: 'GET',
    url: '/api/crm/accountChange/export',
    access: [381],
    valid: { query: EXPORT_QUERY },
    invalid: { query: { title: 'x' }, field: 'columns' },
  },
  {
    method: 'GET',
    url: '/api/crm/accountChange/detail',
    access: [381],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  {
    method: 'GET',
    url: '/api/crm/account/consume',
    access: [182],
    valid: { query: { accountId: 1 } },
    invalid: { query: {}, field: 'accountId' },
  },
  {
    method: 'GET',
    url: '/api/crm/fundRecord/list',
    access: [182],
    valid: { query: { accountId: 1 } },
    invalid: { query: { accountId: 1, type: 'gift' }, field: 'type' },
  },
  {
    method: 'GET',
    url: '/api/crm/fundRecord/export',
    access: [182],
    valid: { query: { accountId: 1, ...EXPORT_QUERY } },
    invalid: { query: { accountId: 1, title: 'x' }, field: 'columns' },
  },
  {
    method: 'GET',
    url: '/api/crm/fundRecord/detail',
    access: [182],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  {
    method: 'GET',
    url: '/api/crm/balance/list',
    access: [339],
    invalid: { query: { lowOnly: 'maybe' }, field: 'lowOnly' },
  },
  {
    method: 'GET',
    url: '/api/crm/balance/export',
    access: [339],
    valid: { query: EXPORT_QUERY },
    invalid: { query: { title: 'x' }, field: 'columns' },
  },
  {
    method: 'GET',
    url: '/api/crm/balance/detail',
    access: [339],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  {
    method: 'GET',
    url: '/api/crm/activeCustomer/list',
    access: [321],
    invalid: { query: { days: 400 }, field: 'days' },
  },
  {
    method: 'GET',
    url: '/api/crm/activeCustomer/export',
    access: [321],
    valid: { query: EXPORT_QUERY },
    invalid: { query: { title: 'x' }, field: 'columns' },
  },
  {
    method: 'GET',
    url: '/api/crm/activeCustomer/detail',
    access: [321],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  {
    method: 'GET',
    url: '/api/crm/activeCustomer/stats',
    access: [321],
    invalid: { query: { start: '2026-13-01' }, field: 'start' },
  },
  { method: 'GET', url: '/api/crm/base/category/getList', access: 'session' },
  { method: 'GET', url: '/api/zhImport/homeSearch', access: 'session' },
  { method: 'GET', url: '/api/zhImport/getChart', access: 'session' },
  {
    method: 'GET',
    url: '/api/crm/example/charts',
    access: [991],
    valid: { query: { days: 30 } },
    invalid: { query: { days: 1000 }, field: 'days' },
  },
  {
    method: 'GET',
    url: '/api/crm/operator/list',
    access: [175],
    invalid: { query: { groupId: 'g' }, field: 'groupId' },
  },
  {
    method: 'GET',
    url: '/api/crm/operator/export',
    access: [175],
    valid: { query: EXPORT_QUERY },
    invalid: { query: { title: 'x' }, field: 'columns' },
  },
  {
    method: 'GET',
    url: '/api/crm/operator/detail',
    access: [175],
    valid: { query: { id: 6 } },
    invalid: { query: {}, field: 'id' },
  },
  {
    method: 'POST',
    url: '/api/crm/operator/saveTarget',
    access: [175],
    valid: { body: { operatorId: 6, month: '2026-06-01', amount: 1 } },
    invalid: { body: { operatorId: 6, month: '2026-06-02', amount: 1 }, field: 'month' },
  },
  { method: 'POST', url: '/api/crm/import/accountDaily', access: [422] },
  // The Excel sample page's upload read back as a table (excelExport 994).
  { method: 'POST', url: '/api/crm/example/sheet', access: [994] },
  // Data collection (operationReptile 422): the accounts' last sync, syncs asked for, the uploads' history.
  ...reads('dataCollection/syncState', 422, { query: { hasError: 'x' }, field: 'hasError' }),
  {
    method: 'POST',
    url: '/api/crm/dataCollection/syncState/syncAccount',
    access: [422],
    valid: { body: { id: 1 } },
    invalid: { body: {}, field: 'id' },
  },
  { method: 'POST', url: '/api/crm/dataCollection/syncState/syncAll', access: [422] },
  ...reads('dataCollection/imports', 422, { query: { status: 'x' }, field: 'status' }),
  {
    method: 'GET',
    url: '/api/crm/dataCollection/imports/errors',
    access: [422],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  { method: 'GET', url: '/api/crm/base/group/getList', access: 'session' },
  // Detail and export of the system's resources, and their commands.
  ...(['sys/user', 'sys/role'] as const).flatMap((path) => {
    const access = [path === 'sys/user' ? 3 : 4];
    return [
      {
        method: 'GET' as const,
        url: `/api/crm/${path}/detail`,
        access,
        valid: { query: { id: 1 } },
        invalid: { query: {}, field: 'id' },
      },
      {
        method: 'GET' as const,
        url: `/api/crm/${path}/export`,
        access,
        valid: { query: EXPORT_QUERY },
        invalid: { query: { title: 'x' }, field: 'columns' },
      },
    ];
  }),
  {
    method: 'GET',
    url: '/api/crm/sys/module/detail',
    access: [5, 4],
    valid: { query: { id: 1 } },
    invalid: { query: { id: 'x' }, field: 'id' },
  },
  ...(['enableUser', 'disableUser'] as const).map((command) => ({
    method: 'POST' as const,
    url: `/api/crm/sys/${command}`,
    access: [3],
    valid: { body: { id: 99999 } },
    invalid: { body: {}, field: 'id' },
  })),
  {
    method: 'POST',
    url: '/api/crm/sys/resetPassword',
    access: [3],
    valid: { body: { id: 99999, password: 'Another#Pass2026' } },
    invalid: { body: { id: 2 }, field: 'password' },
  },
  {
    method: 'GET',
    url: '/api/crm/department/detail',
    access: [2],
    valid: { query: { deptId: 5 } },
    invalid: { query: {}, field: 'deptId' },
  },
  {
    method: 'POST',
    url: '/api/crm/department/move',
    access: [2],
    valid: { body: { deptId: 99999, parentId: null } },
    invalid: { body: { deptId: 5, parentId: 'x' }, field: 'parentId' },
  },
  {
    method: 'GET',
    url: '/api/crm/operationGroup/list',
    access: [2],
    invalid: { query: { departmentId: 'x' }, field: 'departmentId' },
  },
  {
    method: 'GET',
    url: '/api/crm/operationGroup/detail',
    access: [2],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  {
    method: 'GET',
    url: '/api/crm/operationGroup/export',
    access: [2],
    valid: { query: EXPORT_QUERY },
    invalid: { query: { title: 'x' }, field: 'columns' },
  },
  {
    method: 'POST',
    url: '/api/crm/operationGroup/save',
    access: [2],
    valid: { body: { id: 99999, name: 'x' } },
    invalid: { body: { name: '', departmentId: 5 }, field: 'name' },
  },
  {
    method: 'POST',
    url: '/api/crm/operationGroup/delete',
    access: [2],
    valid: { body: { id: 99999 } },
    invalid: { body: {}, field: 'id' },
  },
  // The workbench's settings (its GET calls are reports, above).
  {
    method: 'POST',
    url: '/api/crm/workbenches/quarter/target/save',
    access: [468],
    valid: { body: { level: 'company', quarter: '2026-10-01', amount: 100 } },
    invalid: { body: { level: 'department', quarter: '2026-10-01', amount: 100 }, field: 'scopeId' },
  },
  {
    method: 'POST',
    url: '/api/crm/workbenches/account/edit',
    access: [468],
    valid: { body: { accountId: 1, month: '2026-11-01', amount: 100 } },
    invalid: { body: { accountId: 1, month: '2026-11-02', amount: 100 }, field: 'month' },
  },
  {
    method: 'POST',
    url: '/api/crm/workbenches/operate/monitor/account/edit',
    access: [468],
    valid: { body: { accountId: 1, monitored: false } },
    invalid: { body: { accountId: 1, monitored: true, balance: -1 }, field: 'balance' },
  },
  // The thresholds in force: read by anyone, changed by a holder of the assessment overview who sees all data.
  {
    method: 'GET',
    url: '/api/crm/assessment/thresholds',
    access: 'session',
  },
  {
    method: 'POST',
    url: '/api/crm/assessment/thresholds/save',
    access: [383],
    valid: { body: DEFAULT_THRESHOLDS },
    invalid: { body: { ...DEFAULT_THRESHOLDS, descentRatio: 2 }, field: 'descentRatio' },
  },
  // What operators write beside the monitoring pages.
  {
    method: 'POST',
    url: '/api/crm/monitoring/descent/reason',
    access: [436],
    valid: { body: { accountId: 1, start: '2026-11-01', end: '2026-11-07', cause: 'x' } },
    invalid: { body: { accountId: 1, start: '2026-11-01', end: '2026-11-07', cause: '' }, field: 'cause' },
  },
  {
    method: 'POST',
    url: '/api/crm/monitoring/week/note',
    access: [470],
    valid: { body: { accountId: 1, week: '2026-11-02', note: 'x' } },
    invalid: { body: { accountId: 1, week: '2026-13-02', note: 'x' }, field: 'week' },
  },
  // The scheduled jobs (scheduleTask 344): edited, never made or deleted here; run now, enabled, disabled.
  ...reads('scheduledJob', 344, { query: { enabled: 'x' }, field: 'enabled' }),
  {
    method: 'POST',
    url: '/api/crm/scheduledJob/save',
    access: [344],
    valid: { body: { id: 1, cron: '*/10 * * * *' } },
    invalid: { body: { id: 1, cron: '61 * * * *' }, field: 'cron' },
  },
  ...(['runNow', 'enable', 'disable'] as const).map((command): Endpoint => ({
    method: 'POST',
    url: `/api/crm/scheduledJob/${command}`,
    access: [344],
    valid: { body: { id: 1 } },
    invalid: { body: {}, field: 'id' },
  })),
  // WeCom group robots (the notice section 451): a resource with a test message.
  ...reads('noticeRobot', 451, { query: { kind: 'x' }, field: 'kind' }),
  {
    method: 'POST',
    url: '/api/crm/noticeRobot/save',
    access: [451],
    valid: {
      body: {
        name: 'x',
        kind: 'internal',
        webhookUrl: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k1',
      },
    },
    invalid: {
      body: { name: 'x', kind: 'internal', webhookUrl: 'https://example.com/hook' },
      field: 'webhookUrl',
    },
  },
  {
    method: 'POST',
    url: '/api/crm/noticeRobot/delete',
    access: [451],
    valid: { body: { id: 1 } },
    invalid: { body: {}, field: 'id' },
  },
  {
    method: 'GET',
    url: '/api/crm/noticeRobot/received',
    access: [451],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  {
    method: 'POST',
    url: '/api/crm/noticeRobot/test',
    access: [451],
    valid: { body: { id: 1 } },
    invalid: { body: {}, field: 'id' },
  },
  // The send log (451) and the automation log (378): lists of what went out and what ran.
  ...reads('noticeSendLog', 451, { query: { start: '2026-13-01' }, field: 'start' }),
  ...reads('automationLog', 378, { query: { start: '2026-13-01' }, field: 'start' }),
  // Creative data (/csrDataManage): the category tree (404), budgets (399), content accounts (398) and their log (403).
  {
    method: 'GET',
    url: '/api/crm/accountCategory/list',
    access: [404],
    invalid: { query: { excludeIds: 'x' }, field: 'excludeIds.0' },
  },
  {
    method: 'GET',
    url: '/api/crm/accountCategory/detail',
    access: [404],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  {
    method: 'POST',
    url: '/api/crm/accountCategory/save',
    access: [404],
    valid: { body: { id: 99999, name: 'x' } },
    invalid: { body: { name: '  ' }, field: 'name' },
  },
  {
    method: 'POST',
    url: '/api/crm/accountCategory/delete',
    access: [404],
    valid: { body: { id: 99999 } },
    invalid: { body: {}, field: 'id' },
  },
  {
    method: 'POST',
    url: '/api/crm/accountCategory/move',
    access: [404],
    valid: { body: { id: 99999, parentId: null } },
    invalid: { body: { id: 1, parentId: 'x' }, field: 'parentId' },
  },
  ...reads('customerBudget', 399, { query: { month: '2026-10-15' }, field: 'month' }),
  {
    method: 'POST',
    url: '/api/crm/customerBudget/save',
    access: [399],
    valid: { body: { id: 99999, month: '2026-10-01', budget: 100 } },
    invalid: { body: { id: 1, month: '2026-10-01', budget: -1 }, field: 'budget' },
  },
  ...reads('contentAccount', 398, { query: { status: 'x' }, field: 'status' }),
  {
    method: 'POST',
    url: '/api/crm/contentAccount/save',
    access: [398],
    valid: { body: { id: 99999, nickname: 'x' } },
    invalid: { body: { nickname: 'x', platformUserId: 'a b', customerId: 1 }, field: 'platformUserId' },
  },
  ...(['disable', 'enable'] as const).map((command): Endpoint => ({
    method: 'POST',
    url: `/api/crm/contentAccount/${command}`,
    access: [398],
    valid: { body: { id: 99999 } },
    invalid: { body: {}, field: 'id' },
  })),
  ...reads('contentAccountLog', 403, { query: { operation: 'x' }, field: 'operation' }),
  // The complex table sample's articles (complexTable 992): written, moved by their state machine, reordered.
  ...reads('exampleArticle', 992, { query: { importance: 4 }, field: 'importance' }),
  {
    method: 'POST',
    url: '/api/crm/exampleArticle/save',
    access: [992],
    valid: { body: { id: 99999, title: 'x' } },
    invalid: {
      body: { title: 'x', author: ' ', importance: 1, type: 'CN', displayDay: '2026-11-01' },
      field: 'author',
    },
  },
  ...(['publish', 'draft', 'delete'] as const).map((command): Endpoint => ({
    method: 'POST',
    url: `/api/crm/exampleArticle/${command}`,
    access: [992],
    valid: { body: { id: 99999 } },
    invalid: { body: {}, field: 'id' },
  })),
  {
    method: 'POST',
    url: '/api/crm/exampleArticle/reorder',
    access: [992],
    valid: { body: { ids: [99998, 99999] } },
    invalid: { body: { ids: [1, 2, 1] }, field: 'ids' },
  },
  ...reads('todayOperation', 460, { query: { day: '2100-01-01' }, field: 'day' }),
  // Operational questions (xhsQuestionManage 363): opened and edited, moved by commands; a thread and a history.
  ...reads('question', 363, { query: { status: 'x' }, field: 'status' }),
  {
    method: 'POST',
    url: '/api/crm/question/save',
    access: [363],
    valid: { body: { title: 'x', subjectKind: 'customer', customerId: 1 } },
    invalid: { body: { title: 'x', subjectKind: 'x', customerId: 1 }, field: 'subjectKind' },
  },
  ...(
    [
      ['assign', { assigneeId: 1 }, { assigneeId: 'x' }, 'assigneeId'],
      ['solve', { resolution: 'x' }, { resolution: 'x'.repeat(2001) }, 'resolution'],
      ['reopen', {}, {}, 'id'],
      ['comment', { text: 'x' }, { text: '' }, 'text'],
    ] as const
  ).map(([command, input, bad, field]): Endpoint => ({
    method: 'POST',
    url: `/api/crm/question/${command}`,
    access: [363],
    valid: { body: { id: 1, ...input } },
    invalid: { body: field === 'id' ? bad : { id: 1, ...bad }, field },
  })),
  ...(['comments', 'history'] as const).map((related): Endpoint => ({
    method: 'GET',
    url: `/api/crm/question/${related}`,
    access: [363],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  })),
  {
    method: 'POST',
    url: '/api/crm/noticeSendLog/resend',
    access: [451],
    valid: { body: { id: 1 } },
    invalid: { body: {}, field: 'id' },
  },
  {
    method: 'GET',
    url: '/api/crm/noticeSendLog/attempts',
    access: [451],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  // Notice templates, each audience a page and module of its own (451, 459).
  ...(
    [
      ['noticeTemplate', 451],
      ['internalNoticeTemplate', 459],
    ] as const
  ).flatMap(([path, module]): Endpoint[] => [
    ...reads(path, module, { query: { msgtype: 'x' }, field: 'msgtype' }),
    {
      method: 'POST',
      url: `/api/crm/${path}/save`,
      access: [module],
      valid: { body: { name: 'x', template: '{{date}}' } },
      invalid: { body: { name: 'x', template: '{{nope}}' }, field: 'template' },
    },
    {
      method: 'POST',
      url: `/api/crm/${path}/delete`,
      access: [module],
      valid: { body: { id: 1 } },
      invalid: { body: {}, field: 'id' },
    },
  ]),
  // Notice rules (451): a resource whose save writes its job, run now, and a preview the template pages share.
  ...reads('noticeRule', 451, { query: { event: 'x' }, field: 'event' }),
  {
    method: 'POST',
    url: '/api/crm/noticeRule/save',
    access: [451],
    valid: { body: { name: 'x', event: 'dailyReport', cron: '0 9 * * *', robotIds: [1], templateId: 1 } },
    invalid: {
      body: { name: 'x', event: 'dailyReport', cron: '0 9 * * *', robotIds: [], templateId: 1 },
      field: 'robotIds',
    },
  },
  ...(['delete', 'runNow'] as const).map((verb): Endpoint => ({
    method: 'POST',
    url: `/api/crm/noticeRule/${verb}`,
    access: [451],
    valid: { body: { id: 1 } },
    invalid: { body: {}, field: 'id' },
  })),
  ...reads('noticeTotal', 451, { query: { start: '2026-13-01' }, field: 'start' }),
  {
    method: 'GET',
    url: '/api/crm/noticeTotal/chart',
    access: [451],
    valid: { query: {} },
    invalid: { query: { end: '2100-01-01' }, field: 'end' },
  },
  {
    method: 'GET',
    url: '/api/crm/noticeRule/templates',
    access: [451],
    valid: { query: {} },
  },
  {
    method: 'POST',
    url: '/api/crm/noticeRule/preview',
    access: [451, 459],
    valid: { body: { event: 'dailyReport', template: '{{date}}' } },
    invalid: { body: { event: 'dailyReport', template: '{{nope}}' }, field: 'template' },
  },
  // The money's records (orders 901-904): a resource each, and each step of its flow a command.
  ...(
    [
      ['order', 901, { accountId: 1, amount: 100 }, ['approve', 'reject']],
      ['settlement', 902, { orderId: 1, amount: 100 }, ['confirm']],
      ['withdrawal', 903, { accountId: 1, amount: 100 }, ['pass', 'process', 'reject']],
      ['invoice', 904, { customerId: 1, amount: 100, title: 'x' }, ['issue', 'reject']],
    ] as const
  ).flatMap(([path, module, record, commands]): Endpoint[] => {
    const access = [module];
    return [
      {
        method: 'GET',
        url: `/api/crm/${path}/list`,
        access,
        invalid: { query: { start: '2026-13-01' }, field: 'start' },
      },
      {
        method: 'GET',
        url: `/api/crm/${path}/detail`,
        access,
        valid: { query: { id: 1 } },
        invalid: { query: {}, field: 'id' },
      },
      {
        method: 'GET',
        url: `/api/crm/${path}/export`,
        access,
        valid: { query: EXPORT_QUERY },
        invalid: { query: { title: 'x' }, field: 'columns' },
      },
      {
        method: 'POST',
        url: `/api/crm/${path}/save`,
        access,
        valid: { body: record },
        invalid: { body: { ...record, amount: 0 }, field: 'amount' },
      },
      ...commands.map((command): Endpoint => ({
        method: 'POST',
        url: `/api/crm/${path}/${command}`,
        access,
        valid: { body: { id: 1, ...STEP_INPUT[command] } },
        invalid: { body: { ...STEP_INPUT[command] }, field: 'id' },
      })),
    ];
  }),
  // Lead capture (/stayQualified): forms (169), landing pages (166) with their images, and the public API.
  ...reads('landingForm', 169, { query: { page: 0 }, field: 'page' }),
  {
    method: 'POST',
    url: '/api/crm/landingForm/save',
    access: [169],
    valid: { body: { name: 'x', fields: [{ key: 'phone', kind: 'phone', label: { zh: '手机号' } }] } },
    invalid: { body: { name: 'x', fields: [] }, field: 'fields' },
  },
  {
    method: 'POST',
    url: '/api/crm/landingForm/delete',
    access: [169],
    valid: { body: { id: 1 } },
    invalid: { body: {}, field: 'id' },
  },
  ...reads('landingPage', 166, { query: { status: 'x' }, field: 'status' }),
  {
    method: 'POST',
    url: '/api/crm/landingPage/save',
    access: [166],
    valid: { body: { title: 'x', slug: 'x', customerId: 1, formId: 1 } },
    invalid: { body: { title: 'x', slug: 'Not A Slug', customerId: 1, formId: 1 }, field: 'slug' },
  },
  ...(['delete', 'publish', 'unpublish'] as const).map((verb): Endpoint => ({
    method: 'POST',
    url: `/api/crm/landingPage/${verb}`,
    access: [166],
    valid: { body: { id: 1 } },
    invalid: { body: {}, field: 'id' },
  })),
  {
    method: 'GET',
    url: '/api/crm/landingPage/preview',
    access: [166],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  { method: 'POST', url: '/api/crm/landingImage/upload', access: [166] },
  // The form sample page (form 993): the values as JSON, or multipart with an image; nothing stored.
  {
    method: 'POST',
    url: '/api/crm/example/form',
    access: [993],
    invalid: { body: { name: '春季投放', mobile: '1234' }, field: 'mobile' },
  },
  // Leads (161): followed up, never created or deleted; their pages for the filter; the rate limits' settings.
  ...reads('lead', 161, { query: { regionCode: '44' }, field: 'regionCode' }),
  {
    method: 'POST',
    url: '/api/crm/lead/save',
    access: [161],
    valid: { body: { id: 99999, status: 'following' } },
    invalid: { body: { id: 1, status: 'won' }, field: 'status' },
  },
  { method: 'GET', url: '/api/crm/lead/pages', access: [161] },
  { method: 'GET', url: '/api/crm/lead/rateLimits', access: [161, 166] },
  {
    method: 'POST',
    url: '/api/crm/lead/rateLimits/save',
    access: [166],
    valid: { body: { perAddressPerMinute: 5, perPagePerDay: 500 } },
    invalid: { body: { perAddressPerMinute: 0, perPagePerDay: 500 }, field: 'perAddressPerMinute' },
  },
  // Lead e-mails (171): settings whose save writes their job, send now, the transport, and the send log.
  ...reads('leadEmail', 171, { query: { customerId: 'x' }, field: 'customerId' }),
  {
    method: 'POST',
    url: '/api/crm/leadEmail/save',
    access: [171],
    valid: { body: { customerId: 1, recipients: ['a@example.com'], cron: '0 9 * * *' } },
    invalid: {
      body: { customerId: 1, recipients: ['not-an-address'], cron: '0 9 * * *' },
      field: 'recipients',
    },
  },
  ...(['delete', 'sendNow'] as const).map((verb): Endpoint => ({
    method: 'POST',
    url: `/api/crm/leadEmail/${verb}`,
    access: [171],
    valid: { body: { id: 1 } },
    invalid: { body: {}, field: 'id' },
  })),
  { method: 'GET', url: '/api/crm/leadEmail/transport', access: [171] },
  ...reads('leadEmailLog', 171, { query: { result: 'x' }, field: 'result' }),
  {
    method: 'GET',
    url: '/api/crm/leadEmailLog/message',
    access: [171],
    valid: { query: { id: 1 } },
    invalid: { query: {}, field: 'id' },
  },
  // The path's `:slug` itself is no slug: refused naming it.
  {
    method: 'GET',
    url: '/api/public/landing/:slug',
    access: 'public',
    invalid: { query: {}, field: 'slug' },
  },
  {
    method: 'POST',
    url: '/api/public/landing/:slug/lead',
    access: 'public',
    invalid: { body: { phone: '1' }, field: 'slug' },
  },
];

let api: TestApi;
let admin: string;
/** A user whose only role holds the console and the workbench: none of the modules the routes above need. */
let outsider: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
  const role = await api.call<{ id: number }>('POST', '/api/crm/sys/createRole', {
    token: admin,
    body: { roleName: 'matrix-outsider', dataScope: 'all' },
  });
  await api.call('POST', '/api/crm/sys/insertRoleModule', {
    token: admin,
    // Modules no route asks for (the sample pages'): a role with some, but none of the API's.
    body: { roleId: role.data.id, moduleIds: [1, 990] },
  });
  await api.call('POST', '/api/crm/sys/createUser', {
    token: admin,
    body: { username: 'outsider', password: 'Outside@2026', name: 'Outsider', roleIds: [role.data.id] },
  });
  outsider = (await api.login('outsider', 'Outside@2026')).token;
});
afterAll(() => api.close());

const label = (e: Endpoint) => `${e.method} ${e.url}`;

it('the table lists every route of the API, and nothing else', () => {
  const registered = apiRoutes(api.app)
    .map((r) => `${String(r.method)} ${r.url}`)
    .sort();
  expect(ENDPOINTS.map(label).sort()).toEqual(registered);
});

describe.each(ENDPOINTS)('$method $url', (endpoint) => {
  const valid = () => ({ query: endpoint.valid?.query, body: endpoint.valid?.body });

  it('answers 111 to a missing, wrong or stale signature', async () => {
    const missing = await api.call(endpoint.method, endpoint.url, {
      ...valid(),
      token: admin,
      signature: false,
    });
    expect(missing.status).toBe(Status.BAD_SIGNATURE);
    const wrong = await api.call(endpoint.method, endpoint.url, {
      ...valid(),
      token: admin,
      signature: { sessionId: 'f'.repeat(64) },
    });
    expect(wrong.status).toBe(Status.BAD_SIGNATURE);
    const stale = signRequest(admin, { salts: api.config.salts, now: api.clock.now() - 6 * 60_000 });
    const late = await api.call(endpoint.method, endpoint.url, {
      ...valid(),
      token: admin,
      signature: stale,
    });
    expect(late.status).toBe(Status.BAD_SIGNATURE);
    expect(late.desc).toMatch(/过期/);
  });

  if (endpoint.access !== 'public') {
    it('answers 110 without a session or with an unknown token', async () => {
      expect((await api.call(endpoint.method, endpoint.url, valid())).status).toBe(Status.NO_SESSION);
      const unknown = await api.call(endpoint.method, endpoint.url, { ...valid(), token: 'a'.repeat(64) });
      expect(unknown.status).toBe(Status.NO_SESSION);
    });
  }

  if (Array.isArray(endpoint.access)) {
    it('answers 120 to a user without the module', async () => {
      const result = await api.call(endpoint.method, endpoint.url, { ...valid(), token: outsider });
      expect(result.status).toBe(Status.FORBIDDEN);
      expect(result.data).toBeNull();
    });
  }

  if (endpoint.invalid) {
    it(`answers 130 naming the field ${endpoint.invalid.field}`, async () => {
      const { field, ...input } = endpoint.invalid!;
      const result = await api.call<{ errors: { field: string }[] }>(endpoint.method, endpoint.url, {
        ...input,
        token: admin,
      });
      expect(result.http).toBe(200);
      expect(result.status).toBe(Status.INVALID);
      expect(result.desc).toContain(fieldLabel(field, 'zh'));
      expect(result.data.errors[0]!.field).toBe(field);
    });
  }
});
