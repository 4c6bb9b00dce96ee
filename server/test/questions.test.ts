import { and, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { ListResult } from '@adops/common/contract/fields';
import type { QuestionEventRow, QuestionRow } from '@adops/common/contract/questions';
import { fieldLabel } from '@adops/common/fieldLabels';
import { queryRows } from '../src/db/rows';
import { adAccounts, questionEvents, users } from '../src/db/schema';
import { createTestApi, type TestApi } from './harness';

/** Operational questions: opened, seen and moved within the caller's scope, each change with its events. */

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
/** An account of the demo operator's, and one outside the reach of the operator and the department head. */
let mine: { id: number; customerId: number | null };
let elsewhere: { id: number; customerId: number | null };

beforeAll(async () => {
  // With its robots, the demo has its rule on assignments, which tells the internal robots.
  api = await createTestApi({}, { tier: 'small', robotBase: 'https://qyapi.weixin.qq.com' });
  for (const name of ['admin', 'depthead', 'grouplead', 'operator', 'sales']) {
    const { token, id } = await api.login(name);
    tokens[name] = token;
    ids[name] = id;
  }
  const [operator] = await api.app.db.select().from(users).where(eq(users.id, ids.operator!));
  const firstAccount = async (where: SQL | undefined) =>
    (
      await api.app.db
        .select({ id: adAccounts.id, customerId: adAccounts.customerId })
        .from(adAccounts)
        .where(where)
        .limit(1)
    )[0]!;
  mine = await firstAccount(eq(adAccounts.operatorId, ids.operator!));
  elsewhere = await firstAccount(
    and(
      ne(adAccounts.departmentId, operator!.departmentId!),
      // Nor an account of a customer the operator reaches through an account of theirs.
      notInArray(
        adAccounts.customerId,
        api.app.db
          .select({ id: adAccounts.customerId })
          .from(adAccounts)
          .where(eq(adAccounts.operatorId, ids.operator!)),
      ),
    ),
  );
});
afterAll(() => api.close());

const call = <T = unknown>(verb: string, who: string, input: Record<string, unknown>) =>
  api.call<T>(
    ['list', 'detail', 'comments', 'history'].includes(verb) ? 'GET' : 'POST',
    `/api/crm/question/${verb}`,
    ['list', 'detail', 'comments', 'history'].includes(verb)
      ? { token: tokens[who], query: input }
      : { token: tokens[who], body: input },
  );
const list = async (who: string, filters: Record<string, unknown> = {}) =>
  (await call<ListResult<QuestionRow>>('list', who, { pageSize: 500, ...filters })).data.list;
const detail = async (id: number) => (await call<QuestionRow>('detail', 'admin', { id })).data;
const history = async (id: number) =>
  (await call<ListResult<QuestionEventRow>>('history', 'admin', { id, pageSize: 100 })).data.list;

/** The notices queued of assignments of the question titled `title`: each text once, in order. */
const told = async (title: string) =>
  (
    await queryRows<{ content: string }>(
      api.database.db,
      sql`select content from notice_outbox where content like ${`%${title}%`}
        group by content order by min(id)`,
    )
  ).map((m) => m.content);

async function open(who: string, subject: Record<string, unknown>, title = '消耗下降') {
  const saved = await call<QuestionRow>('save', who, { title, description: '请排查', ...subject });
  expect(saved.status, saved.desc).toBe(Status.OK);
  return saved.data;
}

describe('the demo questions', () => {
  it('stand in every state, about the demo operator’s accounts and customers, who sees them', async () => {
    const seeded = await list('operator');
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seeded.map((q) => q.status))).toEqual(new Set(['pending', 'processing', 'solved']));
    const solved = seeded.find((q) => q.status === 'solved')!;
    expect(solved.resolution).toBeTruthy();
    expect((await history(solved.id)).map((e) => e.kind)).toContain('solved');
  });
});

describe('a question', () => {
  it('is opened pending about an account, named with its account’s customer, and its history says so', async () => {
    const question = await open('operator', { subjectKind: 'account', accountId: mine.id });
    expect(question).toMatchObject({
      status: 'pending',
      subjectKind: 'account',
      accountId: mine.id,
      customerId: mine.customerId,
      assigneeId: null,
      creatorName: '陈运营',
      comments: 0,
    });
    expect(question.accountName).toBeTruthy();
    expect((await history(question.id)).map((e) => [e.kind, e.actorName, e.after])).toEqual([
      ['opened', '陈运营', '消耗下降'],
    ]);
    const byCustomer = await list('operator', { customerId: mine.customerId });
    expect(byCustomer.map((q) => q.id)).toContain(question.id);
  });

  it('about a customer is found by its customer and by a keyword', async () => {
    const question = await open(
      'depthead',
      { subjectKind: 'customer', customerId: mine.customerId },
      '客户要求开票',
    );
    expect(question).toMatchObject({ subjectKind: 'customer', accountId: null, customerId: mine.customerId });
    expect((await list('depthead', { keyword: '开票' })).map((q) => q.id)).toEqual([question.id]);
    expect((await list('operator', { customerId: mine.customerId })).map((q) => q.id)).toContain(question.id);
  });

  it('is refused bad input with 130 naming the field, and nothing is written', async () => {
    const before = await list('admin');
    for (const [input, field] of [
      [{ subjectKind: 'account', accountId: mine.id }, 'title'],
      [{ title: 'x', subjectKind: 'account' }, 'accountId'],
      [{ title: 'x', subjectKind: 'customer', accountId: mine.id }, 'customerId'],
      [{ title: 'x', subjectKind: 'nobody', accountId: mine.id }, 'subjectKind'],
      [{ title: 'x'.repeat(101), subjectKind: 'account', accountId: mine.id }, 'title'],
    ] as const) {
      const refused = await call('save', 'admin', input);
      expect(refused.status, JSON.stringify(input)).toBe(Status.INVALID);
      expect(refused.desc).toContain(fieldLabel(field, 'zh'));
    }
    const question = before[0]!;
    for (const [verb, input, field] of [
      ['assign', {}, 'assigneeId'],
      ['comment', { text: '  ' }, 'text'],
      ['solve', { resolution: 'x'.repeat(2001) }, 'resolution'],
      ['comment', { text: 'x' }, 'id'],
    ] as const) {
      const body = field === 'id' ? input : { id: question.id, ...input };
      const refused = await call(verb, 'admin', body);
      expect(refused.status, verb).toBe(Status.INVALID);
      expect(refused.desc).toContain(fieldLabel(field, 'zh'));
    }
    expect(await list('admin')).toHaveLength(before.length);
  });

  it('moves only as its state allows: 150 naming the state otherwise', async () => {
    const { id } = await open('admin', { subjectKind: 'account', accountId: mine.id });
    const early = await call('solve', 'admin', { id });
    expect(early.status).toBe(Status.CONFLICT);
    expect(early.desc).toBe('问题当前为“待处理”，不能解决');
    expect((await call('reopen', 'admin', { id })).status).toBe(Status.CONFLICT);

    expect((await call('assign', 'admin', { id, assigneeId: ids.operator })).status).toBe(Status.OK);
    expect(await detail(id)).toMatchObject({ status: 'processing', assigneeName: '陈运营' });
    expect((await call('reopen', 'admin', { id })).status).toBe(Status.CONFLICT);

    expect((await call('solve', 'admin', { id, resolution: '计划已恢复' })).status).toBe(Status.OK);
    expect(await detail(id)).toMatchObject({ status: 'solved', resolution: '计划已恢复' });
    expect((await detail(id)).solvedAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const late = await call('assign', 'admin', { id, assigneeId: ids.operator });
    expect(late).toMatchObject({ status: Status.CONFLICT, desc: '问题当前为“已解决”，不能指派' });

    expect((await call('reopen', 'admin', { id })).status).toBe(Status.OK);
    expect(await detail(id)).toMatchObject({ status: 'processing', resolution: null, solvedAt: null });
  });

  it('keeps its comments as a thread and everything that happened as its history, in order', async () => {
    const { id } = await open('depthead', { subjectKind: 'account', accountId: mine.id }, '余额对不上');
    const steps: [string, string, Record<string, unknown>][] = [
      ['comment', 'depthead', { text: '先看看计划' }],
      ['assign', 'depthead', { assigneeId: ids.grouplead }],
      ['assign', 'depthead', { assigneeId: ids.operator }],
      ['comment', 'operator', { text: '预算已调整' }],
      ['solve', 'operator', { resolution: '已恢复' }],
      ['comment', 'depthead', { text: '好的' }],
      ['reopen', 'depthead', {}],
    ];
    for (const [verb, who, input] of steps) {
      const done = await call(verb, who, { id, ...input });
      expect(done.status, `${verb}: ${done.desc}`).toBe(Status.OK);
    }
    const comments = await call<ListResult<QuestionEventRow>>('comments', 'operator', { id });
    expect(comments.data.total).toBe(3);
    expect(comments.data.list.map((c) => [c.actorName, c.text])).toEqual([
      ['张部长', '先看看计划'],
      ['陈运营', '预算已调整'],
      ['张部长', '好的'],
    ]);
    expect((await history(id)).map((e) => [e.kind, e.actorName, e.before, e.after, e.text])).toEqual([
      ['opened', '张部长', null, '余额对不上', null],
      ['commented', '张部长', null, null, '先看看计划'],
      ['assigned', '张部长', null, '赵组长', null],
      ['started', '张部长', 'pending', 'processing', null],
      ['assigned', '张部长', '赵组长', '陈运营', null],
      ['commented', '陈运营', null, null, '预算已调整'],
      ['solved', '陈运营', 'processing', 'solved', '已恢复'],
      ['commented', '张部长', null, null, '好的'],
      ['reopened', '张部长', 'solved', 'processing', null],
    ]);
    expect((await detail(id)).comments).toBe(3);
    // The demo's rule of the event told the company's robot of each assignment.
    expect(await told('余额对不上')).toEqual([
      expect.stringContaining('处理人：赵组长　指派人：张部长'),
      expect.stringContaining('处理人：陈运营　指派人：张部长'),
    ]);
  });

  it('records an edit in its history, the old title and the new', async () => {
    const { id } = await open('admin', { subjectKind: 'account', accountId: mine.id }, '旧标题');
    const edited = await call('save', 'admin', { id, title: '新标题' });
    expect(edited.status, edited.desc).toBe(Status.OK);
    expect(await detail(id)).toMatchObject({ title: '新标题', description: '请排查', accountId: mine.id });
    expect((await history(id)).map((e) => [e.kind, e.before, e.after])).toEqual([
      ['opened', null, '旧标题'],
      ['edited', '旧标题', '新标题'],
    ]);
  });
});

describe('the data scope', () => {
  it('hides a question about another department’s account, and refuses to act on it as not found', async () => {
    const outside = await open('admin', { subjectKind: 'account', accountId: elsewhere.id });
    const aboutCustomer = await open('admin', { subjectKind: 'customer', customerId: elsewhere.customerId });
    for (const who of ['operator', 'depthead']) {
      const seen = (await list(who)).map((q) => q.id);
      expect(seen).not.toContain(outside.id);
      expect(seen).not.toContain(aboutCustomer.id);
      expect((await call('detail', who, { id: outside.id })).status).toBe(Status.NOT_FOUND);
      for (const [verb, input] of [
        ['comment', { text: '看不到' }],
        ['assign', { assigneeId: ids[who] }],
        ['save', { title: '改不了' }],
        ['history', {}],
      ] as const) {
        const refused = await call(verb, who, { id: outside.id, ...input });
        expect(refused.status, `${who} ${verb}`).toBe(Status.NOT_FOUND);
      }
    }
    expect((await list('admin')).map((q) => q.id)).toContain(outside.id);
    expect((await history(outside.id)).map((e) => e.kind)).toEqual(['opened']);
  });

  it('refuses 120 a question opened about what the caller cannot see, and an assignee beyond their reach', async () => {
    const refused = await call('save', 'operator', {
      title: 'x',
      subjectKind: 'account',
      accountId: elsewhere.id,
    });
    expect(refused.status).toBe(Status.FORBIDDEN);
    const mineToo = await open('operator', { subjectKind: 'account', accountId: mine.id });
    const beyond = await call('assign', 'operator', { id: mineToo.id, assigneeId: ids.depthead });
    expect(beyond.status).toBe(Status.FORBIDDEN);
    expect(await detail(mineToo.id)).toMatchObject({ status: 'pending', assigneeId: null });
    expect((await call('assign', 'operator', { id: mineToo.id, assigneeId: ids.operator })).status).toBe(
      Status.OK,
    );
  });

  it('answers only a holder of the page', async () => {
    expect((await call('list', 'sales', {})).status).toBe(Status.FORBIDDEN);
    expect((await call('comment', 'sales', { id: 1, text: 'x' })).status).toBe(Status.FORBIDDEN);
  });
});

describe('a change that fails half way', () => {
  it('leaves nothing written: neither the state, nor the assignee, nor an event, nor its notice', async () => {
    const { id } = await open('admin', { subjectKind: 'account', accountId: mine.id }, '通知失败');
    const { version } = await detail(id);
    // The last write of an assignment, its notice, fails.
    await api.database.db.execute(sql`create function test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'the robot queue is out of order'; end $$`);
    await api.database.db.execute(
      sql`create trigger test_refuse before insert on notice_outbox for each row execute function test_refuse()`,
    );
    try {
      const failed = await call('assign', 'admin', { id, assigneeId: ids.operator });
      expect(failed.status).toBe(Status.SERVER_ERROR);
    } finally {
      await api.database.db.execute(sql`drop trigger test_refuse on notice_outbox`);
    }
    expect(await detail(id)).toMatchObject({ status: 'pending', assigneeId: null, version });
    expect((await history(id)).map((e) => e.kind)).toEqual(['opened']);
    expect(await told('通知失败')).toEqual([]);
  });

  it('refuses a disabled assignee 130 naming the field, with nothing written', async () => {
    const { id } = await open('admin', { subjectKind: 'account', accountId: mine.id });
    await api.app.db.update(users).set({ enabled: false }).where(eq(users.id, ids.grouplead!));
    try {
      const refused = await call('assign', 'admin', { id, assigneeId: ids.grouplead });
      expect(refused.status).toBe(Status.INVALID);
      expect(refused.desc).toContain(fieldLabel('assigneeId', 'zh'));
    } finally {
      await api.app.db.update(users).set({ enabled: true }).where(eq(users.id, ids.grouplead!));
    }
    const [{ n }] = (await api.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questionEvents)
      .where(eq(questionEvents.questionId, id))) as [{ n: number }];
    expect(n).toBe(1);
    expect(await detail(id)).toMatchObject({ status: 'pending', assigneeId: null });
  });
});
