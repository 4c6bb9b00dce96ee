import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import {
  LEAD_RATE_LIMITS_SETTING,
  publicLandingUrl,
  publicLeadUrl,
  type LandingImageAnswer,
  type LandingPageRow,
  type PublicLandingPage,
} from '@adops/common/contract/landing';
import { apiRoutes } from '../src/app';
import { writeSetting } from '../src/db/settings';
import { customers, leads, roleModules } from '../src/db/schema';
import { moduleOf } from '@adops/common/menu';
import { ROLE } from '@adops/common/roles';
import { announcement, anotherInstance, createTestApi, type TestApi } from './harness';

/** Lead capture: forms and pages in the console, the public page and its leads without a session. */

let api: TestApi;
let admin: string;
let customerId: number;
let formId: number;

const HOUR = 3_600_000;

/** Field definitions as the form builder sends them. */
const FIELDS = [
  { key: 'name', kind: 'name', label: { zh: '姓名', en: 'Name' }, required: true },
  { key: 'phone', kind: 'phone', label: { zh: '手机号', en: 'Mobile' }, required: true },
  { key: 'email', kind: 'email', label: { zh: '邮箱', en: 'Email' }, required: true },
  { key: 'region', kind: 'region', label: { zh: '地区', en: 'Region' } },
  {
    key: 'budget',
    kind: 'choice',
    label: { zh: '预算', en: 'Budget' },
    required: true,
    options: [
      { value: 'low', zh: '低', en: 'Low' },
      { value: 'high', zh: '高', en: 'High' },
    ],
  },
];

const crm = <T = unknown>(method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}) =>
  api.call<T>(method, url, method === 'GET' ? { token: admin, query: input } : { token: admin, body: input });

/** A page for the test's form, published unless `draft`. */
async function makePage(slug: string, draft = false, more: Record<string, unknown> = {}) {
  const saved = await crm<LandingPageRow>('POST', '/api/crm/landingPage/save', {
    title: `页面 ${slug}`,
    slug,
    customerId,
    formId,
    blocks: [{ kind: 'text', text: { zh: '欢迎', en: 'Welcome' } }, { kind: 'form' }],
    ...more,
  });
  expect(saved.status, saved.desc).toBe(Status.OK);
  if (!draft) {
    const published = await crm('POST', '/api/crm/landingPage/publish', { id: saved.data.id });
    expect(published.status, published.desc).toBe(Status.OK);
  }
  return saved.data;
}

let phoneSeq = 0;
/** A valid lead with a phone no other test has used. */
const goodLead = (more: Record<string, unknown> = {}) => ({
  name: '张三',
  phone: `139${String(10_000_000 + ++phoneSeq).slice(-8)}`,
  email: 'zhang@example.com',
  region: '440305',
  budget: 'high',
  utm_source: 'xiaohongshu',
  utm_campaign: 'autumn',
  ...more,
});

let ipSeq = 0;
/** An address no other test has used, so that the per-address limit is this test's alone. */
const freshIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

const submit = (
  slug: string,
  body: Record<string, unknown>,
  ip = freshIp(),
  query: Record<string, string> = {},
) => api.call<{ ok: boolean }>('POST', publicLeadUrl(slug), { body, ip, query });

const leadsOf = async (pageId: number) =>
  (await api.app.db.select({ n: count() }).from(leads).where(eq(leads.pageId, pageId)))[0]!.n;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
  const [customer] = await api.app.db
    .insert(customers)
    .values({ name: '落地页测试客户' })
    .returning({ id: customers.id });
  customerId = customer!.id;
  const form = await crm<{ id: number }>('POST', '/api/crm/landingForm/save', {
    name: '咨询表单',
    fields: FIELDS,
  });
  expect(form.status, form.desc).toBe(Status.OK);
  formId = form.data.id;
});
afterAll(() => api.close());

describe('forms', () => {
  it('refuses a field of a fixed kind under another key, and a form without a phone or an email', async () => {
    const wrongKey = await crm('POST', '/api/crm/landingForm/save', {
      name: 'x',
      fields: [{ key: 'mobile', kind: 'phone', label: { zh: '手机' } }],
    });
    expect(wrongKey.status).toBe(Status.INVALID);
    expect(wrongKey.desc).toBe('表单字段无效：字段标识 mobile 应为 phone');
    const noContact = await crm('POST', '/api/crm/landingForm/save', {
      name: 'x',
      fields: [{ key: 'name', kind: 'name', label: { zh: '姓名' } }],
    });
    expect(noContact.status).toBe(Status.INVALID);
    expect(noContact.desc).toContain('表单至少需要一个手机号或邮箱字段');
  });

  it('cannot delete a form a page shows (150)', async () => {
    await makePage('form-in-use');
    const refused = await crm('POST', '/api/crm/landingForm/delete', { id: formId });
    expect(refused.status).toBe(Status.CONFLICT);
    expect(refused.desc).toContain('页面 form-in-use');
  });
});

describe('forms within the scope of their pages', () => {
  it('lets a caller change or delete only a form whose every page they see, counting and naming only those', async () => {
    await api.app.db
      .insert(roleModules)
      .values(
        [moduleOf('xhsAppFallPage'), moduleOf('xhsAppFallPageForm')].map((moduleId) => ({
          roleId: ROLE.SALES,
          moduleId,
        })),
      )
      .onConflictDoNothing();
    const sales = await api.login('sales');
    const asSales = <T = unknown>(url: string, body: Record<string, unknown>) =>
      api.call<T>('POST', url, { token: sales.token, body });
    // Another advertiser's published page shows the test's form; sales cannot see that advertiser.
    await makePage('not-sales');
    const bankCard = [{ key: 'phone', kind: 'phone', label: { zh: '请输入银行卡密码' }, required: true }];
    const edit = await asSales('/api/crm/landingForm/save', { id: formId, name: '改了', fields: bankCard });
    expect(edit).toMatchObject({
      status: Status.FORBIDDEN,
      desc: '该落地页表单也被您数据权限范围之外的记录使用，不能修改或删除',
    });
    const removed = await asSales('/api/crm/landingForm/delete', { id: formId });
    expect(removed.status).toBe(Status.FORBIDDEN);
    expect(removed.desc).not.toContain('not-sales');
    const shown = await api.call<PublicLandingPage>('GET', publicLandingUrl('not-sales'));
    expect(shown.data.form.fields.map((f) => f.label)).toEqual(FIELDS.map((f) => f.label.zh));
    const listed = await api.call<{ list: { id: number; pageCount: number; publishedCount: number }[] }>(
      'GET',
      '/api/crm/landingForm/list',
      { token: sales.token, query: { pageSize: 100 } },
    );
    expect(listed.data.list.find((f) => f.id === formId)).toMatchObject({ pageCount: 0, publishedCount: 0 });

    // A form only their own advertiser's page shows is theirs to change; in use, its refusal names that page.
    const [own] = await api.app.db
      .insert(customers)
      .values({ name: '商务的客户', salesId: sales.id })
      .returning({ id: customers.id });
    const mine = await asSales<{ id: number }>('/api/crm/landingForm/save', {
      name: '商务表单',
      fields: FIELDS,
    });
    expect(mine.status, mine.desc).toBe(Status.OK);
    const page = await asSales('/api/crm/landingPage/save', {
      title: '商务的页面',
      slug: 'sales-own',
      customerId: own!.id,
      formId: mine.data.id,
      blocks: [{ kind: 'form' }],
    });
    expect(page.status, page.desc).toBe(Status.OK);
    const renamed = await asSales('/api/crm/landingForm/save', {
      id: mine.data.id,
      name: '商务表单二',
      fields: FIELDS,
    });
    expect(renamed.status, renamed.desc).toBe(Status.OK);
    const inUse = await asSales('/api/crm/landingForm/delete', { id: mine.data.id });
    expect(inUse.status).toBe(Status.CONFLICT);
    expect(inUse.desc).toContain('商务的页面');
  });
});

describe('the public page', () => {
  it('shows a published page in zh, and in en with lang=en', async () => {
    await makePage('show-me');
    const zh = await api.call<PublicLandingPage>('GET', publicLandingUrl('show-me'));
    expect(zh.status, zh.desc).toBe(Status.OK);
    expect(zh.data.title).toBe('页面 show-me');
    expect(zh.data.blocks[0]).toEqual({ kind: 'text', text: '欢迎' });
    expect(zh.data.form.fields.map((f) => f.label)).toEqual(['姓名', '手机号', '邮箱', '地区', '预算']);
    const en = await api.call<PublicLandingPage>('GET', publicLandingUrl('show-me'), {
      query: { lang: 'en' },
    });
    expect(en.data.blocks[0]).toEqual({ kind: 'text', text: 'Welcome' });
    expect(en.data.form.fields[4]!.options).toEqual([
      { value: 'low', label: 'Low' },
      { value: 'high', label: 'High' },
    ]);
  });

  it('answers a friendly not-found for an unknown or unpublished page, and refuses its leads', async () => {
    const draft = await makePage('still-draft', true);
    for (const slug of ['no-such-page', 'still-draft']) {
      const shown = await api.call('GET', publicLandingUrl(slug));
      expect(shown.status).toBe(Status.NOT_FOUND);
      expect(shown.desc).toBe('页面不存在或已下线');
    }
    const refused = await submit('still-draft', goodLead());
    expect(refused.status).toBe(Status.NOT_FOUND);
    expect(await leadsOf(draft.id)).toBe(0);
    // The console previews it all the same.
    const preview = await crm<PublicLandingPage>('GET', '/api/crm/landingPage/preview', { id: draft.id });
    expect(preview.status, preview.desc).toBe(Status.OK);
    expect(preview.data.slug).toBe('still-draft');
  });

  it('takes a page offline again', async () => {
    const page = await makePage('goes-offline');
    expect((await api.call('GET', publicLandingUrl('goes-offline'))).status).toBe(Status.OK);
    await crm('POST', '/api/crm/landingPage/unpublish', { id: page.id });
    expect((await api.call('GET', publicLandingUrl('goes-offline'))).status).toBe(Status.NOT_FOUND);
  });

  it('changed through one instance is shown changed by the other, which had read it before', async () => {
    const page = await makePage('two-views');
    const other = await anotherInstance(api);
    try {
      const title = async () =>
        (await other.call<PublicLandingPage>('GET', publicLandingUrl('two-views'), { ip: freshIp() })).data
          ?.title;
      expect(await title()).toBe(page.title);
      const heard = announcement(other.database, 'adops_landing');
      const stored = await crm<LandingPageRow>('GET', '/api/crm/landingPage/detail', { id: page.id });
      const { slug, customerId: advertiser, formId: form, blocks, version } = stored.data;
      const edited = await crm('POST', '/api/crm/landingPage/save', {
        ...{ id: page.id, slug, customerId: advertiser, formId: form, blocks, version },
        title: '改过的标题',
      });
      expect(edited.status, edited.desc).toBe(Status.OK);
      await heard;
      expect(await title()).toBe('改过的标题');
      await crm('POST', '/api/crm/landingPage/unpublish', { id: page.id });
      await expect.poll(title).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('a lead', () => {
  let page: LandingPageRow;
  beforeAll(async () => {
    page = await makePage('leads');
  });

  it('is stored once, with its answers, source and address', async () => {
    const lead = goodLead();
    const answer = await submit('leads', lead, '203.0.113.9');
    expect(answer.status, answer.desc).toBe(Status.OK);
    expect(answer.data).toEqual({ ok: true });
    const [stored] = await api.app.db.select().from(leads).where(eq(leads.phone, lead.phone));
    expect(stored).toMatchObject({
      pageId: page.id,
      customerId,
      name: '张三',
      email: 'zhang@example.com',
      regionCode: '440305',
      status: 'new',
      ip: '203.0.113.9',
      answers: { budget: { label: { zh: '预算', en: 'Budget' }, value: 'high' } },
      source: { utm_source: 'xiaohongshu', utm_campaign: 'autumn' },
    });
    expect(await leadsOf(page.id)).toBe(1);
  });

  it.each([
    ['phone', 'abc', '手机号码必须是数字', 'The mobile number must be digits'],
    ['phone', '1380013800', '手机号码必须是11位', 'The mobile number must be 11 digits'],
    ['phone', '10345678901', '请输入正确的手机号', 'Please enter a valid mobile number'],
    ['email', 'zhang@', '请输入正确的邮箱', 'Please enter a valid email address'],
    ['email', '', '请输入邮箱', 'Please enter an email address'],
  ])('with %s %j is refused with the spec’s message: %s', async (field, value, zh, en) => {
    const before = await leadsOf(page.id);
    const refused = await submit('leads', goodLead({ [field]: value }));
    expect(refused.status).toBe(Status.INVALID);
    expect(refused.desc).toBe(zh);
    expect((refused.data as unknown as { errors: { field: string }[] }).errors[0]!.field).toBe(field);
    const english = await submit('leads', goodLead({ [field]: value }), freshIp(), { lang: 'en' });
    expect(english.desc).toBe(en);
    expect(await leadsOf(page.id)).toBe(before);
  });

  it('is refused naming the form’s label when a required field is empty or a choice is not offered', async () => {
    const noName = await submit('leads', goodLead({ name: '' }));
    expect(noName.status).toBe(Status.INVALID);
    expect(noName.desc).toBe('请填写姓名');
    const badChoice = await submit('leads', goodLead({ budget: 'huge' }));
    expect(badChoice.desc).toBe('请从选项中选择预算');
    const badRegion = await submit('leads', goodLead({ region: '999999' }), freshIp(), { lang: 'en' });
    expect(badRegion.desc).toBe('Please choose a valid Region');
  });

  it('filled in by a robot (the honeypot) is thanked and kept nowhere', async () => {
    const before = await leadsOf(page.id);
    const robot = await submit('leads', goodLead({ website: 'http://spam.example' }));
    expect(robot.status).toBe(Status.OK);
    expect(robot.data).toEqual({ ok: true });
    expect(await leadsOf(page.id)).toBe(before);
  });

  it('with the same phone on the same page within 24 hours is kept once; the visitor sees success', async () => {
    const lead = goodLead();
    expect((await submit('leads', lead)).status).toBe(Status.OK);
    const again = await submit('leads', { ...lead, name: '张三丰' });
    expect(again.status).toBe(Status.OK);
    expect(again.data).toEqual({ ok: true });
    const kept = () => api.app.db.select({ name: leads.name }).from(leads).where(eq(leads.phone, lead.phone));
    expect(await kept()).toEqual([{ name: '张三' }]);
    // The same phone on another page is another lead.
    await makePage('leads-other');
    expect((await submit('leads-other', lead)).status).toBe(Status.OK);
    expect(await kept()).toHaveLength(2);
    // A day later it is a new lead again.
    api.clock.advance(25 * HOUR);
    expect((await submit('leads', lead)).status).toBe(Status.OK);
    expect(await kept()).toHaveLength(3);
    // The console's session has idled out meanwhile.
    admin = (await api.login('admin')).token;
  });

  it('sent several times at once with the same phone is kept once, and each visitor is thanked', async () => {
    const lead = goodLead();
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit('leads', lead)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(Status.OK));
    expect(await api.app.db.$count(leads, eq(leads.phone, lead.phone))).toBe(1);
  });
});

describe('rate limits', () => {
  it('answer 160 past 5 leads a minute from one address, also after a restart, and not the next minute', async () => {
    const page = await makePage('limited');
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) expect((await submit('limited', goodLead(), ip)).status).toBe(Status.OK);
    const refused = await submit('limited', goodLead(), ip);
    expect(refused.status).toBe(Status.TOO_MANY);
    expect(refused.desc).toBe('提交过于频繁，请稍后再试');
    expect(await leadsOf(page.id)).toBe(5);
    // Another address is not held back.
    expect((await submit('limited', goodLead())).status).toBe(Status.OK);

    // A server started again on the same database counts on.
    const restarted = await anotherInstance(api);
    try {
      const signed = await restarted.call('POST', publicLeadUrl('limited'), { body: goodLead(), ip });
      expect(signed.status).toBe(Status.TOO_MANY);
    } finally {
      await restarted.close();
    }
    api.clock.advance(61_000);
    expect((await submit('limited', goodLead(), ip)).status).toBe(Status.OK);
  });

  it('answer 160 past the page’s leads a day as set, across instances', async () => {
    await writeSetting(api.app.db, LEAD_RATE_LIMITS_SETTING, { perPagePerDay: 2 });
    try {
      const page = await makePage('daily');
      const other = await anotherInstance(api);
      try {
        expect((await submit('daily', goodLead())).status).toBe(Status.OK);
        const second = await other.call('POST', publicLeadUrl('daily'), { body: goodLead(), ip: freshIp() });
        expect(second.status).toBe(Status.OK);
        expect((await submit('daily', goodLead())).status).toBe(Status.TOO_MANY);
        const third = await other.call('POST', publicLeadUrl('daily'), { body: goodLead(), ip: freshIp() });
        expect(third.status).toBe(Status.TOO_MANY);
      } finally {
        await other.close();
      }
      expect(await leadsOf(page.id)).toBe(2);
    } finally {
      await writeSetting(api.app.db, LEAD_RATE_LIMITS_SETTING, {});
    }
  });
});

describe('images', () => {
  /** A multipart/form-data body with one file, encoded the way a browser does. */
  async function upload(bytes: Buffer, filename: string) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), filename);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return api.call<LandingImageAnswer>('POST', '/api/crm/landingImage/upload', {
      token: admin,
      body: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
  }
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 7),
  ]);

  it('stores a png by its bytes and serves it without a session, also on a page', async () => {
    const stored = await upload(PNG, 'banner.bin');
    expect(stored.status, stored.desc).toBe(Status.OK);
    expect(stored.data).toMatchObject({ mime: 'image/png', size: PNG.length });
    const served = await api.fastify.inject({ method: 'GET', url: stored.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    await makePage('with-banner', false, {
      bannerImageId: stored.data.id,
      blocks: [{ kind: 'image', imageId: stored.data.id }],
    });
    const shown = await api.call<PublicLandingPage>('GET', publicLandingUrl('with-banner'));
    expect(shown.data.bannerUrl).toBe(stored.data.url);
    expect(shown.data.blocks).toEqual([{ kind: 'image', url: stored.data.url }]);
    const unknown = await api.fastify.inject({
      method: 'GET',
      url: `/api/public/landing/image/${'0'.repeat(64)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a 3 MB image and a renamed non-image, naming the file', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await upload(big, 'photo.jpg');
    expect(tooBig.status).toBe(Status.INVALID);
    expect(tooBig.desc).toBe('文件无效：图片不能超过 2 MB');
    const renamed = await upload(Buffer.from('not an image at all'), 'photo.png');
    expect(renamed.status).toBe(Status.INVALID);
    expect(renamed.desc).toBe('文件无效：只支持 JPG、PNG 或 WebP 图片（按文件内容识别）');
  });
});

describe('without a session', () => {
  it('reaches only sign-in, the public settings and the public landing API', () => {
    const open = apiRoutes(api.app)
      .filter((r) => r.access === 'public')
      .map((r) => `${String(r.method)} ${r.url}`)
      .sort();
    expect(open).toEqual([
      'GET /api/crm/public/settings',
      'GET /api/crm/sys/login',
      'GET /api/public/landing/:slug',
      'POST /api/crm/sys/secondLogin',
      'POST /api/crm/sys/secondLogin/verify',
      'POST /api/public/landing/:slug/lead',
    ]);
  });

  it('gets none of the console’s landing data (110)', async () => {
    const page = await makePage('private-data', true);
    for (const [method, url, query] of [
      ['GET', '/api/crm/landingPage/list', {}],
      ['GET', '/api/crm/landingPage/preview', { id: page.id }],
      ['GET', '/api/crm/landingForm/list', {}],
      ['POST', '/api/crm/landingPage/publish', { id: page.id }],
    ] as const) {
      const answer = await api.call(method, url, { query });
      expect(answer.status, url).toBe(Status.NO_SESSION);
      expect(answer.data).toBeNull();
    }
  });
});

describe('the demo seed', () => {
  let seeded: TestApi;
  beforeAll(async () => {
    seeded = await createTestApi({}, { tier: 'small' });
  });
  afterAll(() => seeded.close());

  it('publishes /strategy?page=demo with name, phone, region and a choice, with a few leads the operator sees', async () => {
    const shown = await seeded.call<PublicLandingPage>('GET', publicLandingUrl('demo'));
    expect(shown.status, shown.desc).toBe(Status.OK);
    expect(shown.data.form.fields.map((f) => f.kind)).toEqual(['name', 'phone', 'region', 'choice']);
    await seeded.app.db
      .insert(roleModules)
      .values({ roleId: ROLE.OPERATOR, moduleId: moduleOf('xhsAppFallPage') });
    const operator = (await seeded.login('operator')).token;
    const pages = await seeded.call<{ list: LandingPageRow[] }>('GET', '/api/crm/landingPage/list', {
      token: operator,
    });
    expect(pages.status, pages.desc).toBe(Status.OK);
    expect(pages.data.list.map((p) => [p.slug, p.status])).toEqual([['demo', 'published']]);
    expect(pages.data.list[0]!.leadCount).toBeGreaterThanOrEqual(3);
  });
});
