import { z } from 'zod';
import type { ColumnKind, ColumnValues } from '../columns';
import { checkEmail } from '../validate';
import { command, type Endpoint } from './endpoints';
import { day, flag, optionalId, requiredId } from './fields';
import { cronExpression } from './jobs';
import { LEAD_STATUSES } from './landing';
import type { LeadRow } from './leads';

/**
 * Lead e-mails (xhsAppEmailSend [171]): per advertiser, who receives a digest of its new leads and when (a job of
 * the scheduler, kind `lead.digest`, one per setting); each digest carries the leads as an xlsx and is logged
 * with the mail server's answer. Without SMTP_URL a digest is kept whole in its log instead of sent.
 */

/** The most addresses a setting sends to. */
export const MAX_RECIPIENTS = 20;

/** A pasted list of addresses, one by one. */
export const recipientList = (text: string) => text.split(/[\s,;，；]+/).filter(Boolean);

/** The first address of a pasted list that breaks the spec's email rule, as its message; null when none does. */
export const checkRecipients = (text: string) =>
  recipientList(text)
    .map((address) => checkEmail(address, true))
    .find(Boolean) ?? null;

/**
 * Addresses as a list, or as text separated by commas, semicolons, spaces or lines (a pasted list); each by the
 * spec's email rule, whose message names the list as a whole (the form's one field).
 */
export const recipientsInput = z.preprocess(
  (v) => (typeof v === 'string' ? recipientList(v) : v),
  z
    .array(z.string().trim().max(254))
    .min(1, { error: 'required' })
    .max(MAX_RECIPIENTS, { error: 'tooManyRecipients' })
    .superRefine((list, ctx) => {
      const failed = list.map((address) => checkEmail(address, true)).find(Boolean);
      if (failed) ctx.addIssue({ code: 'custom', message: failed });
    })
    .transform((list) => [...new Set(list.map((address) => address.toLowerCase()))]),
);

export interface LeadEmailRow {
  id: number;
  customerId: number;
  customerName: string | null;
  recipients: string[];
  cron: string;
  enabled: boolean;
  /** Leads of the advertiser not yet in a digest. */
  pending: number;
  nextRunAt: string | null;
  lastSentAt: string | null;
  lastResult: LeadEmailResult | null;
  createTime: string;
  version: number;
}

export const leadEmailFilters = {
  customerId: optionalId,
  enabled: flag.optional(),
};

export const leadEmailSaveInput = z.object({
  customerId: requiredId,
  recipients: recipientsInput,
  cron: cronExpression,
  enabled: flag.default(true),
});

/** The schedule a new setting starts with: every morning at nine. */
export const DEFAULT_DIGEST_CRON = '0 9 * * *';

export const LEAD_EMAIL_COMMANDS = {
  /** Its job's run asked for now: the leads not yet sent go out at the scheduler's next look. */
  sendNow: command({
    name: 'sendNow',
    title: { zh: '立即发送', en: 'Send now' },
    input: z.object({}),
  }),
};

/** How a digest went: `sending` until the mail server has answered and the answer is written. */
export const LEAD_EMAIL_RESULTS = {
  sending: { zh: '发送中', en: 'Sending', color: 'blue' },
  ok: { zh: '已发送', en: 'Sent', color: 'green' },
  failed: { zh: '发送失败', en: 'Failed', color: 'red' },
  kept: { zh: '已留存（未配置 SMTP）', en: 'Kept (no SMTP)', color: 'default' },
} as const satisfies ColumnValues;
export type LeadEmailResult = keyof typeof LEAD_EMAIL_RESULTS;
const RESULT_NAMES = Object.keys(LEAD_EMAIL_RESULTS) as [LeadEmailResult, ...LeadEmailResult[]];

/** A digest as the send log shows it. */
export interface LeadEmailLogRow {
  id: number;
  settingId: number | null;
  customerId: number;
  customerName: string | null;
  recipients: string[];
  subject: string;
  messageId: string;
  leadCount: number;
  result: LeadEmailResult;
  /** The mail server's answer (`250 …`), or what went wrong. */
  answer: string | null;
  /** Whether the whole message is kept in the log (sent without SMTP). */
  kept: boolean;
  createTime: string;
  finishTime: string | null;
}

export const leadEmailLogFilters = {
  customerId: optionalId,
  settingId: optionalId,
  result: z.enum(RESULT_NAMES).optional(),
  start: day.optional(),
  end: day.optional(),
};

/** A digest's whole message as it was kept (RFC 822 text), for the log's dialog. */
export const LEAD_EMAIL_MESSAGE: Endpoint = { method: 'GET', url: '/api/crm/leadEmailLog/message' };
export interface KeptMessage {
  id: number;
  raw: string;
}

/** Whether this server sends over SMTP, or keeps the messages in the log (the page says so). */
export const LEAD_EMAIL_TRANSPORT: Endpoint = { method: 'GET', url: '/api/crm/leadEmail/transport' };
export interface LeadEmailTransport {
  smtp: boolean;
}

/** The columns of a digest's sheet: the leads as the leads list (xhsAppCustomer) shows them. */
export const LEAD_SHEET_COLUMNS = [
  { key: 'name', title: { zh: '姓名', en: 'Name' }, kind: 'text' },
  { key: 'phone', title: { zh: '手机号', en: 'Mobile' }, kind: 'text' },
  { key: 'email', title: { zh: '邮箱', en: 'Email' }, kind: 'text' },
  { key: 'regionCode', title: { zh: '地区', en: 'Region' }, kind: 'region' },
  { key: 'pageTitle', title: { zh: '落地页', en: 'Landing page' }, kind: 'text' },
  { key: 'pageSlug', title: { zh: '页面标识', en: 'Page slug' }, kind: 'text' },
  { key: 'customerName', title: { zh: '广告主', en: 'Advertiser' }, kind: 'text' },
  { key: 'source', title: { zh: '来源', en: 'Source' }, kind: 'text' },
  { key: 'answers', title: { zh: '其他信息', en: 'Other answers' }, kind: 'text' },
  { key: 'status', title: { zh: '跟进状态', en: 'Follow-up' }, kind: 'enum', values: LEAD_STATUSES },
  { key: 'remark', title: { zh: '跟进记录', en: 'Note' }, kind: 'text' },
  { key: 'assigneeName', title: { zh: '跟进人', en: 'Assignee' }, kind: 'text' },
  { key: 'createTime', title: { zh: '提交时间', en: 'Submitted' }, kind: 'time' },
] as const satisfies readonly {
  key: keyof LeadRow;
  title: { zh: string; en: string };
  kind: ColumnKind;
  values?: ColumnValues;
}[];

/** A lead as a digest's sheet has it: whole (its readers are the advertiser's own people). */
export type LeadSheetRow = Pick<LeadRow, (typeof LEAD_SHEET_COLUMNS)[number]['key'] | 'id'>;
