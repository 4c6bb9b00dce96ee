import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { DEFAULT_LEAD_RATE_LIMITS, publicLeadUrl } from '@adops/common/contract/landing';
import {
  LEAD_PAGES_URL,
  LEAD_RATE_LIMITS_SAVE_URL,
  LEAD_RATE_LIMITS_URL,
  type LeadPageOption,
  type LeadRateLimitsAnswer,
  type LeadRow,
} from '@adops/common/contract/leads';
import { moduleOf } from '@adops/common/menu';
import { ROLE } from '@adops/common/roles';
import { signRequest } from '@adops/common/signing';
import { adAccounts, auditLog, customers, leads, roleModules, users } from '../src/db/schema';
import { createTestApi, type TestApi } from './harness';

/** The leads list (xhsAppCustomer): scope, masking of contacts, filters, follow-up edits, and the rate limits. */

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
/** Customer A: sold by `sales`, operated by `operator`, in `depthead`'s department. B: nobody's but the managers'. */
let customerA: number;
let customerB: number;
let pageA: number;
let pageB: number;

const FIELDS = [
  { key: 'name', kind: 'name', label: { zh: '姓名', en: 'Name' }, required: true },
  { key: 'phone', kind: 'phone', label: { zh: '手机号', en: 'Mobile' }, required: true },
  { key: 'email', kind: 'email', label: { zh: '邮箱', en: 'Email' } },
  { key: 'region', kind: 'region', label: { zh: '地区', en: 'Region' } },
  {
    key: 'budget',
    kind: 'choice',
    label: { zh: '预算', en: 'Budget' },
    required: true,
    options: [
      { value: 'low', zh: '1 万以下', en: 'Under ¥10k' },
      { value: 'high', zh: '5 万以上', en: 'Over ¥50k' },
    ],
  },
];

const as = <T = unknown>(
  who: string,
  method: 'GET' | 'POST',
  url: string,
  input: Record<string, unknown> = {},
) =>
  api.call<T>(
    method,
    url,
    method === 'GET' ? { token: tokens[who]!, query: input } : { token: tokens[who]!, body: input },
  );

const list = (who: string, filters: Record<string, unknown> = {}) =>
  as<{ list: LeadRow[]; total: number }>(who, 'GET', '/api/crm/lead/list', { pageSize: 100, ...filters });

const at = (shanghai: string) => new Date(`${shanghai}+08:00`);

/** A published page of the test's form for a customer; its id. */
async function publishedPage(slug: string, customerId: number, formId: number) {
  const saved = await as<{ id: number }>('admin', 'POST', '/api/crm/landingPage/save', {
    title: `页面 ${slug}`,
    slug,
    customerId,
    formId,
  });
  expect(saved.status, saved.desc).toBe(Status.OK);
  const published = await as('admin', 'POST', '/api/crm/landingPage/publish', { id: saved.data.id });
  expect(published.status, published.desc).toBe(Status.OK);
  return saved.data.id;
}

beforeAll(async () => {
  api = await createTestApi();
  const people = await api.app.db
    .select({
      id: users.id,
      username: users.username,
      departmentId: users.departmentId,
      groupId: users.groupId,
    })
    .from(users);
  for (const p of people) ids[p.username] = p.id;
  const operator = people.find((p) => p.username === 'operator')!;
  // The leads page for the roles the seed does not give it.
  await api.app.db.insert(roleModules).values(
    [ROLE.OPERATOR, ROLE.DEPARTMENT_HEAD].map((roleId) => ({
      roleId,
      moduleId: moduleOf('xhsAppCustomer'),
    })),
  );
  const [a, b] = await api.app.db
    .insert(customers)
    .values([
      { name: '甲客户', salesId: ids.sales },
      { name: '乙客户', salesId: null },
    ])
    .returning({ id: customers.id });
  customerA = a!.id;
  customerB = b!.id;
  await api.app.db.insert(adAccounts).values({
    platformId: 'lead-test-1',
    name: '甲客户账户',
    customerId: customerA,
    operatorId: operator.id,
    departmentId: operator.departmentId,
    groupId: operator.groupId,
  });
  for (const who of ['admin', 'gm', 'sales', 'operator', 'depthead', 'finance'])
    tokens[who] = (await api.login(who)).token;

  const form = await as<{ id: number }>('admin', 'POST', '/api/crm/landingForm/save', {
    name: '咨询表单',
    fields: FIELDS,
  });
  expect(form.status, form.desc).toBe(Status.OK);
  pageA = await publishedPage('page-a', customerA, form.data.id);
  pageB = await publishedPage('page-b', customerB, form.data.id);
  await api.app.db.insert(leads).values([
    {
      pageId: pageA,
      customerId: customerA,
      name: '张三',
      phone: '13812341234',
      email: 'zhang@example.com',
      regionCode: '440305',
      answers: { budget: { label: { zh: '预算', en: 'Budget' }, value: 'high' } },
      source: { utm_source: 'xiaohongshu', utm_campaign: 'autumn' },
      createdAt: at('2026-11-01T10:00:00'),
    },
    {
      pageId: pageA,
      customerId: customerA,
      name: '李四',
      phone: '13955556666',
      regionCode: '310115',
      status: 'following',
      createdAt: at('2026-11-10T10:00:00'),
    },
    {
      pageId: pageB,
      customerId: customerB,
      name: '王五',
      phone: '13700001111',
      email: 'wang@example.com',
      regionCode: '440106',
      createdAt: at('2026-11-20T23:30:00'),
    },
  ]);
});
afterAll(() => api.close());

const phones = (rows: LeadRow[]) => Object.fromEntries(rows.map((r) => [r.name, r.phone]));

describe('the list', () => {
  it('shows the admin every lead whole, with its page, advertiser, region, source and answers', async () => {
    const answer = await list('admin');
    expect(answer.status, answer.desc).toBe(Status.OK);
    expect(answer.data.total).toBe(3);
    // Newest first.
    expect(answer.data.list.map((r) => r.name)).toEqual(['王五', '李四', '张三']);
    expect(answer.data.list[2]).toMatchObject({
      phone: '13812341234',
      email: 'zhang@example.com',
      masked: false,
      regionCode: '440305',
      pageTitle: '页面 page-a',
      pageSlug: 'page-a',
      customerName: '甲客户',
      source: '来源：xiaohongshu；活动：autumn',
      answers: '预算：5 万以上',
      status: 'new',
      createTime: '2026-11-01 10:00:00',
    });
    const english = await api.call<{ list: LeadRow[] }>('GET', '/api/crm/lead/list', {
      token: tokens.admin!,
      query: { lang: 'en', keyword: '张三' },
    });
    expect(english.data.list[0]).toMatchObject({
      source: 'Source: xiaohongshu; Campaign: autumn',
      answers: 'Budget: Over ¥50k',
    });
  });

  it('shows the advertiser’s sales owner and operator its leads whole, and nobody else’s', async () => {
    const whole = { 张三: '13812341234', 李四: '13955556666' };
    for (const who of ['sales', 'operator']) {
      const answer = await list(who);
      expect(answer.status, `${who}: ${answer.desc}`).toBe(Status.OK);
      expect(phones(answer.data.list), who).toEqual(whole);
      expect(answer.data.list.every((r) => !r.masked)).toBe(true);
    }
  });

  it('masks phone and email for a caller who sees the leads without owning the advertiser', async () => {
    const gm = await list('gm');
    expect(phones(gm.data.list)).toEqual({ 张三: '138****1234', 李四: '139****6666', 王五: '137****1111' });
    expect(gm.data.list.find((r) => r.name === '王五')).toMatchObject({
      email: 'w***@example.com',
      masked: true,
    });
    // A department head sees the department's customer, masked.
    const head = await list('depthead');
    expect(phones(head.data.list)).toEqual({ 张三: '138****1234', 李四: '139****6666' });
    const detail = await as<LeadRow>('gm', 'GET', '/api/crm/lead/detail', {
      id: gm.data.list.find((r) => r.name === '张三')!.id,
    });
    expect(detail.data).toMatchObject({ phone: '138****1234', email: 'z***@example.com', masked: true });
  });

  it('finds a lead by phone for its owner only; others find it by name, masked', async () => {
    expect((await list('sales', { keyword: '13812341234' })).data.list.map((r) => r.name)).toEqual(['张三']);
    expect((await list('gm', { keyword: '13812341234' })).data.total).toBe(0);
    expect((await list('gm', { keyword: '1234' })).data.total).toBe(0);
    expect((await list('gm', { keyword: 'zhang@' })).data.total).toBe(0);
    const byName = await list('gm', { keyword: '张' });
    expect(phones(byName.data.list)).toEqual({ 张三: '138****1234' });
    expect((await list('admin', { keyword: 'wang@example' })).data.list.map((r) => r.name)).toEqual(['王五']);
  });

  it('filters by status, page, advertiser, assignee, days and region, and sorts', async () => {
    const names = async (filters: Record<string, unknown>) =>
      (await list('admin', filters)).data.list.map((r) => r.name);
    expect(await names({ status: 'following' })).toEqual(['李四']);
    expect(await names({ pageId: pageB })).toEqual(['王五']);
    expect(await names({ customerId: customerA, sort: 'createTime' })).toEqual(['张三', '李四']);
    expect(await names({ start: '2026-11-05', end: '2026-11-20' })).toEqual(['王五', '李四']);
    expect(await names({ start: '2026-11-21' })).toEqual([]);
    // A province takes its cities and counties; a county only itself.
    expect(await names({ regionCode: '440000', sort: 'name' })).toEqual(['张三', '王五'].sort());
    expect(await names({ regionCode: '440300' })).toEqual(['张三']);
    expect(await names({ regionCode: '310115' })).toEqual(['李四']);
    expect(await names({ assigneeId: ids.operator })).toEqual([]);
    const paged = await list('admin', { pageSize: 2, page: 2 });
    expect([paged.data.total, paged.data.list.map((r) => r.name)]).toEqual([3, ['张三']]);
  });

  it('refuses a bad filter with 130 naming it', async () => {
    const bad = await list('admin', { status: 'won' });
    expect(bad.status).toBe(Status.INVALID);
    expect(bad.desc).toContain('状态');
    const region = await list('admin', { regionCode: '44' });
    expect(region.status).toBe(Status.INVALID);
    expect(region.desc).toContain('所在地区');
  });

  it('offers the pages the caller sees as the page filter', async () => {
    const sales = await as<LeadPageOption[]>('sales', 'GET', LEAD_PAGES_URL);
    expect(sales.data.map((p) => p.slug)).toEqual(['page-a']);
    const gm = await as<LeadPageOption[]>('gm', 'GET', LEAD_PAGES_URL);
    expect(gm.data.map((p) => p.slug)).toEqual(['page-a', 'page-b']);
  });
});

describe('the export', () => {
  async function exported(who: string) {
    const token = tokens[who]!;
    const signature = signRequest(token, { salts: api.config.salts, now: api.clock.now() });
    const query = {
      columns: JSON.stringify([
        { key: 'name', title: '姓名' },
        { key: 'phone', title: '手机号' },
        { key: 'email', title: '邮箱' },
        { key: 'regionCode', title: '地区', kind: 'region' },
      ]),
      title: '留资客户',
      sort: 'createTime',
      ...signature,
    };
    const response = await api.fastify.inject({
      method: 'GET',
      url: '/api/crm/lead/export',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: { token, saltId: String(signature.saltId), timestamp: String(signature.timestamp) },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows.slice(3);
  }

  it('writes the contacts as the caller sees them: masked for a non-owner, whole for the owner', async () => {
    expect((await exported('gm'))[0]).toEqual([
      '张三',
      '138****1234',
      'z***@example.com',
      '广东省 深圳市 南山区',
    ]);
    expect((await exported('sales'))[0]).toEqual([
      '张三',
      '13812341234',
      'zhang@example.com',
      '广东省 深圳市 南山区',
    ]);
  });
});

describe('following a lead up', () => {
  const leadNamed = async (name: string) => (await list('admin', { keyword: name })).data.list[0]!;

  it('saves status, remark and assignee, nothing the visitor gave, with an audit entry', async () => {
    const lead = await leadNamed('张三');
    const saved = await as('sales', 'POST', '/api/crm/lead/save', {
      id: lead.id,
      version: lead.version,
      status: 'converted',
      remark: '已签约',
      assigneeId: ids.sales,
      phone: '13000000000',
      name: '改名',
    });
    expect(saved.status, saved.desc).toBe(Status.OK);
    // The answer carries no row: the stored one holds the whole contact.
    expect(saved.data).toBeNull();
    const after = await leadNamed('张三');
    expect(after).toMatchObject({
      status: 'converted',
      remark: '已签约',
      assigneeId: ids.sales,
      assigneeName: '李商务',
      phone: '13812341234',
      version: lead.version + 1,
    });
    expect((await list('admin', { assigneeId: ids.sales })).data.list.map((r) => r.name)).toEqual(['张三']);
    const [entry] = await api.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead'), eq(auditLog.entityId, String(lead.id))));
    expect(entry).toMatchObject({ action: 'update', actorId: ids.sales });
    expect(entry!.after).toMatchObject({ status: 'converted', remark: '已签约', assigneeId: ids.sales });

    // An edit that names only the remark keeps the rest; an empty one clears it.
    const cleared = await as('gm', 'POST', '/api/crm/lead/save', { id: lead.id, remark: '' });
    expect(cleared.status, cleared.desc).toBe(Status.OK);
    expect(await leadNamed('张三')).toMatchObject({
      status: 'converted',
      remark: null,
      assigneeId: ids.sales,
    });
    const unassigned = await as('admin', 'POST', '/api/crm/lead/save', { id: lead.id, assigneeId: null });
    expect(unassigned.status, unassigned.desc).toBe(Status.OK);
    expect((await leadNamed('张三')).assigneeId).toBeNull();
  });

  it('refuses bad input with 130 naming the field, and writes nothing', async () => {
    const lead = await leadNamed('李四');
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'won' }, '状态'],
      [{ remark: 'x'.repeat(501) }, '备注'],
      [{ assigneeId: 'abc' }, '处理人'],
    ];
    for (const [input, label] of cases) {
      const refused = await as('admin', 'POST', '/api/crm/lead/save', { id: lead.id, ...input });
      expect(refused.status, JSON.stringify(input)).toBe(Status.INVALID);
      expect(refused.desc).toContain(label);
    }
    const [stored] = await api.app.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored).toMatchObject({ status: 'following', note: null, version: lead.version });
  });

  it('is not for leads out of scope, assignees out of scope, or creating and deleting leads', async () => {
    const other = await leadNamed('王五');
    const outside = await as('sales', 'POST', '/api/crm/lead/save', { id: other.id, status: 'invalid' });
    expect(outside.status).toBe(Status.NOT_FOUND);
    const lead = await leadNamed('李四');
    const assignee = await as('sales', 'POST', '/api/crm/lead/save', { id: lead.id, assigneeId: ids.gm });
    expect(assignee.status).toBe(Status.FORBIDDEN);
    const created = await as('admin', 'POST', '/api/crm/lead/save', { status: 'new' });
    expect(created.status).toBe(Status.INVALID);
    const removed = await as('admin', 'POST', '/api/crm/lead/delete', { id: lead.id });
    expect(removed.http).toBe(404);
    const finance = await list('finance');
    expect(finance.status).toBe(Status.FORBIDDEN);
  });
});

describe('the rate limits', () => {
  it('are read with whether the caller may change them', async () => {
    const admin = await as<LeadRateLimitsAnswer>('admin', 'GET', LEAD_RATE_LIMITS_URL);
    expect(admin.data).toEqual({
      values: DEFAULT_LEAD_RATE_LIMITS,
      defaults: DEFAULT_LEAD_RATE_LIMITS,
      editable: true,
    });
    // The sales person holds the landing pages, but sees only their own customers.
    expect((await as<LeadRateLimitsAnswer>('sales', 'GET', LEAD_RATE_LIMITS_URL)).data.editable).toBe(false);
    const refused = await as('sales', 'POST', LEAD_RATE_LIMITS_SAVE_URL, { ...DEFAULT_LEAD_RATE_LIMITS });
    expect(refused.status).toBe(Status.FORBIDDEN);
    const noModule = await as('operator', 'POST', LEAD_RATE_LIMITS_SAVE_URL, { ...DEFAULT_LEAD_RATE_LIMITS });
    expect(noModule.status).toBe(Status.FORBIDDEN);
  });

  it('refuses a limit that is not a whole number in range, naming it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ perAddressPerMinute: 0, perPagePerDay: 500 }, '每个地址每分钟留资上限'],
      [{ perAddressPerMinute: 2.5, perPagePerDay: 500 }, '每个地址每分钟留资上限'],
      [{ perAddressPerMinute: 5, perPagePerDay: 1_000_001 }, '每个页面每天留资上限'],
      [{ perAddressPerMinute: 5 }, '每个页面每天留资上限'],
    ];
    for (const [input, label] of cases) {
      const refused = await as('admin', 'POST', LEAD_RATE_LIMITS_SAVE_URL, input);
      expect(refused.status, JSON.stringify(input)).toBe(Status.INVALID);
      expect(refused.desc).toContain(label);
    }
    expect((await as<LeadRateLimitsAnswer>('admin', 'GET', LEAD_RATE_LIMITS_URL)).data.values).toEqual(
      DEFAULT_LEAD_RATE_LIMITS,
    );
  });

  it('once saved, hold the public endpoint to them (160 past the new limit), with an audit entry', async () => {
    const saved = await as('gm', 'POST', LEAD_RATE_LIMITS_SAVE_URL, {
      perAddressPerMinute: 2,
      perPagePerDay: 100,
    });
    expect(saved.status, saved.desc).toBe(Status.OK);
    try {
      const submit = (phone: string) =>
        api.call('POST', publicLeadUrl('page-a'), {
          body: { name: '访客', phone, budget: 'low' },
          ip: '198.51.100.40',
        });
      expect((await submit('13600000001')).status).toBe(Status.OK);
      expect((await submit('13600000002')).status).toBe(Status.OK);
      expect((await submit('13600000003')).status).toBe(Status.TOO_MANY);
      const kept = await api.app.db
        .select({ phone: leads.phone })
        .from(leads)
        .where(inArray(leads.phone, ['13600000001', '13600000002', '13600000003']));
      expect(kept).toHaveLength(2);
      const [entry] = await api.app.db.select().from(auditLog).where(eq(auditLog.entity, 'leadRateLimits'));
      expect(entry).toMatchObject({
        action: 'update',
        actorId: ids.gm,
        before: DEFAULT_LEAD_RATE_LIMITS,
        after: { perAddressPerMinute: 2, perPagePerDay: 100 },
      });
    } finally {
      await as('admin', 'POST', LEAD_RATE_LIMITS_SAVE_URL, { ...DEFAULT_LEAD_RATE_LIMITS });
    }
  });
});
