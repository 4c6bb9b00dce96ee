import { z } from 'zod';
import type { ColumnValues } from '../columns';
import { command, type Endpoint, type StateMachine } from './endpoints';
import { bigId, day, flag, optionalId, requiredText } from './fields';
import { checkTemplate, problemParams } from '../notices/template';

/**
 * WeCom group robots (/weChatNotice): where notices go. A customer's group takes customer-facing templates, a
 * department's internal group the internal ones. The webhook URL holds the robot's key, its only credential:
 * the server keeps it and answers it masked, never whole.
 */

export const ROBOT_KINDS = {
  customer: { zh: '客户群', en: 'Customer group' },
  internal: { zh: '内部群', en: 'Internal group' },
} as const satisfies ColumnValues;
export type RobotKind = keyof typeof ROBOT_KINDS;
const KIND_NAMES = Object.keys(ROBOT_KINDS) as [RobotKind, ...RobotKind[]];

export interface RobotRow {
  id: number;
  name: string;
  /** The webhook URL with its key masked. */
  webhook: string;
  kind: RobotKind;
  customerId: number | null;
  customerName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  enabled: boolean;
  /** Messages waiting for it, and those it refused for good. */
  queued: number;
  failed: number;
  lastSentAt: string | null;
  version: number;
}

/** A robot's webhook: `…/cgi-bin/webhook/send?key=KEY`, as WeCom gives it (a key and nothing in its way). */
export const WEBHOOK_URL =
  /^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?\/cgi-bin\/webhook\/send\?(?:[^#\s]*&)?key=[^&#\s]+/;
/** Left empty (an edit's form, which never has it) it is not given. */
export const webhookUrl = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z.string({ error: 'required' }).trim().max(500).regex(WEBHOOK_URL, { error: 'webhookRule' }),
);

export const robotFilters = {
  kind: z.enum(KIND_NAMES).optional(),
  customerId: optionalId,
  departmentId: optionalId,
};

const robotFields = {
  name: requiredText(60),
  kind: z.enum(KIND_NAMES),
  customerId: optionalId,
  departmentId: optionalId,
  enabled: flag.default(true),
};

/** A new robot: its webhook URL is required (a customer's group names its customer: checked with the record). */
export const robotSaveInput = z.object({ ...robotFields, webhookUrl });

/** An edit: the fields given; a webhook URL left out keeps the one stored (the page never has it). */
export const robotEditInput = z.object({ ...robotFields, webhookUrl }).partial();

/** A message as the robot's group shows it (the console's fake robots keep what they were sent). */
export interface ReceivedRow {
  id: number;
  at: string;
  msgtype: string;
  content: string;
}
/** What the fake robot of a robot has shown in its group, newest first (none for a robot of WeCom's). */
export const ROBOT_RECEIVED: Endpoint = { method: 'GET', url: '/api/crm/noticeRobot/received' };

export const ROBOT_COMMANDS = {
  test: command({
    name: 'test',
    title: { zh: '发送测试消息', en: 'Send a test message' },
    input: z.object({}),
  }),
};

/** Where a message of the outbox stands. */
export const MESSAGE_STATUSES = {
  queued: { zh: '排队中', en: 'Queued', color: 'blue' },
  sending: { zh: '发送中', en: 'Sending', color: 'cyan' },
  sent: { zh: '已发送', en: 'Sent', color: 'green' },
  failed: { zh: '失败', en: 'Failed', color: 'red' },
} as const satisfies ColumnValues;
export type MessageStatus = keyof typeof MESSAGE_STATUSES;
const STATUS_NAMES = Object.keys(MESSAGE_STATUSES) as [MessageStatus, ...MessageStatus[]];

/** What queued a message. */
export const MESSAGE_SOURCES = {
  rule: { zh: '通知规则', en: 'Notice rule' },
  test: { zh: '测试消息', en: 'Test message' },
  resend: { zh: '重发', en: 'Resent' },
} as const satisfies ColumnValues;
const SOURCE_NAMES = Object.keys(MESSAGE_SOURCES) as [
  keyof typeof MESSAGE_SOURCES,
  ...(keyof typeof MESSAGE_SOURCES)[],
];

/** A message of the send log (noticeSendLog): what was sent to which robot, and how its last attempt went. */
export interface SendLogRow {
  id: number;
  robotId: number | null;
  robotName: string;
  ruleId: number | null;
  source: keyof typeof MESSAGE_SOURCES;
  msgtype: string;
  content: string;
  /** Its part of a text sent as several messages, and how many. */
  part: number;
  parts: number;
  status: MessageStatus;
  attempts: number;
  lastErrcode: number | null;
  lastErrmsg: string | null;
  createTime: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

export const sendLogFilters = {
  status: z.enum(STATUS_NAMES).optional(),
  source: z.enum(SOURCE_NAMES).optional(),
  robotId: optionalId,
  /** The messages a job run queued (a rule's run, from the automation log). */
  runId: z.preprocess((v) => (v === '' || v === null ? undefined : v), bigId.optional()),
  start: day.optional(),
  end: day.optional(),
};

/** An attempt to post a message: what the robot answered (-1: no answer came). */
export interface AttemptRow {
  id: number;
  at: string;
  errcode: number;
  errmsg: string;
  delivery: 'sent' | 'retry' | 'failed';
  ms: number;
}
export const ATTEMPT_DELIVERIES = {
  sent: { zh: '成功', en: 'Sent', color: 'green' },
  retry: { zh: '稍后重试', en: 'To retry', color: 'orange' },
  failed: { zh: '失败', en: 'Failed', color: 'red' },
} as const satisfies ColumnValues;

export const SEND_LOG_ATTEMPTS: Endpoint = { method: 'GET', url: '/api/crm/noticeSendLog/attempts' };

const MESSAGE_STATE: StateMachine<Pick<SendLogRow, 'status'>, MessageStatus> = {
  of: (row) => row.status,
  titles: MESSAGE_STATUSES,
};

export const SEND_LOG_COMMANDS = {
  /** A message refused for good, sent again once what was wrong is mended (the robot's key, say). */
  resend: command({
    name: 'resend',
    title: { zh: '重新发送', en: 'Resend' },
    input: z.object({}),
    from: { machine: MESSAGE_STATE, states: ['failed'] },
  }),
};

/** A notice template (noticeTemplate: customer-facing; internalNoticeTemplate: internal). */
export interface TemplateRow {
  id: number;
  name: string;
  audience: RobotKind;
  msgtype: 'text' | 'markdown';
  template: string;
  updateTime: string;
  version: number;
}

export const MESSAGE_TYPES = {
  text: { zh: '文本', en: 'Text' },
  markdown: { zh: 'Markdown', en: 'Markdown' },
} as const satisfies ColumnValues;
const TYPE_NAMES = Object.keys(MESSAGE_TYPES) as ['text', 'markdown'];

/** A template's text, refused naming what it does not know (common/notices/template.ts). */
export const templateText = requiredText(4_000).superRefine((value, ctx) => {
  const problem = checkTemplate(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: problemParams(problem) });
});

export const templateFilters = { msgtype: z.enum(TYPE_NAMES).optional() };
export const templateSaveInput = z.object({
  name: requiredText(60),
  msgtype: z.enum(TYPE_NAMES).default('text'),
  template: templateText,
});
