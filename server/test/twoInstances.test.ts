import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { ReportResult } from '@adops/common/contract/report';
import type { UserInfo } from '@adops/common/contract/session';
import { ROLE } from '@adops/common/roles';
import { signRequest } from '@adops/common/signing';
import { jobRuns } from '../src/db/schema';
import { platformConnector } from '../src/sync/connector';
import { runSync, SYNC_JOBS } from '../src/sync/platformSync';
import { addDays, shanghaiDay } from '../src/time';
import {
  announcement,
  anotherInstance,
  createTestApi,
  DEMO_PASSWORD,
  TestClock,
  type Instance,
  type TestApi,
} from './harness';

/** Sessions kept long, so that only the announcement can explain an instance seeing a change. */
const LONG_AUTH_CACHE = { AUTH_CACHE_SECONDS: '600' };
let api: TestApi;
let other: Awaited<ReturnType<typeof anotherInstance>>;
let admin: string;
const clock = new TestClock(Date.parse('2026-06-15T14:30:00+08:00'));

const userInfo = (on: Instance, { token, id }: { token: string; id: number }) =>
  on.call<UserInfo>('GET', '/api/crm/sys/getUserInfo', { token, query: { uid: id } });

/** Makes a change through this test's instance, once the other instance has heard of it. */
async function changed<T>(change: () => Promise<T>): Promise<T> {
  const heard = announcement(other.database, 'adops_auth');
  const result = await change();
  await heard;
  return result;
}

beforeAll(async () => {
  api = await createTestApi(LONG_AUTH_CACHE, { tier: 'small', clock });
  other = await anotherInstance(api, LONG_AUTH_CACHE);
  admin = (await api.login('admin')).token;
});
afterAll(async () => {
  await other.close();
  await api.close();
});

describe('two server instances on one database', () => {
  it('see a user disabled on the other at once, not after the auth cache’s lifetime', async () => {
    const operator = await api.login('operator');
    expect((await userInfo(other, operator)).status).toBe(Status.OK);
    await changed(() =>
      api.call('POST', '/api/crm/sys/disableUser', { token: admin, body: { id: operator.id } }),
    );
    expect((await userInfo(other, operator)).status).toBe(Status.NO_SESSION);
    await api.call('POST', '/api/crm/sys/enableUser', { token: admin, body: { id: operator.id } });
  });

  it('see a role’s modules changed on the other at once', async () => {
    const grouplead = await api.login('grouplead');
    const before = (await userInfo(other, grouplead)).data.modules.map((m) => m.id);
    const checked = (
      await api.call<number[]>('GET', '/api/crm/sys/listCheckedModule', {
        token: admin,
        query: { roleId: ROLE.GROUP_LEAD },
      })
    ).data;
    const dropped = checked.find((id) => before.includes(id) && id !== 1)!;
    await changed(() =>
      api.call('POST', '/api/crm/sys/insertRoleModule', {
        token: admin,
        body: { roleId: ROLE.GROUP_LEAD, moduleIds: checked.filter((id) => id !== dropped) },
      }),
    );
    expect((await userInfo(other, grouplead)).data.modules.map((m) => m.id)).not.toContain(dropped);
  });

  it('see a sign-out on the other at once', async () => {
    const gm = await api.login('gm');
    expect((await userInfo(other, gm)).status).toBe(Status.OK);
    await changed(() => api.call('GET', '/api/crm/sys/logout', { token: gm.token }));
    expect((await userInfo(other, gm)).status).toBe(Status.NO_SESSION);
  });

  it('refuse a state-changing call the other has taken', async () => {
    const signature = signRequest(admin, { salts: api.config.salts, now: clock.now() });
    const body = { roleName: '两实例角色' };
    expect(
      (await api.call('POST', '/api/crm/sys/createRole', { token: admin, signature, body })).status,
    ).toBe(Status.OK);
    expect(
      await other.call('POST', '/api/crm/sys/createRole', { token: admin, signature, body }),
    ).toMatchObject({
      status: Status.BAD_SIGNATURE,
    });
  });

  it('lock a sign-in that failed too often on the other', async () => {
    for (let i = 0; i < api.config.loginMaxFailures; i++)
      await api.call('GET', '/api/crm/sys/login', { query: { username: 'finance', password: 'wrong-1' } });
    const locked = await other.call('GET', '/api/crm/sys/login', {
      query: { username: 'finance', password: DEMO_PASSWORD },
    });
    expect(locked.status).toBe(Status.TOO_MANY);
  });

  it('run the platform sync once when both start it', async () => {
    const runs = async () =>
      (await api.app.db.select({ n: count() }).from(jobRuns).where(eq(jobRuns.job, SYNC_JOBS.hourly)))[0]!.n;
    const before = await runs();
    const sync = async (database: TestApi['database']) =>
      runSync(
        {
          database,
          connector: (await platformConnector(api.config, database.db, () => clock.now()))!,
          now: () => clock.now(),
        },
        'hourly',
      );
    const results = await Promise.all([sync(api.database), sync(other.database)]);
    expect(results.map((r) => r.status).sort()).toEqual(['busy', 'ok']);
    expect(await runs()).toBe(before + 1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'answer a report the other computed from the shared cache',
    async () => {
      const yesterday = addDays(shanghaiDay(clock.now()), -1);
      const query = { start: addDays(yesterday, -29), end: yesterday, pageSize: 20 };
      const url = '/api/crm/report/xhsAccountSundial';
      const first = await api.call<ReportResult>('GET', url, { token: admin, query });
      const before = { ...other.app.results.counts };
      const second = await other.call<ReportResult>('GET', url, { token: admin, query });
      expect(second.data).toEqual(first.data);
      expect(other.app.results.counts.sharedHits - before.sharedHits).toBe(1);
      expect(other.app.results.counts.computed).toBe(before.computed);
    },
  );
});
