import { endpointsOf } from '@adops/common/contract/endpoints';
import {
  ATTEMPT_DELIVERIES,
  MESSAGE_SOURCES,
  MESSAGE_STATUSES,
  ROBOT_COMMANDS,
  ROBOT_KINDS,
  ROBOT_RECEIVED,
  type ReceivedRow,
  SEND_LOG_ATTEMPTS,
  SEND_LOG_COMMANDS,
  type AttemptRow,
  type RobotRow,
  type SendLogRow,
  MESSAGE_TYPES,
  type RobotKind,
  type TemplateRow,
} from '@adops/common/contract/notices';
import { RULE_EVENTS, RULE_PREVIEW } from '@adops/common/contract/noticeRules';
import { checkTemplate, problemParams } from '@adops/common/notices/template';
import type { OptionsDef, RelatedDef, ResourceDef } from '../../resource/types';

/** The WeCom notice pages (/weChatNotice) as definitions of the resource engine. */

export const ROBOT_OPTIONS: OptionsDef = {
  endpoint: endpointsOf('noticeRobot').list,
  params: { pageSize: 500 },
  value: 'id',
  label: (robot: RobotRow) => robot.name,
};

/** What a robot of the console's fake robots has shown in its group (the demo's robots post there). */
const RECEIVED: RelatedDef<RobotRow, ReceivedRow> = {
  key: 'received',
  label: 'notices.received',
  title: 'notices.receivedBy',
  endpoint: ROBOT_RECEIVED,
  idField: 'id',
  testId: 'received',
  columns: [
    { key: 'at', title: 'notices.attemptAt', kind: 'time', width: 170 },
    { key: 'msgtype', title: 'notices.msgtype', width: 100 },
    {
      key: 'content',
      title: 'notices.content',
      width: 480,
      render: (row) => <span style={{ whiteSpace: 'pre-line' }}>{row.content}</span>,
    },
  ],
};

/** The group robots: a webhook written once and shown masked; a test message sent through the outbox. */
export const ROBOTS: ResourceDef<RobotRow> = {
  path: 'noticeRobot',
  testId: 'robot',
  title: 'notices.robots',
  defaultSort: '-id',
  name: (row) => row.name,
  refreshes: ['noticeSendLog'],
  columns: [
    { key: 'name', title: 'notices.robotName', width: 180, sort: true },
    { key: 'kind', title: 'notices.robotKind', kind: 'enum', values: ROBOT_KINDS, width: 110, sort: true },
    { key: 'customerName', title: 'notices.customer', width: 160 },
    { key: 'departmentName', title: 'notices.department', width: 140 },
    { key: 'webhook', title: 'notices.webhook', width: 360 },
    { key: 'enabled', title: 'notices.enabled', kind: 'flag', width: 80 },
    { key: 'queued', title: 'notices.queued', kind: 'count', width: 90 },
    { key: 'failed', title: 'notices.failed', kind: 'count', width: 90 },
    { key: 'lastSentAt', title: 'notices.lastSentAt', kind: 'time', width: 170 },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword' },
    { name: 'kind', label: 'notices.robotKind', kind: 'enum', values: ROBOT_KINDS },
    { name: 'departmentId', label: 'notices.department', kind: 'department' },
  ],
  form: {
    fields: [
      { name: 'name', label: 'notices.robotName', kind: 'text', required: true, max: 60 },
      {
        name: 'kind',
        label: 'notices.robotKind',
        kind: 'enum',
        values: ROBOT_KINDS,
        required: true,
        initial: 'internal',
      },
      {
        name: 'customerId',
        label: 'notices.customer',
        kind: 'customer',
        shownWhen: (values) => values.kind === 'customer',
      },
      { name: 'departmentId', label: 'notices.department', kind: 'department' },
      // Written, never read back: empty when editing keeps the stored one.
      {
        name: 'webhookUrl',
        label: 'notices.webhookUrl',
        kind: 'text',
        max: 500,
        wide: true,
        help: 'notices.webhookHelp',
      },
      { name: 'enabled', label: 'notices.enabled', kind: 'flag', initial: true },
    ],
    values: (row) => ({
      name: row.name,
      kind: row.kind,
      customerId: row.customerId,
      departmentId: row.departmentId,
      enabled: row.enabled,
    }),
  },
  remove: { hint: 'notices.removeRobotHint' },
  related: [RECEIVED as RelatedDef<RobotRow, never>],
  commands: [{ contract: ROBOT_COMMANDS.test, confirm: 'notices.confirmTest' }],
};

const ATTEMPTS: RelatedDef<SendLogRow, AttemptRow> = {
  key: 'attempts',
  label: 'notices.attempts',
  title: 'notices.attemptsOf',
  endpoint: SEND_LOG_ATTEMPTS,
  idField: 'id',
  testId: 'attempt',
  columns: [
    { key: 'at', title: 'notices.attemptAt', kind: 'time', width: 170 },
    { key: 'delivery', title: 'notices.delivery', kind: 'enum', values: ATTEMPT_DELIVERIES, width: 100 },
    { key: 'errcode', title: 'notices.errcode', width: 90 },
    { key: 'errmsg', title: 'notices.errmsg', width: 320 },
    { key: 'ms', title: 'notices.ms', kind: 'count', width: 90 },
  ],
};

/** Every message of the outbox: its text as sent, where it stands, each attempt; a refused one resent. */
export const SEND_LOG: ResourceDef<SendLogRow> = {
  path: 'noticeSendLog',
  testId: 'sendLog',
  title: 'route.noticeSendLog',
  defaultSort: '-id',
  scrollX: 1900,
  name: (row) => `${row.robotName} #${row.id}`,
  columns: [
    { key: 'createTime', title: 'notices.createTime', kind: 'time', width: 170, sort: true, fixed: 'left' },
    { key: 'robotName', title: 'notices.robotName', width: 160 },
    { key: 'source', title: 'notices.source', kind: 'enum', values: MESSAGE_SOURCES, width: 110 },
    { key: 'content', title: 'notices.content', width: 420 },
    {
      key: 'status',
      title: 'notices.status',
      kind: 'enum',
      values: MESSAGE_STATUSES,
      width: 100,
      sort: true,
    },
    { key: 'attempts', title: 'notices.attemptCount', kind: 'count', width: 90 },
    { key: 'lastErrcode', title: 'notices.errcode', width: 90 },
    { key: 'lastErrmsg', title: 'notices.errmsg', width: 260 },
    { key: 'nextAttemptAt', title: 'notices.nextAttemptAt', kind: 'time', width: 170 },
    { key: 'sentAt', title: 'notices.sentAt', kind: 'time', width: 170 },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword' },
    { name: 'status', label: 'notices.status', kind: 'enum', values: MESSAGE_STATUSES },
    { name: 'source', label: 'notices.source', kind: 'enum', values: MESSAGE_SOURCES },
    { name: 'robotId', label: 'notices.robotName', kind: 'options', options: ROBOT_OPTIONS },
    // A run's messages, from the automation log.
    { name: 'runId', label: 'notices.runId', kind: 'number', fromUrl: true },
    { name: 'start', label: 'notices.start', kind: 'day' },
    { name: 'end', label: 'notices.end', kind: 'day' },
  ],
  related: [ATTEMPTS as RelatedDef<SendLogRow, never>],
  commands: [{ contract: SEND_LOG_COMMANDS.resend, confirm: 'notices.confirmResend' }],
};

/** One audience's templates: its page, its resource. */
const templates = (audience: RobotKind, path: string): ResourceDef<TemplateRow> => ({
  path,
  testId: `${audience}Template`,
  title: `route.${path}` as ResourceDef<TemplateRow>['title'],
  defaultSort: '-id',
  name: (row) => row.name,
  columns: [
    { key: 'name', title: 'notices.templateName', width: 200, sort: true },
    { key: 'msgtype', title: 'notices.msgtype', kind: 'enum', values: MESSAGE_TYPES, width: 110 },
    {
      key: 'template',
      title: 'notices.template',
      width: 520,
      render: (row) => <span style={{ whiteSpace: 'pre-line' }}>{row.template}</span>,
    },
    { key: 'updateTime', title: 'notices.updateTime', kind: 'time', width: 170, sort: true },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword' },
    { name: 'msgtype', label: 'notices.msgtype', kind: 'enum', values: MESSAGE_TYPES },
  ],
  form: {
    // Read with an event chosen in the preview; a template's name is no rule's.
    preview: {
      endpoint: RULE_PREVIEW,
      title: 'notices.preview',
      params: () => ({ name: undefined }),
      pick: { name: 'event', values: RULE_EVENTS, initial: 'lowBalance' },
    },
    fields: [
      { name: 'name', label: 'notices.templateName', kind: 'text', required: true, max: 60 },
      {
        name: 'msgtype',
        label: 'notices.msgtype',
        kind: 'enum',
        values: MESSAGE_TYPES,
        required: true,
        initial: 'text',
      },
      {
        name: 'template',
        label: 'notices.template',
        kind: 'textarea',
        required: true,
        max: 4_000,
        wide: true,
        help: 'notices.templateHelp',
        check: (value) => {
          const problem = checkTemplate(value);
          return problem && { message: problem.message, params: problemParams(problem) };
        },
      },
    ],
  },
  remove: {},
});

export const CUSTOMER_TEMPLATES = templates('customer', 'noticeTemplate');
export const INTERNAL_TEMPLATES = templates('internal', 'internalNoticeTemplate');
