import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { PreviewAnswer, RuleRow } from '@adops/common/contract/noticeRules';
import type { RunRow } from '@adops/common/contract/jobs';
import { fieldLabel } from '@adops/common/fieldLabels';
import { queryRows } from '../src/db/rows';
import { runDueJobs } from './jobRuns';
import { runNoticeRule } from '../src/notices/rules/run';
import { addDays, shanghaiDay } from '../src/time';
import { createTestApi, TestClock, type TestApi } from './harness';

/**
 * Notice rules: checked when saved, each scheduled one a job of the scheduler; a run tells each robot of the
 * accounts within its reach that its event finds — the same accounts the raw facts say — once per due time; a
 * preview reads the same on the caller's scope.
 */

const clock = new TestClock(Date.parse('2026-05-20T15:30:00+08:00'));
const today = shanghaiDay(clock.now());
const RUNWAY_DAYS = 30;
let api: TestApi;
const tokens: Record<string, string> = {};

const call = <T>(
  verb: string,
  input: Record<string, unknown>,
  user = 'admin',
  method: 'GET' | 'POST' = 'POST',
) =>
  api.call<T>(
    method,
    `/api/crm/noticeRule/${verb}`,
    method === 'GET' ? { token: tokens[user], query: input } : { token: tokens[user], body: input },
  );
const save = <T>(path: string, body: Record<string, unknown>) =>
  api.call<T & { id: number }>('POST', `/api/crm/${path}/save`, { token: tokens.admin, body });

/** Accounts whose runway (7 days' spend) is under the days, by customer and department: from the raw facts. */
async function lowOnRunway(days: number) {
  return queryRows<{ name: string; customer_id: number; department_id: number }>(
    api.app.db,
    sql`select a.name, a.customer_id, u.department_id from ad_accounts a
      join balance_snapshots b on b.account_id = a.id and b.day = ${today}
      join (select account_id, sum(fee) as fee7 from account_daily
            where day between ${addDays(today, -7)} and ${addDays(today, -1)} group by account_id) w
        on w.account_id = a.id and w.fee7 > 0
      left join users u on u.id = a.operator_id
      where floor(b.available * 70.0 / w.fee7) / 10 < ${days}`,
  );
}

const ids: Record<string, number> = {};
let low: Awaited<ReturnType<typeof lowOnRunway>>;

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  // The department head also keeps the notices, on their department's data.
  await api.app.db.execute(sql`insert into role_modules (role_id, module_id)
    select ur.role_id, 451 from user_roles ur join users u on u.id = ur.user_id where u.username = 'depthead'
    on conflict do nothing`);
  for (const user of ['admin', 'depthead', 'operator']) tokens[user] = (await api.login(user)).token;
  low = await lowOnRunway(RUNWAY_DAYS);
  // The customer with the most such accounts, and the department head's department.
  const counts = new Map<number, number>();
  for (const a of low) counts.set(a.customer_id, (counts.get(a.customer_id) ?? 0) + 1);
  ids.customer = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const [head] = await queryRows<{ department_id: number }>(
    api.app.db,
    sql`select department_id from users where username = 'depthead'`,
  );
  ids.department = head!.department_id;
  const url = (key: string) => `https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${key}`;
  ids.customerRobot = (
    await save('noticeRobot', {
      name: '客户群',
      kind: 'customer',
      customerId: ids.customer,
      webhookUrl: url('c-robot-key-1'),
    })
  ).data.id;
  ids.internalRobot = (
    await save('noticeRobot', {
      name: '部门群',
      kind: 'internal',
      departmentId: ids.department,
      webhookUrl: url('i-robot-key-1'),
    })
  ).data.id;
  const template = '{{rule}} {{date}}：{{count}} 个账户\n{{#rows}}{{account}}|{{runway}}\n{{/rows}}';
  ids.customerTemplate = (await save('noticeTemplate', { name: '余额（客户）', template })).data.id;
  ids.internalTemplate = (await save('internalNoticeTemplate', { name: '余额（内部）', template })).data.id;
  expect(low.length).toBeGreaterThan(2);
});
afterAll(() => api.close());

const rule = (values: Record<string, unknown> = {}) => ({
  name: '余额预警',
  event: 'lowBalance',
  threshold: RUNWAY_DAYS,
  cron: '0 10 * * *',
  robotIds: [ids.customerRobot],
  templateId: ids.customerTemplate,
  ...values,
});

const rulesCount = async () =>
  (await queryRows<{ n: number }>(api.app.db, sql`select count(*)::int as n from notice_rules`))[0]!.n;
const ruleJobs = (id: number) =>
  queryRows<{ cron: string; enabled: boolean; next: string | null }>(
    api.app.db,
    sql`select cron, enabled, to_char(next_run_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as next
      from scheduled_jobs where kind = 'notice.rule' and ref_id = ${id}`,
  );
const outbox = (ruleId: number) =>
  queryRows<{ robot_id: number; content: string; dedupe_key: string }>(
    api.app.db,
    sql`select robot_id, content, dedupe_key from notice_outbox where rule_id = ${ruleId} order by id`,
  );
/** The accounts a message lists, a line each. */
const listed = (content: string) =>
  content
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('|')[0]);

describe('notice rules', () => {
  it('refuse what their event does not take, naming the field, and write nothing', async () => {
    const before = await rulesCount();
    const refusals: [Record<string, unknown>, string, string?][] = [
      [{ threshold: 61 }, 'threshold', '1 至 60'],
      [{ cron: '' }, 'cron'],
      [{ cron: '61 * * * *' }, 'cron'],
      [{ robotIds: [] }, 'robotIds'],
      [{ robotIds: [ids.customerRobot, 999_999] }, 'robotIds', '999999'],
      [{ templateId: ids.internalTemplate }, 'templateId'],
      [{ event: 'sometimes' }, 'event'],
    ];
    for (const [values, field, detail] of refusals) {
      const answer = await call('save', rule(values));
      expect(answer.status, JSON.stringify(values)).toBe(Status.INVALID);
      expect(answer.desc).toContain(fieldLabel(field, 'zh'));
      if (detail) expect(answer.desc).toContain(detail);
    }
    expect(await rulesCount()).toBe(before);
  });

  it('are scheduled jobs: made, changed, stopped and removed with the rule', async () => {
    const saved = await call<{ id: number }>('save', rule());
    expect(saved.status, saved.desc).toBe(Status.OK);
    const { id } = saved.data;
    expect(await ruleJobs(id)).toEqual([{ cron: '0 10 * * *', enabled: true, next: '2026-05-21 10:00' }]);
    const row = (await call<RuleRow>('detail', { id }, 'admin', 'GET')).data;
    expect(row).toMatchObject({
      cron: '0 10 * * *',
      robotNames: '客户群',
      templateName: '余额（客户）',
      nextRunAt: '2026-05-21 10:00:00',
    });
    const edited = await call('save', {
      ...rule({ cron: '30 16 * * *', enabled: false }),
      id,
      version: row.version,
    });
    expect(edited.status, edited.desc).toBe(Status.OK);
    expect(await ruleJobs(id)).toEqual([{ cron: '30 16 * * *', enabled: false, next: null }]);
    expect((await call('delete', { id })).status).toBe(Status.OK);
    expect(await ruleJobs(id)).toEqual([]);
  });

  it('tell each robot of the accounts in its reach, as the facts say, once per due time', async () => {
    const { data } = await call<{ id: number }>(
      'save',
      rule({ robotIds: [ids.internalRobot], templateId: ids.internalTemplate, name: '部门余额' }),
    );
    const customerRule = (await call<{ id: number }>('save', rule())).data.id;
    const due = new Date(clock.now());
    const now = new Date(clock.now());
    expect(await runNoticeRule(api.app.db, data.id, due, now)).toMatchObject({ status: 'ok', rows: 1 });
    expect(await runNoticeRule(api.app.db, customerRule, due, now)).toMatchObject({ rows: 1 });
    const [internal] = await outbox(data.id);
    const inDepartment = low.filter((a) => a.department_id === ids.department).map((a) => a.name);
    expect(internal!.content.split('\n')[0]).toBe(`部门余额 ${today}：${inDepartment.length} 个账户`);
    expect(listed(internal!.content).sort()).toEqual(inDepartment.sort());
    const [customer] = await outbox(customerRule);
    const ofCustomer = low.filter((a) => a.customer_id === ids.customer).map((a) => a.name);
    expect(listed(customer!.content).sort()).toEqual(ofCustomer.sort());
    expect(customer!.robot_id).toBe(ids.customerRobot);

    // The same due time again (a run repeated after a crash) queues nothing; the next one does.
    expect(await runNoticeRule(api.app.db, customerRule, due, now)).toMatchObject({ rows: 0 });
    expect(await outbox(customerRule)).toHaveLength(1);
    await runNoticeRule(api.app.db, customerRule, new Date(due.getTime() + 86_400_000), now);
    expect(await outbox(customerRule)).toHaveLength(2);
  });

  it('tell nothing when the event finds nothing', async () => {
    const { data } = await call<{ id: number }>('save', rule({ threshold: 1, name: '一天' }));
    const none = low.filter((a) => a.customer_id === ids.customer).length;
    const found = await lowOnRunway(1);
    const mine = found.filter((a) => a.customer_id === ids.customer).length;
    expect(none).toBeGreaterThanOrEqual(mine);
    await runNoticeRule(api.app.db, data.id, new Date(clock.now()), new Date(clock.now()));
    expect(await outbox(data.id)).toHaveLength(mine ? 1 : 0);
  });

  it('run now through the scheduler: the run is logged and its message queued', async () => {
    const { data } = await call<{ id: number }>('save', rule({ name: '立即执行' }));
    expect((await call('runNow', { id: data.id })).status).toBe(Status.OK);
    const runs = await runDueJobs(api, clock);
    expect(runs.map((r) => [r.kind, r.trigger])).toEqual([['notice.rule', 'manual']]);
    const log = await api.call<{ list: RunRow[] }>('GET', '/api/crm/automationLog/list', {
      token: tokens.admin,
      query: { job: 'notice.rule' },
    });
    expect(log.data.list[0]).toMatchObject({ status: 'ok', rows: 1 });
    // The run's details: the messages it queued, in the send log.
    const sent = await api.call<{ list: { robotName: string; ruleId: number }[] }>(
      'GET',
      '/api/crm/noticeSendLog/list',
      { token: tokens.admin, query: { runId: log.data.list[0]!.id } },
    );
    expect(sent.data.list).toMatchObject([{ robotName: '客户群', ruleId: data.id }]);
    expect(await outbox(data.id)).toHaveLength(1);
    const listedRule = (await call<RuleRow>('detail', { id: data.id }, 'admin', 'GET')).data;
    expect(listedRule).toMatchObject({ lastStatus: 'ok', sent: 1, failed: 0 });
  });

  it('preview on real data of the caller’s scope, with the robot’s reach, without saving', async () => {
    const preview = (user: string, values: Record<string, unknown>) =>
      call<PreviewAnswer>('preview', { event: 'lowBalance', threshold: RUNWAY_DAYS, ...values }, user);
    const template = '{{#rows}}{{account}}|\n{{/rows}}';
    const all = await preview('admin', { template });
    expect(all.status, all.desc).toBe(Status.OK);
    expect(all.data.rows).toBe(low.length);
    const withRobot = await preview('admin', {
      templateId: ids.customerTemplate,
      robotId: ids.customerRobot,
      name: '试',
    });
    expect(withRobot.data.rows).toBe(low.filter((a) => a.customer_id === ids.customer).length);
    expect(withRobot.data.messages[0]).toMatch(new RegExp(`^试 ${today}：`));
    // A department head reads their department's accounts only.
    const head = await preview('depthead', { template });
    expect(head.data.rows).toBe(low.filter((a) => a.department_id === ids.department).length);
    // A text being written is checked as a saved one.
    const bad = await preview('admin', { template: '{{acount}}' });
    expect(bad.status).toBe(Status.INVALID);
    expect(bad.desc).toContain(fieldLabel('template', 'zh'));
    expect((await preview('admin', {})).desc).toContain(fieldLabel('template', 'zh'));
    expect((await preview('operator', { template })).status).toBe(Status.FORBIDDEN);
    // A name every object inherits is no variable: refused naming it, never rendered as a function's source.
    for (const name of ['constructor', 'toString']) {
      const inherited = await preview('admin', { template: `{{date}} {{${name}}}` });
      expect(inherited.status, inherited.desc).toBe(Status.INVALID);
      expect(inherited.desc).toContain(`{{${name}}}`);
      expect(JSON.stringify(inherited.data)).not.toContain('native code');
    }
  });

  it('keep a template they use: deleting it is 150 naming the rules, and deletes nothing', async () => {
    const template = '{{rule}}：{{count}}';
    const used = (await save('noticeTemplate', { name: '在用的模板', template })).data.id;
    const saved = await call<{ id: number }>('save', rule({ name: '用模板的规则', templateId: used }));
    expect(saved.status, saved.desc).toBe(Status.OK);
    const del = (lang?: string) =>
      api.call('POST', '/api/crm/noticeTemplate/delete', {
        token: tokens.admin,
        body: { id: used },
        ...(lang ? { query: { lang } } : {}),
      });
    const refused = await del();
    expect(refused).toMatchObject({
      http: 200,
      status: Status.CONFLICT,
      desc: '该记录正被通知规则使用，不能删除',
    });
    expect((await del('en')).desc).toBe('This record is in use by notice rules and cannot be deleted');
    const kept = await queryRows(api.app.db, sql`select id from notice_templates where id = ${used}`);
    expect(kept).toHaveLength(1);
    // Once no rule uses it, it goes.
    expect((await call('delete', { id: saved.data.id })).status).toBe(Status.OK);
    expect((await del()).status).toBe(Status.OK);
  });

  it('tell the assignee’s department’s robot of a question assigned, with the assignment or not at all', async () => {
    const [operator] = await queryRows<{
      id: number;
      name: string;
      department_id: number;
      mobile: string | null;
    }>(api.app.db, sql`select id, name, department_id, mobile from users where username = 'operator'`);
    expect(operator!.department_id).toBe(ids.department);
    const template = (
      await save('internalNoticeTemplate', {
        name: '指派',
        template: '{{question}} → {{assignee}}（{{actor}}）',
      })
    ).data.id;
    const elsewhere = (
      await save('noticeRobot', {
        name: '别的部门群',
        kind: 'internal',
        departmentId: (
          await queryRows<{ id: number }>(
            api.app.db,
            // A sibling of the assignee's department: not theirs, nor one above it.
            sql`insert into departments (name, parent_id)
              select '别的部门', parent_id from departments where id = ${ids.department} returning id`,
          )
        )[0]!.id,
        webhookUrl: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=elsewhere-1',
      })
    ).data.id;
    const assign = async (title: string) => {
      const opened = await api.call<{ id: number }>('POST', '/api/crm/question/save', {
        token: tokens.admin,
        body: { title, subjectKind: 'customer', customerId: ids.customer },
      });
      expect(opened.status, opened.desc).toBe(Status.OK);
      const assigned = await api.call('POST', '/api/crm/question/assign', {
        token: tokens.admin,
        body: { id: opened.data.id, assigneeId: operator!.id },
      });
      expect(assigned.status, assigned.desc).toBe(Status.OK);
    };
    const told = (ruleId: number) =>
      queryRows<{ robot_id: number; content: string; mentions: { mobiles: string[] } | null }>(
        api.app.db,
        sql`select robot_id, content, mentions from notice_outbox where rule_id = ${ruleId}`,
      );

    // No rule of the event: an assignment tells no one.
    const before = await queryRows<{ n: number }>(
      api.app.db,
      sql`select count(*)::int as n from notice_outbox`,
    );
    await assign('无规则时');
    expect(await queryRows(api.app.db, sql`select count(*)::int as n from notice_outbox`)).toEqual(before);

    const { data } = await call<{ id: number }>('save', {
      name: '问题指派',
      event: 'questionAssigned',
      robotIds: [ids.internalRobot, elsewhere],
      templateId: template,
    });
    expect(await ruleJobs(data.id)).toEqual([]);
    expect((await call('runNow', { id: data.id })).status).toBe(Status.CONFLICT);
    await assign('账户余额对不上');
    const messages = await told(data.id);
    expect(messages.map((m) => [m.robot_id, m.content])).toEqual([
      [ids.internalRobot, `账户余额对不上 → ${operator!.name}（${await adminName()}）`],
    ]);
    if (operator!.mobile) expect(messages[0]!.mentions?.mobiles).toEqual([operator!.mobile]);
  });
});

const adminName = async () =>
  (await queryRows<{ name: string }>(api.app.db, sql`select name from users where username = 'admin'`))[0]!
    .name;
