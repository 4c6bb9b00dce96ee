import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import { fieldLabel } from '@adops/common/fieldLabels';
import type { ReportResult, ReportRow } from '@adops/common/contract/report';
import { createSimulator } from '../src/connectors/platform/simulator';
import { createHttpConnector, memoryTokenStore } from '../src/connectors/platform/http';
import type { PlatformConnector } from '../src/connectors/platform/types';
import { queryRows } from '../src/db/rows';
import { runSync } from '../src/sync/platformSync';
import { addDays, shanghaiDay } from '../src/time';
import { startFakePlatform } from './fakes/platformServer';
import { createTestApi, TestClock, type TestApi } from './harness';

let api: TestApi;
let admin: string;
let connector: PlatformConnector;
const clock = new TestClock(Date.parse('2026-06-15T14:30:00+08:00'));
const DAY = 86_400_000;
const today = () => shanghaiDay(clock.now());

const ACCOUNTS = '/api/crm/report/xhsAdvCreativityDailyAccount';
const NOTES = '/api/crm/report/xhsAdvCreativityDailyNote';
const MEASURES = ['fee', 'impressions', 'clicks', 'interactions', 'leads'] as const;

const report = (url: string, query: Record<string, unknown> = {}, token = admin) =>
  api.call<ReportResult>('GET', url, { token, query: { pageSize: 500, ...query } });

/** note_daily summed straight, per account and day (`by`), or over all its rows. */
async function rawNotes(from: string, to: string, where: SQL = sql`true`) {
  return queryRows<Record<(typeof MEASURES)[number], string> & { account_id: number; day: string }>(
    api.app.db,
    sql`select n.account_id, n.day::text as day, ${sql.raw(MEASURES.map((m) => `sum(n.${m}) as ${m}`).join(', '))}
        from note_daily n join ad_accounts a on a.id = n.account_id
        where n.day between ${from} and ${to} and ${where}
        group by n.account_id, n.day`,
  );
}

const totalOf = (rows: Record<string, unknown>[], key: string) =>
  rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);

/** Account-days whose notes spent (or showed, clicked…) more than the account itself did. */
async function notesPastTheirAccount(): Promise<number> {
  const [row] = await queryRows<{ over: number; days: number }>(
    api.app.db,
    sql`select count(*) filter (where d.account_id is null or ${sql.raw(
      MEASURES.map((m) => `n.${m} > d.${m}`).join(' or '),
    )})::int as over, count(*)::int as days
        from (select account_id, day, ${sql.raw(MEASURES.map((m) => `sum(${m}) as ${m}`).join(', '))}
              from note_daily group by account_id, day) n
        left join account_daily d on d.account_id = n.account_id and d.day = n.day`,
  );
  expect(row!.days).toBeGreaterThan(0);
  return row!.over;
}

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  admin = (await api.login('admin')).token;
  connector = api.app.platform!;
});
afterAll(() => api.close());

describe('the simulated notes', () => {
  const sim = createSimulator({
    seed: 11,
    accounts: 120,
    brands: 30,
    historyDays: 120,
    now: () => new Date('2026-03-10T04:00:00Z'),
  });
  const start = '2026-01-01';
  const end = '2026-03-09';

  it('split part of each account’s day among the notes it promotes, never more than the day', () => {
    let noteDays = 0;
    for (const a of sim.accounts) {
      const days = new Map(sim.dailyRows(a.advertiserId, start, end).map((d) => [d.day, d]));
      const notes = new Map(sim.noteRows(a.advertiserId).map((n) => [n.noteId, n]));
      const sums = new Map<string, Record<string, number>>();
      for (const row of sim.noteDailyRows(a.advertiserId, start, end)) {
        expect(notes.get(row.noteId), row.noteId).toBeDefined();
        expect(notes.get(row.noteId)!.publishedOn <= row.day).toBe(true);
        const sum = sums.get(row.day) ?? Object.fromEntries(MEASURES.map((m) => [m, 0]));
        for (const m of MEASURES) sum[m]! += row[m];
        sums.set(row.day, sum);
        noteDays++;
      }
      for (const [day, sum] of sums) {
        const own = days.get(day)!;
        expect(own, `${a.advertiserId} ${day}`).toBeDefined();
        for (const m of MEASURES)
          expect(sum[m]!, `${a.advertiserId} ${day} ${m}`).toBeLessThanOrEqual(own[m]);
        // Most of the day, not all of it: the rest went to other creatives.
        expect(sum.fee!).toBeGreaterThanOrEqual(Math.floor(own.fee * 0.5));
      }
    }
    expect(noteDays).toBeGreaterThan(1000);
  });

  it('are the same world every time: content accounts, notes and their days', () => {
    const again = createSimulator({
      seed: 11,
      accounts: 120,
      brands: 30,
      historyDays: 120,
      now: () => new Date('2026-03-10T04:00:00Z'),
    });
    const id = sim.accounts[7]!.advertiserId;
    expect(again.contentAccountRows(id)).toEqual(sim.contentAccountRows(id));
    expect(again.noteRows(id)).toEqual(sim.noteRows(id));
    expect(again.noteDailyRows(id, start, end)).toEqual(sim.noteDailyRows(id, start, end));
    const users = sim.contentAccountRows(id);
    expect(users.length).toBeGreaterThan(0);
    expect(users[0]!.nickname).toContain(sim.accounts[7]!.brandName);
    expect(sim.noteRows(id).every((n) => users.some((u) => u.userId === n.userId))).toBe(true);
  });

  it('answer the offline note report for closed days only, 31 days a call at most', async () => {
    const id = sim.accounts[3]!.advertiserId;
    await expect(sim.offlineNoteDaily(id, '2026-03-01', '2026-03-10')).rejects.toMatchObject({
      kind: 'invalid',
    });
    await expect(sim.offlineNoteDaily(id, '2026-01-01', '2026-02-15')).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(await sim.offlineNoteDaily(id, '2026-02-01', '2026-03-03')).toEqual(
      sim.noteDailyRows(id, '2026-02-01', '2026-03-03'),
    );
  });

  it('come through the open API as the simulator has them', async () => {
    const ids = sim.accounts.slice(0, 4).map((a) => a.advertiserId);
    const fake = await startFakePlatform({
      data: {
        accounts: await sim.listAccounts(),
        contentAccounts: ids.flatMap((id) => sim.contentAccountRows(id)),
        notes: ids.flatMap((id) => sim.noteRows(id)),
        noteDaily: ids.flatMap((id) => sim.noteDailyRows(id, start, end)),
      },
    });
    try {
      const http = createHttpConnector({
        baseUrl: fake.url,
        appId: 'app-1',
        secret: 'secret-1',
        tokens: memoryTokenStore({
          accessToken: 'access-0',
          refreshToken: 'refresh-0',
          expiresAt: Date.now() + 3_600_000,
        }),
        requestsPerSecond: Infinity,
        pageSize: 37,
      });
      for (const id of ids) {
        expect(await http.listContentAccounts(id)).toEqual(sim.contentAccountRows(id));
        expect(await http.listNotes(id)).toEqual(sim.noteRows(id));
        // 68 days: three calls of at most 31 days, paged.
        expect(await http.offlineNoteDaily(id, start, end)).toEqual(sim.noteDailyRows(id, start, end));
      }
    } finally {
      await fake.close();
    }
  });
});

describe('the creative data in the database', () => {
  it('is seeded: content accounts and notes of the accounts’ customers, notes’ days within their accounts’', async () => {
    const [counts] = await queryRows<{ users: number; notes: number; days: number; strays: number }>(
      api.app.db,
      sql`select (select count(*) from content_accounts where customer_id is not null)::int as users,
                 (select count(*) from notes where content_account_id is not null)::int as notes,
                 (select count(*) from note_daily)::int as days,
                 (select count(*) from note_daily n join notes nt on nt.id = n.note_id
                    join ad_accounts a on a.id = n.account_id
                  where nt.customer_id is distinct from a.customer_id)::int as strays`,
    );
    expect(counts!.users).toBeGreaterThan(10);
    expect(counts!.notes).toBeGreaterThan(50);
    expect(counts!.days).toBeGreaterThan(1000);
    expect(counts!.strays).toBe(0);
    expect(await notesPastTheirAccount()).toBe(0);
  });

  it('is synced with the restated days, repeat-safe, and still within the accounts’ days', async () => {
    const count = async () => {
      const [row] = await queryRows<{ days: number; fee: string; last: string }>(
        api.app.db,
        sql`select count(*)::int as days, coalesce(sum(fee), 0)::text as fee, max(day)::text as last from note_daily`,
      );
      return row!;
    };
    const before = await count();
    expect(before.last).toBe(addDays(today(), -1));
    clock.advance(DAY);
    const first = await runSync({ database: api.database, connector, now: () => clock.now() }, 'daily');
    expect(first.status).toBe('ok');
    const after = await count();
    expect(after.last).toBe(addDays(today(), -1));
    expect(after.days).toBeGreaterThan(before.days);
    expect(await notesPastTheirAccount()).toBe(0);

    const again = await runSync({ database: api.database, connector, now: () => clock.now() }, 'daily');
    expect(again.status).toBe('ok');
    expect(await count()).toEqual(after);
    const [dupes] = await queryRows<{ n: number }>(
      api.app.db,
      sql`select (select count(*) from notes)::int - (select count(distinct platform_note_id) from notes)::int as n`,
    );
    expect(dupes!.n).toBe(0);
  });
});

describe('the creative reports', () => {
  const range = () => ({ start: addDays(today(), -7), end: addDays(today(), -1) });
  // The sync above moved the clock a day on: a session of the day before has lapsed.
  beforeAll(async () => {
    admin = (await api.login('admin')).token;
  });

  it('give each account’s day the sums of its notes’ days, and the ratios of those sums', async () => {
    const { start, end } = range();
    const result = await report(ACCOUNTS, { start, end });
    expect(result.status).toBe(Status.OK);
    const raw = await rawNotes(start, end);
    expect(result.data.total).toBe(raw.length);
    const byKey = new Map(raw.map((r) => [`${r.account_id}|${r.day}`, r]));
    for (const row of result.data.rows) {
      const expected = byKey.get(`${row.accountId}|${row.day}`)!;
      expect(expected, `${row.accountId} ${row.day}`).toBeDefined();
      for (const m of MEASURES) expect(row[m], m).toBe(Number(expected[m]));
      expect(row.notesPromoted).toBeGreaterThan(0);
    }
    for (const m of MEASURES) expect(result.data.summary[m], m).toBe(totalOf(raw, m));
    const s = result.data.summary as Record<string, number>;
    expect(s.ctr).toBeCloseTo(s.clicks! / s.impressions!, 10);
    expect(s.cpc).toBeCloseTo(s.fee! / s.clicks!, 10);
    expect(s.cpm).toBeCloseTo((s.fee! * 1000) / s.impressions!, 10);
    expect(s.cpl).toBeCloseTo(s.fee! / s.leads!, 10);
    // Sorted by spend, biggest first.
    const fees = result.data.rows.map((r) => Number(r.fee));
    expect(fees).toEqual([...fees].sort((x, y) => y - x));
    const titles = Object.fromEntries(result.data.columns.map((c) => [c.key, [c.zh, c.en]]));
    expect(titles.accountName).toEqual(['账户', 'Account']);
    expect(titles.notesPromoted).toEqual(['投放笔记数', 'Notes promoted']);
    expect(titles.ctr).toEqual(['点击率', 'CTR']);
  });

  it('give each note’s day, with its content account and customer, summing to the notes’ days', async () => {
    const { start, end } = range();
    const result = await report(NOTES, { start, end });
    expect(result.status).toBe(Status.OK);
    const [raw] = await queryRows<{ rows: number } & Record<string, string>>(
      api.app.db,
      sql`select count(*)::int as rows, ${sql.raw(MEASURES.map((m) => `sum(${m})::text as ${m}`).join(', '))}
          from note_daily where day between ${start} and ${end}`,
    );
    expect(result.data.total).toBe(raw!.rows);
    for (const m of MEASURES) expect(result.data.summary[m], m).toBe(Number(raw![m]));
    const [row] = result.data.rows;
    const [own] = await queryRows<Record<string, string>>(
      api.app.db,
      sql`select nt.platform_note_id, nt.title, ca.nickname, c.name as customer, n.fee::text as fee
          from note_daily n join notes nt on nt.id = n.note_id
            join content_accounts ca on ca.id = nt.content_account_id
            join customers c on c.id = nt.customer_id
          where n.note_id = ${row!.noteId} and n.account_id = ${row!.accountId} and n.day = ${row!.day}`,
    );
    expect(row).toMatchObject({
      platformNoteId: own!.platform_note_id,
      noteTitle: own!.title,
      contentAccountName: own!.nickname,
      customerName: own!.customer,
      fee: Number(own!.fee),
    });
    const titles = Object.fromEntries(result.data.columns.map((c) => [c.key, [c.zh, c.en]]));
    expect(titles.noteTitle).toEqual(['笔记标题', 'Note title']);
    expect(titles.contentAccountName).toEqual(['C端账号', 'Content account']);
    expect(titles.customerName).toEqual(['客户', 'Customer']);
  });

  it('show an operator only the notes of their own accounts', async () => {
    const operator = await api.login('operator');
    const { start, end } = range();
    const own = sql`a.operator_id = ${operator.id}`;
    const raw = await rawNotes(start, end, own);
    expect(raw.length).toBeGreaterThan(0);
    const ownIds = new Set(raw.map((r) => r.account_id));
    for (const url of [ACCOUNTS, NOTES]) {
      const result = await report(url, { start, end }, operator.token);
      expect(result.status, url).toBe(Status.OK);
      expect(result.data.rows.length).toBeGreaterThan(0);
      for (const row of result.data.rows) expect(ownIds.has(Number(row.accountId)), url).toBe(true);
      for (const m of MEASURES) expect(result.data.summary[m], `${url} ${m}`).toBe(totalOf(raw, m));
      // Another operator's account asked for by id: nothing of it.
      const [other] = await queryRows<{ id: number }>(
        api.app.db,
        sql`select distinct n.account_id as id from note_daily n join ad_accounts a on a.id = n.account_id
            where a.operator_id is distinct from ${operator.id} and n.day between ${start} and ${end} limit 1`,
      );
      const asked = await report(url, { start, end, accountId: other!.id }, operator.token);
      expect(asked.data.rows).toEqual([]);
      expect(asked.data.summary.fee).toBe(0);
    }
    const admins = await report(ACCOUNTS, { start, end });
    expect(Number(admins.data.summary.fee)).toBeGreaterThan(totalOf(raw, 'fee'));
  });

  it('drill from an account’s day to its notes that day, and from a note back to its account', async () => {
    const { start, end } = range();
    const accounts = await report(ACCOUNTS, { start, end });
    const drill = accounts.data.columns.find((c) => c.key === 'accountName')!.drill!;
    expect(drill).toMatchObject({ page: 'xhsAdvCreativityDailyNote' });
    const row: ReportRow = accounts.data.rows[0]!;
    const query = Object.fromEntries(Object.entries(drill.params).map(([param, key]) => [param, row[key]]));
    expect(query).toEqual({ accountId: row.accountId, start: row.day, end: row.day });
    const notes = await report(NOTES, query);
    expect(notes.data.rows.length).toBe(row.notesPromoted);
    expect(notes.data.rows.every((n) => n.accountId === row.accountId && n.day === row.day)).toBe(true);
    for (const m of MEASURES) expect(totalOf(notes.data.rows, m), m).toBe(row[m]);

    const back = notes.data.columns.find((c) => c.key === 'accountName')!.drill!;
    expect(back.page).toBe('xhsAdvCreativityDailyAccount');
    const note = notes.data.rows.at(-1)!;
    const again = await report(
      ACCOUNTS,
      Object.fromEntries(Object.entries(back.params).map(([param, key]) => [param, note[key]])),
    );
    expect(again.data.rows).toHaveLength(1);
    expect(again.data.rows[0]).toMatchObject({ accountId: row.accountId, day: row.day, fee: row.fee });
  });

  it('refuse bad input naming the field (130), and callers without the page (120)', async () => {
    for (const url of [ACCOUNTS, NOTES]) {
      const cases: [Record<string, unknown>, string][] = [
        [{ start: '2026-02-30' }, 'start'],
        [{ start: '2026-06-10', end: '2026-06-01' }, 'start'],
        [{ start: '2020-01-01', end: '2026-06-01' }, 'end'],
        [{ accountId: 'abc' }, 'accountId'],
        [{ sort: 'fee; drop table notes' }, 'sort'],
        [{ pageSize: 0 }, 'pageSize'],
      ];
      for (const [query, field] of cases) {
        const result = await report(url, query);
        expect(result.status, `${url} ${JSON.stringify(query)}`).toBe(Status.INVALID);
        expect(result.desc).toContain(fieldLabel(field, 'zh'));
      }
    }
    const finance = await api.login('finance');
    expect((await report(ACCOUNTS, {}, finance.token)).status).toBe(Status.FORBIDDEN);
    expect((await report(NOTES, {}, finance.token)).status).toBe(Status.FORBIDDEN);
  });
});
