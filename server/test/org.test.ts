import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { BaseAccount, BaseUser, DeptNode } from '@adops/common/contract/department';
import type { ListResult } from '@adops/common/contract/fields';
import type { Worker } from '@adops/common/contract/session';
import { adAccounts, customers, users } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
});
afterAll(() => api.close());

const post = <T = unknown>(url: string, body: Record<string, unknown>) =>
  api.call<T>('POST', url, { token: admin, body });
const get = <T = unknown>(url: string, query: Record<string, unknown> = {}, token = admin) =>
  api.call<T>('GET', url, { token, query });

const flatten = (nodes: DeptNode[]): DeptNode[] => nodes.flatMap((n) => [n, ...flatten(n.childDept ?? [])]);

describe('organization', () => {
  it('gives the department tree as deptId / childDept, with no empty childDept', async () => {
    const { data } = await get<DeptNode[]>('/api/crm/department/getList');
    expect(data.map((d) => d.deptName).slice(0, 4)).toEqual(['行业VIP部', '综合VIP部', 'VIP1部', 'VIP2部']);
    expect(data.every((d) => !('childDept' in d))).toBe(true);
    expect(data.find((d) => d.deptId === 5)).toMatchObject({ deptName: '运营一部', userCount: 3 });
  });

  it('creates, nests, renames and re-parents departments, refusing cycles and sibling duplicates', async () => {
    const parent = await post<{ deptId: number }>('/api/crm/department/save', { deptName: '华东区' });
    const child = await post<{ deptId: number }>('/api/crm/department/save', {
      deptName: '上海组',
      parentId: parent.data.deptId,
    });
    const tree = (await get<DeptNode[]>('/api/crm/department/getList')).data;
    const node = tree.find((d) => d.deptId === parent.data.deptId)!;
    expect(node.childDept!.map((c) => c.deptName)).toEqual(['上海组']);
    expect(node.childDept![0]).not.toHaveProperty('childDept');

    const cycle = await post('/api/crm/department/save', {
      deptId: parent.data.deptId,
      deptName: '华东区',
      parentId: child.data.deptId,
    });
    expect(cycle).toMatchObject({ status: Status.CONFLICT, desc: '不能把部门移到它自己或它的下级之下' });
    const dup = await post('/api/crm/department/save', { deptName: '上海组', parentId: parent.data.deptId });
    expect(dup.status).toBe(Status.CONFLICT);
    const sameNameElsewhere = await post('/api/crm/department/save', { deptName: '上海组' });
    expect(sameNameElsewhere.status).toBe(Status.OK);
    expect(
      (
        await post('/api/crm/department/save', {
          deptId: child.data.deptId,
          deptName: '上海一组',
          parentId: null,
        })
      ).status,
    ).toBe(Status.OK);
    const moved = flatten((await get<DeptNode[]>('/api/crm/department/getList')).data).find(
      (d) => d.deptId === child.data.deptId,
    );
    expect(moved).toMatchObject({ deptName: '上海一组', parentId: null });
    const excluded = (
      await get<DeptNode[]>('/api/crm/department/getList', { excludeIds: String(child.data.deptId) })
    ).data;
    expect(flatten(excluded).some((d) => d.deptId === child.data.deptId)).toBe(false);
  });

  it('keeps parent and order when an edit gives only the name', async () => {
    const parent = await post<{ deptId: number }>('/api/crm/department/save', { deptName: '西南区' });
    const child = await post<{ deptId: number }>('/api/crm/department/save', {
      deptName: '成都组',
      parentId: parent.data.deptId,
      sort: 7,
    });
    expect(
      (await post('/api/crm/department/save', { deptId: child.data.deptId, deptName: '成都一组' })).status,
    ).toBe(Status.OK);
    const saved = flatten((await get<DeptNode[]>('/api/crm/department/getList')).data).find(
      (d) => d.deptId === child.data.deptId,
    );
    expect(saved).toMatchObject({ deptName: '成都一组', parentId: parent.data.deptId, sort: 7 });
  });

  it('moves users in and out of a department, and refuses deleting one that still has users or children', async () => {
    const dept = await post<{ deptId: number }>('/api/crm/department/save', { deptName: '临时部' });
    const sub = await post<{ deptId: number }>('/api/crm/department/save', {
      deptName: '临时子部',
      parentId: dept.data.deptId,
    });
    const [finance] = await api.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'finance'));
    expect(
      (
        await post('/api/crm/department/addUserToDepartment', {
          deptId: dept.data.deptId,
          userIds: [finance!.id],
        })
      ).status,
    ).toBe(Status.OK);
    const members = await get<ListResult<Worker>>('/api/crm/department/queryUserListByDepartmentId', {
      deptId: dept.data.deptId,
    });
    expect(members.data.list.map((u) => u.username)).toEqual(['finance']);

    expect((await post('/api/crm/department/delete', { deptId: dept.data.deptId })).desc).toBe(
      '部门下还有下级部门，不能删除',
    );
    expect((await post('/api/crm/department/delete', { deptId: sub.data.deptId })).status).toBe(Status.OK);
    expect(await post('/api/crm/department/delete', { deptId: dept.data.deptId })).toMatchObject({
      status: Status.CONFLICT,
      desc: '部门下还有 1 个用户，不能删除',
    });
    const removed = await post<{ removed: number }>('/api/crm/department/removeUserFromDepartment', {
      deptId: dept.data.deptId,
      userIds: [finance!.id],
    });
    expect(removed.data.removed).toBe(1);
    expect((await post('/api/crm/department/delete', { deptId: dept.data.deptId })).status).toBe(Status.OK);
    expect((await post('/api/crm/department/delete', { deptId: dept.data.deptId })).status).toBe(
      Status.NOT_FOUND,
    );
    expect(
      (await post('/api/crm/department/addUserToDepartment', { deptId: 5, userIds: [987654] })).status,
    ).toBe(Status.INVALID);
  });

  it('refuses deleting a department that still owns operation groups', async () => {
    const result = await post('/api/crm/department/delete', { deptId: 12 });
    expect(result.status).toBe(Status.CONFLICT);
  });
});

describe('data scope on the lookup lists', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const u of await api.app.db.select({ id: users.id, username: users.username }).from(users))
      ids[u.username] = u.id;
    const [own, other] = await api.app.db
      .insert(customers)
      .values([
        { name: '客户甲', salesId: ids.sales!, departmentId: 5 },
        { name: '客户乙', departmentId: 6 },
      ])
      .returning({ id: customers.id });
    await api.app.db.insert(adAccounts).values([
      {
        platformId: 'A1',
        name: '甲-运营本人',
        customerId: own!.id,
        operatorId: ids.operator!,
        groupId: 1,
        departmentId: 5,
      },
      {
        platformId: 'A2',
        name: '甲-同组他人',
        customerId: own!.id,
        operatorId: ids.grouplead!,
        groupId: 1,
        departmentId: 5,
      },
      {
        platformId: 'A3',
        name: '乙-同部门他组',
        customerId: other!.id,
        operatorId: null,
        groupId: 9,
        departmentId: 5,
      },
      {
        platformId: 'A4',
        name: '乙-别的部门',
        customerId: other!.id,
        operatorId: null,
        groupId: 2,
        departmentId: 6,
      },
    ]);
  });

  const accountsOf = async (username: string) => {
    const { token } = await api.login(username);
    const result = await get<BaseAccount[]>('/api/crm/base/department/account/getList', {}, token);
    return result.data.map((a) => a.platformId);
  };

  it('shows each role exactly its accounts', async () => {
    expect(await accountsOf('admin')).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(await accountsOf('gm')).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(await accountsOf('depthead')).toEqual(['A1', 'A2', 'A3']);
    expect(await accountsOf('grouplead')).toEqual(['A1', 'A2']);
    expect(await accountsOf('operator')).toEqual(['A1']);
    expect(await accountsOf('sales')).toEqual(['A1', 'A2']);
  });

  it('keeps filters inside the scope', async () => {
    const { token } = await api.login('operator');
    const other = await get<BaseAccount[]>('/api/crm/base/department/account/getList', { deptId: 6 }, token);
    expect(other.data).toEqual([]);
  });

  it('shows users and departments by the same scope', async () => {
    const { token } = await api.login('grouplead');
    const visible = await get<BaseUser[]>('/api/crm/base/department/user/getList', {}, token);
    expect(visible.data.map((u) => u.username).sort()).toEqual(['grouplead', 'operator']);
    const depts = await get<DeptNode[]>('/api/crm/base/department/getList', {}, token);
    expect(flatten(depts.data).map((d) => d.deptName)).toEqual(['运营一部']);
    const operator = await api.login('operator');
    const self = await get<BaseUser[]>('/api/crm/base/department/user/getList', {}, operator.token);
    expect(self.data.map((u) => u.username)).toEqual(['operator']);
  });
});
