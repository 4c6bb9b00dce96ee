import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { ListResult } from '@adops/common/contract/fields';
import type { UserInfo, Worker } from '@adops/common/contract/session';
import type { ModuleNode, RoleRow } from '@adops/common/contract/sys';
import { ROLE } from '@adops/common/roles';
import { auditLog, users } from '../src/db/schema';
import { createTestApi, DEMO_PASSWORD, type TestApi } from './harness';

let api: TestApi;
let admin: { token: string; id: number };

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
});
afterAll(() => api.close());

const post = <T = unknown>(url: string, body: Record<string, unknown>) =>
  api.call<T>('POST', url, { token: admin.token, body });
const get = <T = unknown>(url: string, query: Record<string, unknown> = {}) =>
  api.call<T>('GET', url, { token: admin.token, query });

async function auditRows(entity: string, entityId: number) {
  return api.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
}

describe('users', () => {
  it('creates a user with roles, department and group, and audits it without the password', async () => {
    const created = await post<{ id: number }>('/api/crm/sys/createUser', {
      username: 'new_operator',
      password: 'Welcome@2026',
      name: '新运营',
      mobile: '13812345678',
      email: 'new@example.com',
      departmentId: 5,
      groupId: 1,
      roleIds: [ROLE.OPERATOR],
    });
    expect(created.status).toBe(Status.OK);
    const user = await get<Worker>('/api/crm/sys/getUserInfoById', { uid: created.data.id });
    expect(user.data).toMatchObject({
      username: 'new_operator',
      mobile: '13812345678',
      departmentName: '运营一部',
      groupName: '非电商1组',
      enabled: true,
      roles: [{ id: ROLE.OPERATOR, roleName: '运营', code: null }],
    });
    const [entry] = await auditRows('user', created.data.id);
    expect(entry).toMatchObject({ action: 'create', actorId: admin.id });
    expect(JSON.stringify(entry!.after)).not.toMatch(/password/i);
    expect((await api.login('new_operator', 'Welcome@2026')).id).toBe(created.data.id);
  });

  it("answers the spec's mobile and email messages and writes nothing", async () => {
    const before = await api.app.db.$count(users);
    const cases: [string, string][] = [
      ['1381234567a', '手机号码必须是数字'],
      ['1381234567', '手机号码必须是11位'],
      ['10812345678', '请输入正确的手机号'],
    ];
    for (const [mobile, message] of cases) {
      const result = await post('/api/crm/sys/createUser', {
        username: 'phone_case',
        password: 'Welcome@2026',
        name: 'x',
        mobile,
        roleIds: [ROLE.OPERATOR],
      });
      expect(result.status).toBe(Status.INVALID);
      expect(result.desc).toBe(`手机号码无效：${message}`);
    }
    const badEmail = await post('/api/crm/sys/createUser', {
      username: 'mail_case',
      password: 'Welcome@2026',
      name: 'x',
      email: 'not-an-address',
      roleIds: [ROLE.OPERATOR],
    });
    expect(badEmail.desc).toBe('邮箱无效：请输入正确的邮箱');
    expect(await api.app.db.$count(users)).toBe(before);
  });

  it('refuses a taken username in any case, and unknown roles, departments or a group outside the department', async () => {
    const duplicate = await post('/api/crm/sys/createUser', {
      username: 'Operator',
      password: 'Welcome@2026',
      name: 'x',
      roleIds: [ROLE.OPERATOR],
    });
    expect(duplicate).toMatchObject({ status: Status.CONFLICT, desc: '用户名 Operator 已存在' });
    const role = await post('/api/crm/sys/createUser', {
      username: 'x_role',
      password: 'Welcome@2026',
      name: 'x',
      roleIds: [77],
    });
    expect(role).toMatchObject({ status: Status.INVALID, desc: '角色无效：以下编号不存在：77' });
    const dept = await post('/api/crm/sys/createUser', {
      username: 'x_dept',
      password: 'Welcome@2026',
      name: 'x',
      departmentId: 404,
      roleIds: [ROLE.OPERATOR],
    });
    expect(dept.status).toBe(Status.INVALID);
    const group = await post('/api/crm/sys/createUser', {
      username: 'x_group',
      password: 'Welcome@2026',
      name: 'x',
      departmentId: 6,
      groupId: 1,
      roleIds: [ROLE.OPERATOR],
    });
    expect(group).toMatchObject({ status: Status.INVALID, desc: '运营组无效：运营组不属于所选部门' });
    const weak = await post('/api/crm/sys/createUser', {
      username: 'x_weak',
      password: 'short',
      name: 'x',
      roleIds: [ROLE.OPERATOR],
    });
    expect(weak.desc).toContain('密码');
  });

  it('needs at least one role for a user, who could never sign in without one', async () => {
    const before = (await get<{ total: number }>('/api/crm/sys/userList')).data.total;
    const none = await post('/api/crm/sys/createUser', {
      username: 'no_role',
      password: DEMO_PASSWORD,
      name: '无角色',
    });
    expect(none).toMatchObject({ status: Status.INVALID, desc: '角色无效：至少选择一个角色' });
    const empty = await post('/api/crm/sys/createUser', {
      username: 'no_role',
      password: DEMO_PASSWORD,
      name: '无角色',
      roleIds: [],
    });
    expect(empty.status).toBe(Status.INVALID);
    expect((await get<{ total: number }>('/api/crm/sys/userList')).data.total).toBe(before);
    const operatorId = (await api.login('operator')).id;
    for (const [url, body] of [
      ['/api/crm/sys/editUser', { id: operatorId, roleIds: [] }],
      ['/api/crm/sys/roleManage', { userId: operatorId, roleIds: [] }],
    ] as const) {
      expect((await post(url, body)).status, url).toBe(Status.INVALID);
    }
    await expect(api.login('operator')).resolves.toMatchObject({ id: operatorId });
  });

  it('lists with paging, keyword, department, role and enabled filters', async () => {
    const page = await get<ListResult<Worker>>('/api/crm/sys/userList', { page: 1, pageSize: 3 });
    expect(page.data.list).toHaveLength(3);
    expect(page.data.total).toBeGreaterThanOrEqual(7);
    const second = await get<ListResult<Worker>>('/api/crm/sys/userList', { page: 2, pageSize: 3 });
    expect(second.data.list[0]!.id).toBeGreaterThan(page.data.list[2]!.id);
    const byKeyword = await get<ListResult<Worker>>('/api/crm/sys/userList', { keyword: '财务' });
    expect(byKeyword.data.list.map((u) => u.username)).toEqual(['finance']);
    const byDept = await get<ListResult<Worker>>('/api/crm/sys/userList', {
      departmentId: 5,
      roleId: ROLE.GROUP_LEAD,
    });
    expect(byDept.data.list.map((u) => u.username)).toEqual(['grouplead']);
    const percent = await get<ListResult<Worker>>('/api/crm/sys/userList', { keyword: '%' });
    expect(percent.data.total).toBe(0);
  });

  it('edits fields, resets a password (ending the sessions) and audits before and after', async () => {
    const created = await post<{ id: number }>('/api/crm/sys/createUser', {
      username: 'edit_me',
      password: 'Welcome@2026',
      name: '甲',
      roleIds: [ROLE.OPERATOR],
    });
    const session = await api.login('edit_me', 'Welcome@2026');
    const edited = await post('/api/crm/sys/editUser', {
      id: created.data.id,
      name: '乙',
      mobile: '',
      password: 'Changed@2026',
    });
    expect(edited.status).toBe(Status.OK);
    expect((await api.call('GET', '/api/crm/sys/logout', { token: session.token })).status).toBe(
      Status.NO_SESSION,
    );
    await api.login('edit_me', 'Changed@2026');
    const rows = await auditRows('user', created.data.id);
    expect(rows.at(-1)).toMatchObject({ action: 'update' });
    expect(rows.at(-1)!.before).toMatchObject({ name: '甲' });
    expect(rows.at(-1)!.after).toMatchObject({ name: '乙', passwordReset: true });
  });

  describe('password policy', () => {
    const GUESSABLE: [string, string][] = [
      ['password1', '密码过于常见，容易被猜中'],
      ['aaaaaaa1', '密码是简单的重复、顺序、键盘排列或日期'],
      ['12345678a', '密码过于常见，容易被猜中'],
    ];

    it('refuses guessable and personal passwords at creation, saying why, and writes nothing', async () => {
      const before = await api.app.db.$count(users);
      const cases: [string, string][] = [
        ...GUESSABLE,
        ['Weak_user#2026', '密码不能包含用户名、姓名、手机号或邮箱'],
        ['Xk9#zhangwei', '密码不能包含用户名、姓名、手机号或邮箱'],
      ];
      for (const [password, reason] of cases) {
        const result = await post('/api/crm/sys/createUser', {
          username: 'weak_user',
          password,
          name: 'zhangwei',
          roleIds: [ROLE.OPERATOR],
        });
        expect(result, password).toMatchObject({
          status: Status.INVALID,
          desc: `密码无效：${reason}`,
        });
      }
      const english = await api.call('POST', '/api/crm/sys/createUser', {
        token: admin.token,
        query: { lang: 'en' },
        body: { username: 'weak_user', password: 'aaaaaaa1', name: 'x', roleIds: [ROLE.OPERATOR] },
      });
      expect(english.desc).toBe(
        'Password is invalid: The password is a simple repeat, sequence, keyboard pattern or date',
      );
      expect(await api.app.db.$count(users)).toBe(before);
      const demo = await post('/api/crm/sys/createUser', {
        username: 'weak_user',
        password: 'Demo@2026',
        name: 'x',
        roleIds: [ROLE.OPERATOR],
      });
      expect(demo.status).toBe(Status.OK);
    });

    it('refuses guessable passwords and the current one at a reset, and changes nothing', async () => {
      const created = await post<{ id: number }>('/api/crm/sys/createUser', {
        username: 'reset_me',
        password: 'Demo@2026',
        name: '丙',
        roleIds: [ROLE.OPERATOR],
      });
      for (const [password, reason] of [...GUESSABLE, ['Demo@2026', '新密码不能与当前密码相同']]) {
        const result = await post('/api/crm/sys/editUser', { id: created.data.id, name: '丁', password });
        expect(result, password).toMatchObject({
          status: Status.INVALID,
          desc: `密码无效：${reason}`,
        });
      }
      const user = await get<Worker>('/api/crm/sys/getUserInfoById', { uid: created.data.id });
      expect(user.data.name).toBe('丙');
      await api.login('reset_me', 'Demo@2026');
      const reset = await post('/api/crm/sys/editUser', { id: created.data.id, password: 'Reset@2026x' });
      expect(reset.status).toBe(Status.OK);
      await api.login('reset_me', 'Reset@2026x');
    });
  });

  it('soft-deletes a user, frees the username, and refuses deleting oneself', async () => {
    const created = await post<{ id: number }>('/api/crm/sys/createUser', {
      username: 'to_delete',
      password: 'Welcome@2026',
      name: 'x',
      roleIds: [ROLE.OPERATOR],
    });
    const session = await api.login('to_delete', 'Welcome@2026');
    const deleted = await api.call('DELETE', '/api/crm/sys/delUser', {
      token: admin.token,
      query: { id: created.data.id },
    });
    expect(deleted.status).toBe(Status.OK);
    expect((await get('/api/crm/sys/getUserInfoById', { uid: created.data.id })).status).toBe(
      Status.NOT_FOUND,
    );
    expect((await api.call('GET', '/api/crm/sys/logout', { token: session.token })).status).toBe(
      Status.NO_SESSION,
    );
    const again = await post('/api/crm/sys/createUser', {
      username: 'to_delete',
      password: 'Welcome@2026',
      name: 'y',
      roleIds: [ROLE.OPERATOR],
    });
    expect(again.status).toBe(Status.OK);
    const self = await api.call('DELETE', '/api/crm/sys/delUser', {
      token: admin.token,
      query: { id: admin.id },
    });
    expect(self).toMatchObject({ status: Status.CONFLICT, desc: '不能删除当前登录的用户' });
  });

  it('keeps the last administrator: no deleting, disabling or demoting them', async () => {
    const second = await post<{ id: number }>('/api/crm/sys/createUser', {
      username: 'admin_two',
      password: 'Welcome@2026',
      name: '二号管理员',
      roleIds: [ROLE.ADMIN],
    });
    const two = await api.login('admin_two', 'Welcome@2026');
    // With two administrators, one may go.
    expect(
      (await post('/api/crm/sys/roleManage', { userId: second.data.id, roleIds: [ROLE.GENERAL_MANAGER] }))
        .status,
    ).toBe(Status.OK);
    expect((await api.call('GET', '/api/crm/sys/logout', { token: two.token })).status).toBe(
      Status.NO_SESSION,
    );
    const disable = await post('/api/crm/sys/editUser', { id: admin.id, enabled: false });
    expect(disable).toMatchObject({ status: Status.CONFLICT, desc: '不能删除或停用最后一个超级管理员' });
    const demote = await post('/api/crm/sys/roleManage', {
      userId: admin.id,
      roleIds: [ROLE.GENERAL_MANAGER],
    });
    expect(demote.status).toBe(Status.CONFLICT);
    const info = await get<UserInfo>('/api/crm/sys/getUserInfo', { uid: admin.id });
    expect(info.data.user.roles.map((r) => r.id)).toEqual([ROLE.ADMIN]);
  });
});

describe('roles', () => {
  it('lists roles with user counts, and offers them for selects', async () => {
    const list = await get<ListResult<RoleRow>>('/api/crm/sys/roleList', { pageSize: 50 });
    expect(list.data.list.slice(0, 7).map((r) => r.roleName)).toEqual([
      '超级管理员',
      '总经理',
      '商务',
      '部门负责人',
      '运营组长',
      '运营',
      '财务',
    ]);
    expect(list.data.list.find((r) => r.id === ROLE.SALES)).toMatchObject({
      dataScope: 'ownCustomers',
      userCount: 1,
    });
    const select = await get<{ id: number }[]>('/api/crm/sys/roleSelect');
    expect(select.data.length).toBe(list.data.total);
  });

  it('creates, edits with a custom scope, grants modules and deletes a role', async () => {
    const created = await post<{ id: number }>('/api/crm/sys/createRole', {
      roleName: '审计',
      description: '只读',
    });
    expect(created.status).toBe(Status.OK);
    expect((await post('/api/crm/sys/createRole', { roleName: '审计' })).status).toBe(Status.CONFLICT);
    const edited = await post('/api/crm/sys/editRole', {
      id: created.data.id,
      dataScope: 'custom',
      departmentIds: [5, 6],
    });
    expect(edited.status).toBe(Status.OK);
    const row = (await get<ListResult<RoleRow>>('/api/crm/sys/roleList', { roleName: '审计' })).data.list[0];
    expect(row).toMatchObject({ dataScope: 'custom', departmentIds: [5, 6], userCount: 0 });

    const granted = await post('/api/crm/sys/insertRoleModule', {
      roleId: created.data.id,
      moduleIds: [1, 455, 367, 367],
    });
    expect(granted.status).toBe(Status.OK);
    expect((await get<number[]>('/api/crm/sys/listCheckedModule', { roleId: created.data.id })).data).toEqual(
      [1, 367, 455],
    );
    const unknown = await post('/api/crm/sys/insertRoleModule', {
      roleId: created.data.id,
      moduleIds: [1, 123456],
    });
    expect(unknown).toMatchObject({ status: Status.INVALID });
    expect((await get<number[]>('/api/crm/sys/listCheckedModule', { roleId: created.data.id })).data).toEqual(
      [1, 367, 455],
    );

    expect((await post('/api/crm/sys/delRole', { id: created.data.id })).status).toBe(Status.OK);
    expect((await get('/api/crm/sys/listCheckedModule', { roleId: created.data.id })).status).toBe(
      Status.NOT_FOUND,
    );
    expect((await auditRows('role', created.data.id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'grant',
      'delete',
    ]);
  });

  it('refuses deleting a role in use and the administrator role', async () => {
    expect(await post('/api/crm/sys/delRole', { id: ROLE.OPERATOR })).toMatchObject({
      status: Status.CONFLICT,
      desc: expect.stringContaining('个用户'),
    });
    expect((await post('/api/crm/sys/delRole', { id: ROLE.ADMIN })).desc).toBe('超级管理员角色不能删除');
  });

  it("lists a role's users, and a grant takes effect on the next request", async () => {
    const users = await get<ListResult<Worker>>('/api/crm/sys/getRoleUserList', { roleId: ROLE.FINANCE });
    expect(users.data.list.map((u) => u.username)).toEqual(['finance']);
    const finance = await api.login('finance');
    const before = await api.call('GET', '/api/crm/sys/userList', { token: finance.token });
    expect(before.status).toBe(Status.FORBIDDEN);
    const checked = (await get<number[]>('/api/crm/sys/listCheckedModule', { roleId: ROLE.FINANCE })).data;
    await post('/api/crm/sys/insertRoleModule', { roleId: ROLE.FINANCE, moduleIds: [...checked, 2, 3] });
    expect((await api.call('GET', '/api/crm/sys/userList', { token: finance.token })).status).toBe(Status.OK);
    await post('/api/crm/sys/insertRoleModule', { roleId: ROLE.FINANCE, moduleIds: checked });
    expect((await api.call('GET', '/api/crm/sys/userList', { token: finance.token })).status).toBe(
      Status.FORBIDDEN,
    );
  });
});

describe('modules', () => {
  const find = (nodes: ModuleNode[], id: number): ModuleNode | undefined =>
    nodes.map((n) => (n.id === id ? n : find(n.children, id))).find(Boolean);

  it('gives the permission tree of the menu, built-in ids marked', async () => {
    const { data } = await get<ModuleNode[]>('/api/crm/sys/getModules');
    expect(data.map((n) => n.id)).toEqual([1]);
    const system = find(data, 2)!;
    expect(system).toMatchObject({ level: 2, builtIn: true, title: '系统管理' });
    expect(system.children.map((c) => c.id)).toEqual([3, 4, 5]);
    expect(find(data, 435)).toMatchObject({ parentId: 195, level: 3 });
  });

  it('adds, edits and deletes a module of its own; refuses menu modules, orphans, depth and duplicates', async () => {
    const added = await post<{ id: number }>('/api/crm/sys/addModule', {
      parentId: 3,
      name: 'exportUsers',
      title: '导出用户',
    });
    expect(added.data.id).toBeGreaterThanOrEqual(10_000);
    const tree = (await get<ModuleNode[]>('/api/crm/sys/getModules')).data;
    expect(find(tree, added.data.id)).toMatchObject({ level: 4, builtIn: false, parentId: 3 });
    expect(
      (await post('/api/crm/sys/addModule', { parentId: added.data.id, name: 'deeper', title: 'x' })).status,
    ).toBe(Status.INVALID);
    expect(
      (await post('/api/crm/sys/addModule', { id: 3, parentId: 2, name: 'dup', title: 'x' })).status,
    ).toBe(Status.CONFLICT);
    expect(
      (await post('/api/crm/sys/addModule', { parentId: 424242, name: 'orphan', title: 'x' })).status,
    ).toBe(Status.INVALID);
    expect((await post('/api/crm/sys/editModule', { id: added.data.id, title: '导出' })).status).toBe(
      Status.OK,
    );
    expect(await post('/api/crm/sys/delModule', { id: 3 })).toMatchObject({
      status: Status.CONFLICT,
      desc: '模块 3 被菜单路由使用，不能删除',
    });
    expect((await post('/api/crm/sys/delModule', { id: added.data.id })).status).toBe(Status.OK);
    expect((await auditRows('module', added.data.id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });
});
