import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { TotalDay, TotalRow } from '@adops/common/contract/noticeTotal';
import { fieldLabel } from '@adops/common/fieldLabels';
import { queueNotice } from '../src/notices/queue';
import { createTestApi, TestClock, type TestApi } from './harness';

/** Send totals: each day's messages by rule and by where they stand, and the chart's days, in Shanghai days. */

const clock = new TestClock(Date.parse('2026-11-27T10:00:00+08:00'));
let api: TestApi;
let admin: string;
let operator: string;

/** A message queued at a Shanghai time, then set to where it stands. */
async function message(at: string, status: string, ruleId: number | null, key: string) {
  const [id] = await queueNotice(api.app.db, {
    robot: { id: 1, name: '群' },
    ruleId,
    source: ruleId ? 'rule' : 'test',
    dedupeKey: key,
    message: { msgtype: 'text', content: key },
    now: new Date(at),
  });
  await api.app.db.execute(sql`update notice_outbox set status = ${status}, created_at = ${new Date(at)}
    where id = ${id!}`);
}

beforeAll(async () => {
  api = await createTestApi({}, { clock });
  admin = (await api.login('admin')).token;
  operator = (await api.login('operator')).token;
  await api.app.db.execute(sql`insert into notice_robots (id, name, webhook_url, kind)
    values (1, '群', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k', 'internal')`);
  await api.app.db.execute(
    sql`insert into notice_templates (id, name, audience, template) values (1, 't', 'internal', 'x')`,
  );
  await api.app.db.execute(sql`insert into notice_rules (id, name, event, robot_ids, template_id)
    values (7, '余额预警', 'lowBalance', '{1}', 1)`);
  // 23:30 on the 25th in Shanghai is the 25th, though it is the 25th 15:30 UTC; 00:30 on the 26th is the 26th.
  await message('2026-11-25T23:30:00+08:00', 'sent', 7, 'a');
  await message('2026-11-25T23:40:00+08:00', 'failed', 7, 'b');
  await message('2026-11-26T00:30:00+08:00', 'sent', 7, 'c');
  await message('2026-11-26T09:00:00+08:00', 'queued', null, 'd');
  await message('2026-10-01T09:00:00+08:00', 'sent', 7, 'old');
});
afterAll(() => api.close());

const list = (query: Record<string, unknown>, token = admin) =>
  api.call<{ list: TotalRow[]; total: number }>('GET', '/api/crm/noticeTotal/list', { token, query });
const chart = (query: Record<string, unknown>) =>
  api.call<TotalDay[]>('GET', '/api/crm/noticeTotal/chart', { token: admin, query });

describe('send totals', () => {
  it('count each day’s messages by rule and status, the last 30 days by default', async () => {
    const { data, status, desc } = await list({});
    expect(status, desc).toBe(Status.OK);
    expect(data.list.map((r) => [r.day, r.ruleName, r.source, r.total, r.sent, r.failed, r.queued])).toEqual([
      ['2026-11-26', null, 'test', 1, 0, 0, 1],
      ['2026-11-26', '余额预警', 'rule', 1, 1, 0, 0],
      ['2026-11-25', '余额预警', 'rule', 2, 1, 1, 0],
    ]);
    const byRule = await list({ ruleId: 7, start: '2026-10-01', end: '2026-11-27' });
    expect(byRule.data.list.map((r) => [r.day, r.total])).toEqual([
      ['2026-11-26', 1],
      ['2026-11-25', 2],
      ['2026-10-01', 1],
    ]);
  });

  it('chart every day of the range, the days without messages at 0', async () => {
    const { data } = await chart({ start: '2026-11-24', end: '2026-11-27', source: 'rule' });
    expect(data.map((d) => [d.day, d.total, d.sent, d.failed])).toEqual([
      ['2026-11-24', 0, 0, 0],
      ['2026-11-25', 2, 1, 1],
      ['2026-11-26', 1, 1, 0],
      ['2026-11-27', 0, 0, 0],
    ]);
  });

  it('refuse a range that ends first or spans over a year, naming the field; 120 without the module', async () => {
    const backwards = await list({ start: '2026-11-27', end: '2026-11-01' });
    expect(backwards.status).toBe(Status.INVALID);
    expect(backwards.desc).toContain(fieldLabel('start', 'zh'));
    const long = await chart({ start: '2024-01-01', end: '2026-11-27' });
    expect(long.status).toBe(Status.INVALID);
    expect(long.desc).toContain(fieldLabel('end', 'zh'));
    expect((await list({}, operator)).status).toBe(Status.FORBIDDEN);
  });
});
