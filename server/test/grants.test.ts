import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { DEPARTMENTS } from '@adops/common/lists';
import { ROLE } from '@adops/common/roles';
import { createTestApi, DEMO_PASSWORD, type TestApi } from './harness';

/** Nobody grants what they do not hold (the security review's defect 3). */
let api: TestApi;
let admin: string;
/** A user administrator of 运营一部: modules 3 (users) and 4 (roles), data scope of their department. */
let keeper: { token: string; id: number };
let keeperRole: number;
let narrowRole: number;
const operationsOne = DEPARTMENTS.find((d) => d.name === '运营一部')!.id;
const otherDepartment = DEPARTMENTS.find((d) => d.name !== '运营一部' && d.kind === 'operations')!.id;

async function createRole(body: Record<string, unknown>, moduleIds: number[]) {
  const created = await api.call<{ id: number }>('POST', '/api/crm/sys/createRole', { token: admin, body });
  expect(created.status).toBe(Status.OK);
  const granted = await api.call('POST', '/api/crm/sys/insertRoleModule', {
    token: admin,
    body: { roleId: created.data.id, moduleIds },
  });
  expect(granted.status).toBe(Status.OK);
  return created.data.id;
}

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
  keeperRole = await createRole({ roleName: '用户管理员', dataScope: 'department' }, [3, 4]);
  narrowRole = await createRole({ roleName: '只看用户', dataScope: 'ownAccounts' }, [3]);
  const created = await api.call<{ id: number }>('POST', '/api/crm/sys/createUser', {
    token: admin,
    body: {
      username: 'keeper',
      password: DEMO_PASSWORD,
      name: '管理员乙',
      departmentId: operationsOne,
      roleIds: [keeperRole],
    },
  });
  expect(created.status).toBe(Status.OK);
  keeper = await api.login('keeper');
});
afterAll(() => api.close());

const userCount = async () =>
  (await api.call<{ total: number }>('GET', '/api/crm/sys/userList', { token: admin })).data.total;
const rolesOf = async (id: number) =>
  (
    await api.call<{ roles: { id: number }[] }>('GET', '/api/crm/sys/getUserInfoById', {
      token: admin,
      query: { uid: id },
    })
  ).data.roles.map((r) => r.id);

/** The user administrator creates a user of a department with roles. */
const createAsKeeper = (username: string, departmentId: number, roleIds: number[]) =>
  api.call('POST', '/api/crm/sys/createUser', {
    token: keeper.token,
    body: { username, password: DEMO_PASSWORD, name: '某人', departmentId, roleIds },
  });

describe('a user administrator who is not an administrator', () => {
  it('cannot create an administrator, nor a user with a role beyond their modules or data', async () => {
    const before = await userCount();
    for (const roleIds of [[ROLE.ADMIN], [ROLE.GENERAL_MANAGER], [ROLE.OPERATOR]]) {
      const answer = await createAsKeeper(`grab${roleIds[0]}`, operationsOne, roleIds);
      expect(answer.status).toBe(Status.FORBIDDEN);
    }
    // Their own department scope, for someone of another department, reaches beyond their own.
    const elsewhere = await createAsKeeper('elsewhere', otherDepartment, [keeperRole]);
    expect(elsewhere.status).toBe(Status.FORBIDDEN);
    // Nor may they place anyone, even with the narrowest role, outside their own data.
    const placed = await createAsKeeper('placed', otherDepartment, [narrowRole]);
    expect(placed.status).toBe(Status.FORBIDDEN);
    expect(await userCount()).toBe(before);
  });

  it('can create a user with a role within their own', async () => {
    const answer = await createAsKeeper('helper', operationsOne, [narrowRole, keeperRole]);
    expect(answer.status).toBe(Status.OK);
  });

  it('cannot add the administrator role to themselves, by editUser or roleManage', async () => {
    const edit = await api.call('POST', '/api/crm/sys/editUser', {
      token: keeper.token,
      body: { id: keeper.id, roleIds: [keeperRole, ROLE.ADMIN] },
    });
    expect(edit.status).toBe(Status.FORBIDDEN);
    const manage = await api.call('POST', '/api/crm/sys/roleManage', {
      token: keeper.token,
      body: { userId: keeper.id, roleIds: [keeperRole, ROLE.ADMIN] },
    });
    expect(manage.status).toBe(Status.FORBIDDEN);
    expect(await rolesOf(keeper.id)).toEqual([keeperRole]);
  });

  it('cannot reset an administrator’s password, disable or delete one', async () => {
    const adminId = (await api.login('admin')).id;
    for (const [method, url, body] of [
      ['POST', '/api/crm/sys/editUser', { id: adminId, password: 'Taken#Over42x' }],
      ['POST', '/api/crm/sys/editUser', { id: adminId, enabled: false }],
      ['DELETE', '/api/crm/sys/delUser', { id: adminId }],
    ] as const) {
      const answer = await api.call(method, url, { token: keeper.token, body });
      expect(answer.status).toBe(Status.FORBIDDEN);
    }
    await expect(api.login('admin', DEMO_PASSWORD)).resolves.toMatchObject({ id: adminId });
  });

  it('cannot widen a role’s data or modules beyond their own, nor touch the administrator role', async () => {
    const widen = await api.call('POST', '/api/crm/sys/editRole', {
      token: keeper.token,
      body: { id: keeperRole, dataScope: 'all' },
    });
    expect(widen.status).toBe(Status.FORBIDDEN);
    const custom = await api.call('POST', '/api/crm/sys/editRole', {
      token: keeper.token,
      body: { id: narrowRole, dataScope: 'custom', departmentIds: [otherDepartment] },
    });
    expect(custom.status).toBe(Status.FORBIDDEN);
    const modules = await api.call('POST', '/api/crm/sys/insertRoleModule', {
      token: keeper.token,
      body: { roleId: keeperRole, moduleIds: [3, 4, 5] },
    });
    expect(modules.status).toBe(Status.FORBIDDEN);
    const adminRole = await api.call('POST', '/api/crm/sys/insertRoleModule', {
      token: keeper.token,
      body: { roleId: ROLE.ADMIN, moduleIds: [3] },
    });
    expect(adminRole.status).toBe(Status.FORBIDDEN);
    const allRole = await api.call('POST', '/api/crm/sys/createRole', {
      token: keeper.token,
      body: { roleName: '全部数据', dataScope: 'all' },
    });
    expect(allRole.status).toBe(Status.FORBIDDEN);
    const checked = await api.call<number[]>('GET', '/api/crm/sys/listCheckedModule', {
      token: admin,
      query: { roleId: keeperRole },
    });
    expect(checked.data).toEqual([3, 4]);
  });

  it('may narrow a role and hand out modules they hold', async () => {
    const modules = await api.call('POST', '/api/crm/sys/insertRoleModule', {
      token: keeper.token,
      body: { roleId: narrowRole, moduleIds: [3, 4] },
    });
    expect(modules.status).toBe(Status.OK);
  });
});
