import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { fieldLabel } from '@adops/common/fieldLabels';
import { DEPARTMENTS } from '@adops/common/lists';
import type { ListResult } from '@adops/common/contract/fields';
import type { OperationRow } from '@adops/common/contract/todayOperation';
import {
  accountChangeRecords,
  adAccounts,
  customers,
  descentReasons,
  fundRecords,
  noticeOutbox,
  noticeRobots,
  questionEvents,
  questions,
} from '../src/db/schema';
import { createTestApi, TestClock, type TestApi } from './harness';

/** Today's operations: the day's events of every kind in one list, within the caller's scope. */

const TODAY = '2026-11-20';
const YESTERDAY = '2026-11-19';
/** An instant of a Shanghai day at 'HH:MM:SS'. */
const at = (day: string, time: string) => new Date(`${day}T${time}+08:00`);

const DEPT_ONE = DEPARTMENTS.find((d) => d.name === '运营一部')!.id;
const DEPT_TWO = DEPARTMENTS.find((d) => d.name === '运营二部')!.id;

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi({}, { clock: new TestClock(at(TODAY, '18:00:00').getTime()) });
  const ids: Record<string, number> = {};
  for (const name of ['admin', 'depthead', 'operator']) {
    const { token, id } = await api.login(name);
    tokens[name] = token;
    ids[name] = id;
  }
  const db = api.app.db;
  await db.insert(customers).values([
    { id: 1, name: '一部客户', departmentId: DEPT_ONE },
    { id: 2, name: '二部客户', departmentId: DEPT_TWO },
  ]);
  const account = (
    id: number,
    name: string,
    customerId: number,
    departmentId: number,
    operatorId?: number,
  ) => ({
    id,
    platformId: `ADV${id}`,
    name,
    customerId,
    departmentId,
    operatorId: operatorId ?? null,
    createdAt: at('2026-01-01', '09:00:00'),
  });
  await db
    .insert(adAccounts)
    .values([
      { ...account(1, '陈的账户', 1, DEPT_ONE, ids.operator), createdAt: at(TODAY, '09:00:00') },
      account(2, '一部他人账户', 1, DEPT_ONE),
      account(3, '二部账户', 2, DEPT_TWO),
    ]);
  await db.insert(fundRecords).values([
    {
      accountId: 2,
      occurredAt: at(TODAY, '00:00:30'),
      type: 'recharge',
      amount: 500_000,
      balanceAfter: 800_000,
      operatorId: ids.admin,
      remark: '月初充值',
    },
    // Spent, not recharged: no event.
    { accountId: 2, occurredAt: at(TODAY, '08:00:00'), type: 'grant', amount: 10_000, balanceAfter: 1 },
    {
      accountId: 1,
      occurredAt: at(YESTERDAY, '23:59:59'),
      type: 'recharge',
      amount: 20_000,
      balanceAfter: 1,
    },
  ]);
  await db.insert(accountChangeRecords).values([
    {
      accountId: 1,
      field: 'operatorId',
      before: '赵组长',
      after: '陈运营',
      changedBy: ids.depthead,
      changedAt: at(TODAY, '11:00:00'),
    },
    { accountId: 1, field: 'status', before: 'active', after: 'paused', changedAt: at(TODAY, '11:05:00') },
  ]);
  await db.insert(noticeRobots).values([
    { id: 1, name: '二部客户群', webhookUrl: 'https://x/1', kind: 'customer', customerId: 2 },
    { id: 2, name: '运营一部内部群', webhookUrl: 'https://x/2', kind: 'internal', departmentId: DEPT_ONE },
  ]);
  const notice = (robotId: number, robotName: string, content: string, sentAt: Date | null) => ({
    robotId,
    robotName,
    source: 'rule',
    msgtype: 'text',
    content,
    status: sentAt ? 'sent' : 'queued',
    nextAttemptAt: at(TODAY, '12:00:00'),
    sentAt,
  });
  await db
    .insert(noticeOutbox)
    .values([
      notice(1, '二部客户群', '余额不足提醒', at(TODAY, '12:00:00')),
      notice(2, '运营一部内部群', '今日消耗日报', at(TODAY, '12:30:00')),
      notice(2, '运营一部内部群', '尚未发出', null),
    ]);
  await db
    .insert(questions)
    .values([{ id: 1, title: '账户审核被拒', accountId: 1, status: 'solved', createdBy: ids.operator }]);
  await db.insert(questionEvents).values([
    { questionId: 1, kind: 'opened', actorId: ids.operator, at: at(TODAY, '13:00:00') },
    { questionId: 1, kind: 'solved', actorId: ids.depthead, at: at(TODAY, '14:00:00'), text: '已重新提交' },
    { questionId: 1, kind: 'commented', actorId: ids.depthead, at: at(TODAY, '14:01:00'), text: '好' },
  ]);
  await db.insert(descentReasons).values({
    accountId: 3,
    periodStart: '2026-11-13',
    periodEnd: '2026-11-19',
    fee: 123_400,
    previousFee: 400_000,
    reason: '素材老化',
    recordedAt: at(TODAY, '15:00:00'),
  });
});
afterAll(() => api.close());

const list = (who: string, query: Record<string, unknown> = {}) =>
  api.call<ListResult<OperationRow>>('GET', '/api/crm/todayOperation/list', {
    token: tokens[who],
    query: { pageSize: 50, ...query },
  });

/** Each row as a line a reader checks: time, kind, account or customer, who, summary. */
const lines = (rows: OperationRow[]) =>
  rows.map(
    (r) =>
      `${r.time.slice(11)} ${r.kind} ${r.accountName ?? r.customerName ?? '-'} ${r.actorName ?? '-'} ${r.summary}`,
  );

describe("today's operations", () => {
  it('lists every kind of the day, newest first, each at its time with its summary', async () => {
    const answer = await list('admin');
    expect(answer.status, answer.desc).toBe(Status.OK);
    expect(lines(answer.data.list)).toEqual([
      '15:00:00 descentRecorded 二部账户 - 2026-11-13 至 2026-11-19 消耗 ¥1,234.00，原因：素材老化',
      '14:00:00 questionSolved 陈的账户 张部长 已解决：账户审核被拒',
      '13:00:00 questionOpened 陈的账户 陈运营 新问题：账户审核被拒',
      '12:30:00 noticeSent - - 已发送至「运营一部内部群」：今日消耗日报',
      '12:00:00 noticeSent 二部客户 - 已发送至「二部客户群」：余额不足提醒',
      '11:00:00 operatorChanged 陈的账户 张部长 运营由 赵组长 改为 陈运营',
      '09:00:00 accountOpened 陈的账户 - 开户，广告主ID ADV1',
      '00:00:30 recharge 一部他人账户 系统管理员 充值 ¥5,000.00 (月初充值)',
    ]);
    expect(answer.data.total).toBe(8);
    expect(answer.data.list[0]).toMatchObject({ time: `${TODAY} 15:00:00`, customerName: '二部客户' });
  });

  it('shows a department head only the events of their department', async () => {
    const answer = await list('depthead');
    expect(answer.data.list.map((r) => r.kind)).toEqual([
      'questionSolved',
      'questionOpened',
      'noticeSent',
      'operatorChanged',
      'accountOpened',
      'recharge',
    ]);
  });

  it('shows an operator only the events of their own accounts', async () => {
    const answer = await list('operator');
    expect(answer.data.list.map((r) => `${r.kind} ${r.accountName}`)).toEqual([
      'questionSolved 陈的账户',
      'questionOpened 陈的账户',
      'operatorChanged 陈的账户',
      'accountOpened 陈的账户',
    ]);
  });

  it('narrows to the kinds asked for, pages and counts in SQL', async () => {
    const some = await list('admin', { kind: 'recharge,noticeSent' });
    expect(some.data.list.map((r) => r.kind)).toEqual(['noticeSent', 'noticeSent', 'recharge']);
    const page = await list('admin', { kind: 'recharge,noticeSent', pageSize: 2, page: 2 });
    expect(page.data).toMatchObject({ total: 3, list: [{ kind: 'recharge' }] });
    const customer = await list('admin', { customerId: 2 });
    expect(customer.data.list.map((r) => r.kind)).toEqual(['descentRecorded', 'noticeSent']);
    const keyword = await list('admin', { keyword: '素材' });
    expect(keyword.data.list.map((r) => r.kind)).toEqual(['descentRecorded']);
  });

  it('says each summary in the caller’s language, and exports what it lists', async () => {
    const english = await api.call<ListResult<OperationRow>>('GET', '/api/crm/todayOperation/list', {
      token: tokens.admin,
      query: { kind: 'operatorChanged,recharge' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.data.list.map((r) => r.summary)).toEqual([
      'Operator 赵组长 → 陈运营',
      'Recharged ¥5,000.00 (月初充值)',
    ]);
    const file = await api.call('GET', '/api/crm/todayOperation/export', {
      token: tokens.depthead,
      query: {
        columns: JSON.stringify([
          { key: 'time', title: '时间' },
          { key: 'summary', title: '摘要' },
        ]),
        title: '今日运营',
        filters: '[]',
      },
    });
    expect(file.http).toBe(200);
  });

  it('reads another day', async () => {
    const answer = await list('admin', { day: YESTERDAY });
    expect(lines(answer.data.list)).toEqual(['23:59:59 recharge 陈的账户 - 充值 ¥200.00']);
  });

  it('refuses a day outside what the data can hold, and an unknown kind, naming the field', async () => {
    for (const [query, field] of [
      [{ day: '1999-12-31' }, 'day'],
      [{ day: '2026-02-30' }, 'day'],
      [{ kind: 'recharge,party' }, 'kind'],
    ] as const) {
      const answer = await list('admin', query);
      expect(answer.status).toBe(Status.INVALID);
      expect(answer.desc).toContain(fieldLabel(field, 'zh'));
    }
  });
});
