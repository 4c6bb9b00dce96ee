import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { ImportErrorItem, ImportHistoryRow, SyncStateRow } from '@adops/common/contract/dataCollection';
import type { ListResult } from '@adops/common/contract/fields';
import { ACCOUNT_DAILY_COLUMNS, IMPORT_MODULE, IMPORT_URLS } from '@adops/common/contract/import';
import { ROLE } from '@adops/common/roles';
import { PlatformError, type PlatformConnector } from '../src/connectors/platform/types';
import { adAccounts, jobRuns, roleModules, scheduledJobs } from '../src/db/schema';
import { queryRows } from '../src/db/rows';
import { runDueJobs } from './jobRuns';
import { platformConnector } from '../src/sync/connector';
import { runSync } from '../src/sync/platformSync';
import { addDays, shanghaiDay } from '../src/time';
import { createTestApi, TestClock, type TestApi } from './harness';

let api: TestApi;
let connector: PlatformConnector;
let admin: string;
let operator: string;
let operatorId: number;
const clock = new TestClock(Date.parse('2026-06-15T14:10:00+08:00'));
const HOUR = 3_600_000;
const STATE = '/api/crm/dataCollection/syncState';
const IMPORTS = '/api/crm/dataCollection/imports';

const deps = (platform = connector) => ({
  database: api.database,
  connector: platform,
  now: () => clock.now(),
});

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  connector = (await platformConnector(api.config, api.app.db, () => clock.now()))!;
  // Operators get the data-collection page, so that their data scope is what limits them.
  await api.app.db
    .insert(roleModules)
    .values({ roleId: ROLE.OPERATOR, moduleId: IMPORT_MODULE })
    .onConflictDoNothing();
  admin = (await api.login('admin')).token;
  ({ token: operator, id: operatorId } = await api.login('operator'));
});
afterAll(() => api.close());

const states = async (token: string, query: Record<string, unknown> = {}) => {
  const answer = await api.call<ListResult<SyncStateRow>>('GET', `${STATE}/list`, {
    token,
    query: { pageSize: 500, ...query },
  });
  expect(answer.status).toBe(Status.OK);
  return answer.data.list;
};
const stateOf = async (id: number) => (await states(admin)).find((r) => r.id === id)!;
const command = (token: string, name: string, body: object = {}) =>
  api.call('POST', `${STATE}/${name}`, { token, body });
const lastRun = async (job: string) =>
  (
    await api.app.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.id)).limit(1)
  )[0]!;

/** One scheduler tick with the sync's handlers, on `platform`. */
async function tick(platform = connector) {
  await runDueJobs(api, clock, platform);
}

describe('each account’s last sync', () => {
  let broken: SyncStateRow;

  it('is written by a sync: when, the rows it wrote, its run', async () => {
    clock.advance(HOUR);
    const result = await runSync(deps(), 'hourly');
    expect(result.status).toBe('ok');
    const run = await lastRun('platform.hourly');
    const rows = await states(admin);
    expect(rows).toHaveLength(result.accounts);
    for (const row of rows) {
      expect(row).toMatchObject({ error: null, runId: run.id, lastSyncAt: row.lastOkAt });
      expect(row.rows).toBeGreaterThanOrEqual(0);
    }
    // Accounts spending today wrote their hours.
    expect(rows.filter((r) => r.rows! > 0).length).toBeGreaterThan(rows.length / 2);
  });

  it('keeps a failing account’s last good sync and says why the last one failed', async () => {
    const accounts = await connector.listAccounts();
    const before = (await states(admin)).find((r) => r.platformId === accounts[1]!.advertiserId)!;
    const failing: PlatformConnector = {
      ...connector,
      realtimeHourly: async (id, day) => {
        if (id === before.platformId) throw new PlatformError('server', 'upstream 502');
        return connector.realtimeHourly(id, day);
      },
    };
    clock.advance(HOUR);
    await runSync(deps(failing), 'hourly');
    const failed = await states(admin, { hasError: true });
    expect(failed).toHaveLength(1);
    broken = failed[0]!;
    expect(broken).toMatchObject({
      id: before.id,
      error: 'upstream 502',
      lastOkAt: before.lastOkAt,
      rows: before.rows,
      runId: (await lastRun('platform.hourly')).id,
    });
    expect(broken.lastSyncAt! > before.lastSyncAt!).toBe(true);
    const good = await states(admin, { hasError: false });
    expect(good).toHaveLength(accounts.length - 1);
    expect(good.every((r) => r.lastSyncAt === broken.lastSyncAt && r.error === null)).toBe(true);
    // The keyword finds an account by its platform id; the customer filter by its customer.
    expect((await states(admin, { keyword: broken.platformId })).map((r) => r.id)).toEqual([broken.id]);
    const ofCustomer = await states(admin, { customerId: broken.customerId });
    expect(ofCustomer.length).toBeGreaterThan(0);
    expect(ofCustomer.every((r) => r.customerId === broken.customerId)).toBe(true);
  });

  it('is listed within the caller’s data scope, and an account outside it cannot be synced', async () => {
    const own = await api.app.db
      .select({ id: adAccounts.id })
      .from(adAccounts)
      .where(eq(adAccounts.operatorId, operatorId));
    expect(own.length).toBeGreaterThan(0);
    const listed = await states(operator);
    expect(listed.map((r) => r.id).sort()).toEqual(own.map((r) => r.id).sort());
    const [other] = await api.app.db
      .select({ id: adAccounts.id })
      .from(adAccounts)
      .where(sql`${adAccounts.operatorId} is distinct from ${operatorId}`)
      .limit(1);
    expect((await command(operator, 'syncAccount', { id: other!.id })).status).toBe(Status.NOT_FOUND);
  });

  it('syncs one account asked for by hand through the scheduler; another ask is refused while it waits', async () => {
    const asked = await command(admin, 'syncAccount', { id: broken.id });
    expect(asked.status).toBe(Status.OK);
    expect((await stateOf(broken.id)).requestedAt).not.toBeNull();

    const another = await command(admin, 'syncAccount', { id: broken.id + 1 });
    expect(another.status).toBe(Status.CONFLICT);
    expect(another.desc).toContain('平台单账户同步');
    expect((await command(admin, 'syncAll')).status).toBe(Status.CONFLICT);

    clock.advance(60_000);
    await tick();
    const run = await lastRun('platform.account');
    expect(run).toMatchObject({ status: 'ok', accounts: 1, trigger: 'manual' });
    const after = await stateOf(broken.id);
    expect(after).toMatchObject({ error: null, runId: run.id, requestedAt: null });
    expect(after.lastOkAt! > broken.lastOkAt!).toBe(true);
    // A sync of one account pulls its restated days too.
    expect(after.rows).toBeGreaterThan(broken.rows!);
    // The others were not touched.
    expect((await states(admin)).filter((r) => r.runId === run.id).map((r) => r.id)).toEqual([broken.id]);
  });

  it('syncs every account asked for; refused while a sync runs', async () => {
    expect((await command(admin, 'syncAll')).status).toBe(Status.OK);
    const waiting = await command(admin, 'syncAccount', { id: broken.id });
    expect(waiting.status).toBe(Status.CONFLICT);
    expect(waiting.desc).toContain('平台实时数据同步');

    // The run is held at its start, until the asks below have been answered.
    let reached!: () => void;
    let release!: () => void;
    const started = new Promise<void>((resolve) => (reached = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: PlatformConnector = {
      ...connector,
      listAccounts: async () => {
        reached();
        await held;
        return connector.listAccounts();
      },
    };
    clock.advance(60_000);
    const runsBefore = (await lastRun('platform.hourly')).id;
    const running = tick(slow);
    await started;
    const refused = await command(admin, 'syncAccount', { id: broken.id });
    expect(refused.status).toBe(Status.CONFLICT);
    expect(refused.desc).toMatch(/平台实时数据同步.*正在同步/);
    const refusedAll = await api.call('POST', `${STATE}/syncAll`, {
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(refusedAll.desc).toContain('is running');
    release();
    await running;

    const run = await lastRun('platform.hourly');
    expect(run).toMatchObject({ status: 'ok', trigger: 'manual' });
    // Each account synced by this tick's runs (the restated days, not pulled yet today, ran after).
    expect((await states(admin)).every((r) => r.runId! >= run.id && run.id > runsBefore)).toBe(true);
    // Done, a sync may be asked for again.
    expect((await command(admin, 'syncAccount', { id: broken.id })).status).toBe(Status.OK);
    await api.app.db
      .update(scheduledJobs)
      .set({ requestedAt: null })
      .where(and(eq(scheduledJobs.kind, 'platform.account')));
  });
});

describe('the import history', () => {
  const HEADER = ACCOUNT_DAILY_COLUMNS.map((c) => c.title).join(',');
  let own: { id: number; platformId: string }[];
  let yesterday: string;

  beforeAll(async () => {
    own = await api.app.db
      .select({ id: adAccounts.id, platformId: adAccounts.platformId })
      .from(adAccounts)
      .where(eq(adAccounts.operatorId, operatorId))
      .orderBy(adAccounts.id)
      .limit(2);
    yesterday = addDays(shanghaiDay(clock.now()), -1);
  });

  async function upload(token: string, lines: string[], filename: string) {
    const form = new FormData();
    form.append('file', new Blob([[HEADER, ...lines].join('\n')]), filename);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return api.call('POST', IMPORT_URLS.accountDaily, {
      token,
      body: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
  }
  const history = async (token: string) =>
    (
      await api.call<ListResult<ImportHistoryRow>>('GET', `${IMPORTS}/list`, {
        token,
        query: { pageSize: 100 },
      })
    ).data.list;
  const dayFee = async () =>
    Number(
      (
        await queryRows<{ fee: string }>(
          api.app.db,
          sql`select coalesce(sum(fee), 0) as fee from account_daily where day = ${yesterday}`,
        )
      )[0]!.fee,
    );

  it('keeps who uploaded which file, when, and the rows it read and wrote', async () => {
    const answer = await upload(
      operator,
      [
        `${yesterday},${own[0]!.platformId},12.34,100,5,1,0,0`,
        `${yesterday},${own[1]!.platformId},1,10,1,0,0,0`,
      ],
      '好文件.csv',
    );
    expect(answer.status).toBe(Status.OK);
    const [newest] = await history(operator);
    expect(newest).toMatchObject({
      kind: 'accountDaily',
      filename: '好文件.csv',
      uploadedBy: operatorId,
      uploaderName: expect.any(String),
      uploadedAt: expect.stringMatching(/^2026-06-1\d \d\d:\d\d:\d\d$/),
      status: 'ok',
      rowsRead: 2,
      rowsWritten: 2,
      rowsRefused: 0,
      errorCount: 0,
      message: null,
    });
  });

  it('keeps a refused file with its bad cells, and writes none of its rows', async () => {
    const before = await dayFee();
    const answer = await upload(
      operator,
      [
        `${yesterday},${own[0]!.platformId},99.99,100,5,1,0,0`,
        `${yesterday},${own[1]!.platformId},-1,10,1,0,0,0`,
        `${yesterday},NO-SUCH-ACCOUNT,1,10,1,0,0,0`,
      ],
      '坏文件.csv',
    );
    expect(answer.status).toBe(Status.INVALID);
    expect(await dayFee()).toBe(before);

    const [newest, older] = await history(operator);
    expect(older!.filename).toBe('好文件.csv');
    expect(newest).toMatchObject({
      filename: '坏文件.csv',
      status: 'refused',
      rowsRead: 3,
      rowsWritten: 0,
      rowsRefused: 2,
      errorCount: 2,
      message: answer.desc,
    });
    const errors = await api.call<ListResult<ImportErrorItem>>('GET', `${IMPORTS}/errors`, {
      token: operator,
      query: { id: newest!.id },
    });
    expect(errors.data).toEqual({
      list: [
        { n: 1, row: 3, column: '消耗', reason: '不能为负数' },
        { n: 2, row: 4, column: '账户ID', reason: '您的数据权限内没有此账户' },
      ],
      total: 2,
    });
  });

  it('shows each user the uploads of the users within their scope, newest first', async () => {
    expect((await upload(admin, ['x'], '管理员的.csv')).status).toBe(Status.INVALID);
    const all = await history(admin);
    expect(all.map((r) => r.filename).slice(0, 3)).toEqual(['管理员的.csv', '坏文件.csv', '好文件.csv']);
    expect((await history(operator)).map((r) => r.filename)).toEqual(['坏文件.csv', '好文件.csv']);
    const detail = await api.call('GET', `${IMPORTS}/detail`, { token: operator, query: { id: all[0]!.id } });
    expect(detail.status).toBe(Status.NOT_FOUND);
  });
});
