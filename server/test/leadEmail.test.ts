import ExcelJS from 'exceljs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { simpleParser, type Attachment } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { publicLeadUrl, type LandingPageRow } from '@adops/common/contract/landing';
import type {
  KeptMessage,
  LeadEmailLogRow,
  LeadEmailRow,
  LeadEmailTransport,
} from '@adops/common/contract/leadEmail';
import type { ListResult } from '@adops/common/contract/fields';
import { queryRows } from '../src/db/rows';
import { customers, leads, scheduledJobs, users } from '../src/db/schema';
import { XLSX_TYPE } from '../src/export/xlsx';
import { shanghaiDay } from '../src/time';
import { anotherInstance, createTestApi, type TestApi } from './harness';
import { runDueJobs } from './jobRuns';
import { startSmtpPeer, type SmtpPeer } from './fakes/smtpPeer';

/**
 * Lead e-mails against a real SMTP server in the test's process: a digest of an advertiser's new leads arrives
 * with its recipients, subject and the leads as an xlsx; a refusal is logged with the server's words and the
 * leads go in the next run; without SMTP_URL the message is kept whole in the log.
 */

let api: TestApi;
let peer: SmtpPeer;
let admin: string;
/** The advertiser the sales user owns, and one they do not. */
let ownCustomer: number;
let otherCustomer: number;
const pages = new Map<number, string>();

const crm = <T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  input: Record<string, unknown> = {},
  token = admin,
) => api.call<T>(method, url, method === 'GET' ? { token, query: input } : { token, body: input });

let seq = 0;
/** A lead submitted on the advertiser's page as a visitor would, from an address of its own; gives its phone. */
async function submitLead(customerId: number, name: string) {
  seq++;
  const phone = `137${String(10_000_000 + seq).slice(-8)}`;
  const answer = await api.call('POST', publicLeadUrl(pages.get(customerId)!), {
    body: { name, phone, region: '440305' },
    ip: `10.9.${Math.floor(seq / 250)}.${(seq % 250) + 1}`,
  });
  expect(answer.status, answer.desc).toBe(Status.OK);
  return phone;
}

async function makeSetting(
  customerId: number,
  recipients: unknown = ['Ops@Example.com', 'boss@example.com'],
) {
  const saved = await crm<LeadEmailRow>('POST', '/api/crm/leadEmail/save', {
    customerId,
    recipients,
    cron: '0 9 * * *',
  });
  expect(saved.status, saved.desc).toBe(Status.OK);
  return saved.data;
}

const sendNow = async (id: number, token = admin) => {
  // A run is recorded once per job and due time: each ask is a moment of its own.
  api.clock.advance(1_000);
  const asked = await crm('POST', '/api/crm/leadEmail/sendNow', { id }, token);
  expect(asked.status, asked.desc).toBe(Status.OK);
  return runDueJobs(api, api.clock);
};

const log = async (filters: Record<string, unknown> = {}, token = admin) => {
  const answer = await crm<ListResult<LeadEmailLogRow>>('GET', '/api/crm/leadEmailLog/list', filters, token);
  expect(answer.status, answer.desc).toBe(Status.OK);
  return answer.data.list;
};

/** The rows of a digest's sheet below its heading and column titles. */
async function sheetRows(attachment: Pick<Attachment, 'content'>): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(attachment.content as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row, number) => {
    if (number > 2) rows.push((row.values as unknown[]).slice(1).map(String));
  });
  return rows;
}

const unsent = async (customerId: number) =>
  (
    await api.app.db
      .select({ phone: leads.phone })
      .from(leads)
      .where(and(eq(leads.customerId, customerId), isNull(leads.emailedAt)))
  ).map((l) => l.phone);

beforeAll(async () => {
  peer = await startSmtpPeer();
  api = await createTestApi({ SMTP_URL: peer.url, MAIL_FROM: '线索通知 <leads@adops.example>' });
  admin = (await api.login('admin')).token;
  const [sales] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'sales'));
  const made = await api.app.db
    .insert(customers)
    .values([{ name: '邮件客户甲', salesId: sales!.id }, { name: '邮件客户乙' }])
    .returning({ id: customers.id });
  [ownCustomer, otherCustomer] = made.map((c) => c.id) as [number, number];
  const form = await crm<{ id: number }>('POST', '/api/crm/landingForm/save', {
    name: '邮件测试表单',
    fields: [
      { key: 'name', kind: 'name', label: { zh: '姓名' }, required: true },
      { key: 'phone', kind: 'phone', label: { zh: '手机号' }, required: true },
      { key: 'region', kind: 'region', label: { zh: '地区' } },
    ],
  });
  expect(form.status, form.desc).toBe(Status.OK);
  for (const [customerId, slug] of [
    [ownCustomer, 'mail-own'],
    [otherCustomer, 'mail-other'],
  ] as const) {
    const page = await crm<LandingPageRow>('POST', '/api/crm/landingPage/save', {
      title: `页面 ${slug}`,
      slug,
      customerId,
      formId: form.data.id,
    });
    expect(page.status, page.desc).toBe(Status.OK);
    await crm('POST', '/api/crm/landingPage/publish', { id: page.data.id });
    pages.set(customerId, slug);
  }
});
afterAll(async () => {
  await api?.close();
  await peer?.close();
});
beforeEach(() => peer.refuse(null));

describe('a setting', () => {
  it('refuses a bad recipient with 130 naming the field, and a second setting of one advertiser with 150', async () => {
    const bad = await crm('POST', '/api/crm/leadEmail/save', {
      customerId: otherCustomer,
      recipients: 'ok@example.com, not-an-address',
      cron: '0 9 * * *',
    });
    expect(bad.status).toBe(Status.INVALID);
    expect(bad.desc).toBe('收件人无效：请输入正确的邮箱');
    const none = await crm('POST', '/api/crm/leadEmail/save', {
      customerId: otherCustomer,
      recipients: [],
      cron: '0 9 * * *',
    });
    expect(none.status).toBe(Status.INVALID);
    expect(none.desc).toContain('收件人');
    const badCron = await crm('POST', '/api/crm/leadEmail/save', {
      customerId: otherCustomer,
      recipients: ['ok@example.com'],
      cron: 'every day',
    });
    expect(badCron.status).toBe(Status.INVALID);
    expect(badCron.desc).toContain('Cron 表达式');

    const first = await makeSetting(otherCustomer, 'a@example.com; b@example.com');
    expect(first.recipients).toEqual(['a@example.com', 'b@example.com']);
    expect(first.cron).toBe('0 9 * * *');
    expect(first.nextRunAt).toMatch(/ 09:00:00$/);
    const twice = await crm('POST', '/api/crm/leadEmail/save', {
      customerId: otherCustomer,
      recipients: ['c@example.com'],
      cron: '0 9 * * *',
    });
    expect(twice.status).toBe(Status.CONFLICT);
    expect(twice.desc).toBe('该广告主已有邮件发送设置');

    const edited = await crm<LeadEmailRow>('POST', '/api/crm/leadEmail/save', {
      id: first.id,
      cron: '30 8 * * 1',
    });
    expect(edited.status, edited.desc).toBe(Status.OK);
    expect(edited.data).toMatchObject({ cron: '30 8 * * 1', recipients: ['a@example.com', 'b@example.com'] });
    expect(edited.data.nextRunAt).toMatch(/ 08:30:00$/);

    const removed = await crm('POST', '/api/crm/leadEmail/delete', { id: first.id });
    expect(removed.status, removed.desc).toBe(Status.OK);
    expect(await api.app.db.$count(scheduledJobs, eq(scheduledJobs.refId, first.id))).toBe(0);
  });
});

describe('the digest', () => {
  let setting: LeadEmailRow;
  beforeAll(async () => {
    setting = await makeSetting(ownCustomer);
  });

  it('arrives with the recipients, the subject and an xlsx of exactly the new leads; a second run sends nothing', async () => {
    const phones = [await submitLead(ownCustomer, '张一'), await submitLead(ownCustomer, '张二')];
    await submitLead(otherCustomer, '别家的线索');
    const pending = await crm<LeadEmailRow>('GET', '/api/crm/leadEmail/detail', { id: setting.id });
    expect(pending.data.pending).toBe(2);

    await sendNow(setting.id);
    expect(peer.received).toHaveLength(1);
    const [arrived] = peer.received;
    expect(arrived!.to.sort()).toEqual(['boss@example.com', 'ops@example.com']);
    expect(arrived!.from).toBe('leads@adops.example');
    const day = shanghaiDay(api.clock.now());
    expect(arrived!.mail.subject).toBe(`【新线索】邮件客户甲：2 条新线索（${day}）`);
    expect(arrived!.mail.text).toContain('邮件客户甲 有 2 条新线索');
    const [sheet] = arrived!.mail.attachments;
    expect(sheet!.contentType).toBe(XLSX_TYPE);
    expect(sheet!.filename).toBe(`新线索_邮件客户甲_${day}.xlsx`);
    const rows = await sheetRows(sheet!);
    expect(rows.map((r) => [r[0], r[1], r[3], r[6]])).toEqual([
      ['张一', phones[0], '广东省 深圳市 南山区', '邮件客户甲'],
      ['张二', phones[1], '广东省 深圳市 南山区', '邮件客户甲'],
    ]);
    expect(await unsent(ownCustomer)).toEqual([]);
    expect(await unsent(otherCustomer)).toHaveLength(1);

    const [sent] = await log({ customerId: ownCustomer });
    expect(sent).toMatchObject({
      result: 'ok',
      leadCount: 2,
      recipients: ['ops@example.com', 'boss@example.com'],
      subject: arrived!.mail.subject,
      messageId: arrived!.mail.messageId,
      kept: false,
    });
    expect(sent!.answer).toBe('250 OK: queued as 1');
    expect(sent!.messageId).toMatch(/^<lead-digest-\d+@adops\.example>$/);

    await sendNow(setting.id);
    expect(peer.received).toHaveLength(1);
    expect(await log({ customerId: ownCustomer })).toHaveLength(1);
  });

  it('logs a refusal in the server’s words, leaves the leads unsent, and sends them in the next run', async () => {
    const before = peer.received.length;
    const phones = [await submitLead(ownCustomer, '李一'), await submitLead(ownCustomer, '李二')];
    peer.refuse({ at: 'rcpt', code: 550, message: 'No such mailbox here' });
    const [run] = await sendNow(setting.id);
    expect(run).toBeDefined();
    expect(peer.received).toHaveLength(before);
    const [refused] = await log({ customerId: ownCustomer, result: 'failed' });
    expect(refused!.answer).toContain('550 No such mailbox here');
    expect(refused!.leadCount).toBe(2);
    expect((await unsent(ownCustomer)).sort()).toEqual([...phones].sort());

    peer.refuse({ at: 'data', code: 554, message: 'Message rejected as spam' });
    await sendNow(setting.id);
    expect(peer.received).toHaveLength(before);
    const failures = await log({ customerId: ownCustomer, result: 'failed' });
    expect(failures).toHaveLength(2);
    expect(failures[0]!.answer).toContain('554 Message rejected as spam');
    expect(await unsent(ownCustomer)).toHaveLength(2);

    // The schedule's next run, the server accepting again.
    peer.refuse(null);
    api.clock.advance(25 * 3_600_000);
    await runDueJobs(api, api.clock);
    // A day on, the session has lapsed.
    admin = (await api.login('admin')).token;
    expect(peer.received).toHaveLength(before + 1);
    const rows = await sheetRows(peer.received.at(-1)!.mail.attachments[0]!);
    expect(rows.map((r) => r[1])).toEqual(phones);
    expect(await unsent(ownCustomer)).toEqual([]);
    // Each try was a digest of its own, with its own Message-ID.
    const ids = (await log({ customerId: ownCustomer })).map((row) => row.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sends nothing while there are no new leads (no e-mail, no log row)', async () => {
    const before = (await log()).length;
    await sendNow(setting.id);
    expect((await log()).length).toBe(before);
  });
});

describe('without SMTP_URL', () => {
  it('keeps each message whole in the log instead of sending it, and the page is told so', async () => {
    const demo = await anotherInstance(api);
    try {
      const told = await demo.call<LeadEmailTransport>('GET', '/api/crm/leadEmail/transport', {
        token: admin,
      });
      expect(told.data).toEqual({ smtp: false });
    } finally {
      await demo.close();
    }
    expect((await crm<LeadEmailTransport>('GET', '/api/crm/leadEmail/transport')).data).toEqual({
      smtp: true,
    });

    const setting = await makeSetting(otherCustomer, ['kept@example.com']);
    const before = peer.received.length;
    api.clock.advance(1_000);
    await crm('POST', '/api/crm/leadEmail/sendNow', { id: setting.id });
    await runDueJobs({ ...api, config: { ...api.config, smtpUrl: undefined } }, api.clock);
    expect(peer.received).toHaveLength(before);
    const [kept] = await log({ customerId: otherCustomer });
    expect(kept).toMatchObject({ result: 'kept', kept: true, leadCount: 1, answer: null });
    expect(await unsent(otherCustomer)).toEqual([]);

    const whole = await crm<KeptMessage>('GET', '/api/crm/leadEmailLog/message', { id: kept!.id });
    expect(whole.status, whole.desc).toBe(Status.OK);
    expect(whole.data.raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    const mail = await simpleParser(whole.data.raw);
    expect(mail.messageId).toBe(kept!.messageId);
    expect(mail.subject).toBe(kept!.subject);
    expect((await sheetRows(mail.attachments[0]!)).map((r) => r[0])).toEqual(['别家的线索']);

    const sentOne = (await log({ customerId: ownCustomer, result: 'ok' }))[0]!;
    const notKept = await crm('GET', '/api/crm/leadEmailLog/message', { id: sentOne.id });
    expect(notKept.status).toBe(Status.CONFLICT);
  });
});

describe('scope', () => {
  it('shows a sales user the settings and log of their own advertisers only', async () => {
    const sales = (await api.login('sales')).token;
    const settings = await crm<ListResult<LeadEmailRow>>('GET', '/api/crm/leadEmail/list', {}, sales);
    expect(settings.status, settings.desc).toBe(Status.OK);
    expect(settings.data.list.map((s) => s.customerId)).toEqual([ownCustomer]);
    const rows = await log({}, sales);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.customerId))).toEqual(new Set([ownCustomer]));

    const [others] = await queryRows<{ id: number }>(
      api.app.db,
      sql`select id from lead_email_settings where customer_id = ${otherCustomer}`,
    );
    const refused = await crm('POST', '/api/crm/leadEmail/sendNow', { id: others!.id }, sales);
    expect(refused.status).not.toBe(Status.OK);
    const outside = await crm(
      'POST',
      '/api/crm/leadEmail/save',
      { id: others!.id, recipients: ['me@example.com'] },
      sales,
    );
    expect(outside.status).not.toBe(Status.OK);
  });
});

describe('the demo seed', () => {
  let seeded: TestApi;
  beforeAll(async () => {
    seeded = await createTestApi({}, { tier: 'small' });
  });
  afterAll(() => seeded?.close());

  it('has a daily digest for the demo page’s advertiser, whose run keeps its leads in the log', async () => {
    const token = (await seeded.login('admin')).token;
    const settings = await seeded.call<ListResult<LeadEmailRow>>('GET', '/api/crm/leadEmail/list', {
      token,
    });
    expect(settings.data.list).toHaveLength(1);
    const [setting] = settings.data.list;
    expect(setting).toMatchObject({ cron: '0 9 * * *', enabled: true, pending: 5 });
    expect(setting!.nextRunAt).toMatch(/ 09:00:00$/);

    seeded.clock.advance(1_000);
    await seeded.call('POST', '/api/crm/leadEmail/sendNow', { token, body: { id: setting!.id } });
    await runDueJobs(seeded, seeded.clock);
    const kept = await seeded.call<ListResult<LeadEmailLogRow>>('GET', '/api/crm/leadEmailLog/list', {
      token,
    });
    expect(kept.data.list.map((row) => [row.result, row.leadCount])).toEqual([['kept', 5]]);
  });
});
