import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { BaseGroup, DeptNode, OperationGroupRow } from '@adops/common/contract/department';
import type { ListResult } from '@adops/common/contract/fields';
import type { Worker } from '@adops/common/contract/session';
import { auditLog, users } from '../src/db/schema';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
});
afterAll(() => api.close());

const post = <T = unknown>(url: string, body: Record<string, unknown>, token = admin) =>
  api.call<T>('POST', url, { token, body });
const get = <T = unknown>(url: string, query: Record<string, unknown> = {}, token = admin) =>
  api.call<T>('GET', url, { token, query });
const auditCount = async () => (await api.app.db.select({ n: count() }).from(auditLog))[0]!.n;
const userNamed = async (username: string) =>
  (await api.app.db.select().from(users).where(eq(users.username, username)))[0]!;

describe('commands', () => {
  it('run from an allowed state, and are refused with 150 naming the state otherwise, writing nothing', async () => {
    const operator = await userNamed('operator');
    expect((await post('/api/crm/sys/disableUser', { id: operator.id })).status).toBe(Status.OK);
    expect((await userNamed('operator')).enabled).toBe(false);
    const [entry] = await api.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'disable'), eq(auditLog.entityId, String(operator.id))));
    expect(entry).toMatchObject({ entity: 'user', before: { enabled: true }, after: { enabled: false } });

    const audits = await auditCount();
    expect(await post('/api/crm/sys/disableUser', { id: operator.id })).toMatchObject({
      status: Status.CONFLICT,
      desc: '用户当前为“停用”，不能停用',
    });
    const english = await api.call('POST', '/api/crm/sys/disableUser', {
      token: admin,
      body: { id: operator.id },
      query: { lang: 'en' },
    });
    expect(english.desc).toBe('User is “disabled”: “Disable” is not allowed');
    expect(await auditCount()).toBe(audits);

    expect((await post('/api/crm/sys/enableUser', { id: operator.id })).status).toBe(Status.OK);
    expect((await userNamed('operator')).enabled).toBe(true);
  });

  it('are refused with 120 to a role without their module, writing nothing', async () => {
    const { token: finance } = await api.login('finance');
    const operator = await userNamed('operator');
    const audits = await auditCount();
    for (const [url, body] of [
      ['/api/crm/sys/disableUser', { id: operator.id }],
      ['/api/crm/sys/roleManage', { userId: operator.id, roleIds: [1] }],
      ['/api/crm/sys/resetPassword', { id: operator.id, password: 'Another#Pass2026' }],
    ] as const) {
      expect((await post(url, body, finance)).status, url).toBe(Status.FORBIDDEN);
    }
    expect(await userNamed('operator')).toEqual(operator);
    expect(await auditCount()).toBe(audits);
  });

  it('never lock their caller out: no disabling oneself, changing one’s roles or resetting one’s password', async () => {
    // Another administrator, so that the last administrator's rule is not what refuses.
    const roles = (await get<{ id: number; code: string | null }[]>('/api/crm/sys/roleSelect')).data;
    const adminRole = roles.find((r) => r.code === 'admin')!.id;
    const other = await post('/api/crm/sys/createUser', {
      username: 'second_admin',
      password: 'Second#Admin2026',
      name: '第二管理员',
      roleIds: [adminRole],
    });
    expect(other.status).toBe(Status.OK);
    const self = await userNamed('admin');
    const audits = await auditCount();
    for (const [url, body] of [
      ['/api/crm/sys/disableUser', { id: self.id }],
      ['/api/crm/sys/roleManage', { userId: self.id, roleIds: [2] }],
      ['/api/crm/sys/resetPassword', { id: self.id, password: 'Another#Pass2026' }],
      ['/api/crm/sys/editUser', { id: self.id, enabled: false }],
    ] as const) {
      expect(await post(url, body), url).toMatchObject({
        status: Status.CONFLICT,
        desc: expect.stringContaining('个人中心'),
      });
    }
    expect(await userNamed('admin')).toEqual(self);
    expect(await auditCount()).toBe(audits);
  });

  it('reset a password: the old one stops working, the new one signs in', async () => {
    const operator = await userNamed('operator');
    expect(
      (await post('/api/crm/sys/resetPassword', { id: operator.id, password: 'Fresh#Start2026' })).status,
    ).toBe(Status.OK);
    expect((await api.login('operator', 'Fresh#Start2026')).id).toBe(operator.id);
    const weak = await post('/api/crm/sys/resetPassword', { id: operator.id, password: 'operator1' });
    expect(weak.status).toBe(Status.INVALID);
  });
});

describe('versions', () => {
  it('refuse a save over a version newer than the one the form was opened on (150), and keep the newer', async () => {
    const { data } = await post<{ deptId: number }>('/api/crm/department/save', { deptName: '版本部' });
    const listed = (await get<(DeptNode & { version: number })[]>('/api/crm/department/getList')).data;
    const opened = await get<DeptNode & { version: number }>('/api/crm/department/detail', {
      deptId: data.deptId,
    });
    expect(opened.data.version).toBe(listed.find((d) => d.deptId === data.deptId)!.version);
    const mine = await post('/api/crm/department/save', {
      deptId: data.deptId,
      version: opened.data.version,
      deptName: '甲改的部',
    });
    expect(mine.status).toBe(Status.OK);
    const theirs = await post('/api/crm/department/save', {
      deptId: data.deptId,
      version: opened.data.version,
      deptName: '乙改的部',
    });
    expect(theirs).toMatchObject({
      status: Status.CONFLICT,
      desc: '该记录在您打开后已被他人修改，请刷新后重试',
    });
    const now = await get<DeptNode & { version: number }>('/api/crm/department/detail', {
      deptId: data.deptId,
    });
    expect(now.data.deptName).toBe('甲改的部');
    expect(
      (
        await post('/api/crm/department/save', {
          deptId: data.deptId,
          version: now.data.version,
          deptName: '乙改的部',
        })
      ).status,
    ).toBe(Status.OK);
  });

  it('move on with edits only: a sign-in or the sync writing the row leaves an open form valid', async () => {
    const listed = (
      await get<ListResult<Worker & { version: number }>>('/api/crm/sys/userList', { keyword: 'finance' })
    ).data.list[0]!;
    await api.login('finance');
    const edited = await post('/api/crm/sys/editUser', {
      id: listed.id,
      version: listed.version,
      company: '财务部',
    });
    expect(edited.status).toBe(Status.OK);
    const after = (
      await get<ListResult<Worker & { version: number }>>('/api/crm/sys/userList', { keyword: 'finance' })
    ).data.list[0]!;
    expect(after.version).toBe(listed.version + 1);
  });

  it('are refused when not a version at all (130)', async () => {
    const saved = await post('/api/crm/department/save', { deptId: 5, version: 'abc', deptName: 'x' });
    expect(saved.status).toBe(Status.INVALID);
    expect(saved.desc).toContain('版本');
  });
});

describe('trees', () => {
  const flatten = (nodes: DeptNode[]): DeptNode[] => nodes.flatMap((n) => [n, ...flatten(n.childDept ?? [])]);
  const tree = async () => flatten((await get<DeptNode[]>('/api/crm/department/getList')).data);

  it('move a node under another, and refuse a move under itself or below it', async () => {
    const top = await post<{ deptId: number }>('/api/crm/department/save', { deptName: '华南区' });
    const below = await post<{ deptId: number }>('/api/crm/department/save', {
      deptName: '深圳组',
      parentId: top.data.deptId,
    });
    const other = await post<{ deptId: number }>('/api/crm/department/save', { deptName: '华北区' });

    expect(
      await post('/api/crm/department/move', { deptId: top.data.deptId, parentId: below.data.deptId }),
    ).toMatchObject({
      status: Status.CONFLICT,
      desc: '不能把部门移到它自己或它的下级之下',
    });
    expect(
      (await post('/api/crm/department/move', { deptId: top.data.deptId, parentId: 99_999 })).status,
    ).toBe(Status.INVALID);
    expect((await tree()).find((d) => d.deptId === top.data.deptId)!.parentId).toBeNull();

    expect(
      (await post('/api/crm/department/move', { deptId: below.data.deptId, parentId: other.data.deptId }))
        .status,
    ).toBe(Status.OK);
    const otherNode = (await tree()).find((d) => d.deptId === other.data.deptId)!;
    expect(otherNode.childDept!.map((d) => d.deptName)).toEqual(['深圳组']);
    expect(
      (await post('/api/crm/department/move', { deptId: below.data.deptId, parentId: null })).status,
    ).toBe(Status.OK);
    expect((await tree()).find((d) => d.deptId === below.data.deptId)!.parentId).toBeNull();
  });

  it('refuse to delete a node that still has children, or records hanging on it', async () => {
    const root = await post<{ deptId: number }>('/api/crm/department/save', { deptName: '西区' });
    await post('/api/crm/department/save', { deptName: '成都组', parentId: root.data.deptId });
    expect(await post('/api/crm/department/delete', { deptId: root.data.deptId })).toMatchObject({
      status: Status.CONFLICT,
      desc: '部门下还有下级部门，不能删除',
    });
    const lone = await post<{ deptId: number }>('/api/crm/department/save', { deptName: '孤岛部' });
    await post('/api/crm/operationGroup/save', { name: '孤岛1组', departmentId: lone.data.deptId });
    expect(await post('/api/crm/department/delete', { deptId: lone.data.deptId })).toMatchObject({
      status: Status.CONFLICT,
      desc: '部门下还有运营组，不能删除',
    });
  });
});

describe('operation groups', () => {
  it('are created under a department, listed, renamed, refused twice by name, and deleted once empty', async () => {
    const created = await post<OperationGroupRow>('/api/crm/operationGroup/save', {
      name: '直播1组',
      departmentId: 5,
      sort: 3,
    });
    expect(created.data).toMatchObject({
      name: '直播1组',
      departmentId: 5,
      departmentName: '运营一部',
      userCount: 0,
    });
    const listed = await get<ListResult<OperationGroupRow>>('/api/crm/operationGroup/list', {
      departmentId: 5,
    });
    expect(listed.data.list.map((g) => g.name)).toContain('直播1组');
    expect(listed.data.list.every((g) => g.departmentId === 5)).toBe(true);

    expect(await post('/api/crm/operationGroup/save', { name: '直播1组', departmentId: 6 })).toMatchObject({
      status: Status.CONFLICT,
    });
    expect((await post('/api/crm/operationGroup/save', { name: '', departmentId: 5 })).status).toBe(
      Status.INVALID,
    );
    expect(
      (await post('/api/crm/operationGroup/save', { name: '无部门组', departmentId: 99_999 })).status,
    ).toBe(Status.INVALID);

    const offered = await get<BaseGroup[]>('/api/crm/base/group/getList');
    expect(offered.data).toContainEqual({ id: created.data.id, name: '直播1组', departmentId: 5 });
    const { token: grouplead } = await api.login('grouplead');
    const theirs = (await get<BaseGroup[]>('/api/crm/base/group/getList', {}, grouplead)).data;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan(offered.data.length);

    const renamed = await post<OperationGroupRow>('/api/crm/operationGroup/save', {
      id: created.data.id,
      name: '直播一组',
    });
    expect(renamed.data).toMatchObject({ name: '直播一组', departmentId: 5, sort: 3 });

    const used = listed.data.list.find((g) => g.userCount > 0)!;
    expect(await post('/api/crm/operationGroup/delete', { id: used.id })).toMatchObject({
      status: Status.CONFLICT,
    });
    expect((await post('/api/crm/operationGroup/delete', { id: created.data.id })).status).toBe(Status.OK);
  });

  it('are the organization page’s: others get 120', async () => {
    const { token } = await api.login('sales');
    expect((await get('/api/crm/operationGroup/list', {}, token)).status).toBe(Status.FORBIDDEN);
    expect((await post('/api/crm/operationGroup/save', { name: 'x', departmentId: 5 }, token)).status).toBe(
      Status.FORBIDDEN,
    );
  });

  it('sit under their department in the users list', async () => {
    const list = await get<ListResult<Worker>>('/api/crm/sys/userList', { groupId: 1 });
    expect(list.data.list.every((u) => u.groupId === 1 && u.departmentId === 5)).toBe(true);
  });
});
