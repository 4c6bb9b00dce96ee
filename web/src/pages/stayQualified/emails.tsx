import { checkCron } from '@adops/common/cron';
import {
  checkRecipients,
  DEFAULT_DIGEST_CRON,
  LEAD_EMAIL_COMMANDS,
  LEAD_EMAIL_MESSAGE,
  LEAD_EMAIL_RESULTS,
  type KeptMessage,
  type LeadEmailLogRow,
  type LeadEmailRow,
} from '@adops/common/contract/leadEmail';
import type { ResourceDef } from '../../resource/types';

/** A list of addresses in a cell or a form: one a line. */
const addresses = (list: readonly string[]) => list.join('\n');

/**
 * Lead e-mail settings: an advertiser, its recipients and its schedule (a job of the scheduler); sent now through
 * its job.
 */
export const LEAD_EMAILS: ResourceDef<LeadEmailRow> = {
  path: 'leadEmail',
  testId: 'leadEmail',
  title: 'route.xhsAppEmailSend',
  defaultSort: '-id',
  scrollX: 1400,
  name: (row) => row.customerName ?? String(row.customerId),
  refreshes: ['leadEmailLog'],
  columns: [
    { key: 'customerName', title: 'leadEmail.customer', width: 180, sort: true, fixed: 'left' },
    {
      key: 'recipients',
      title: 'leadEmail.recipients',
      width: 260,
      render: (row) => <span style={{ whiteSpace: 'pre-line' }}>{addresses(row.recipients)}</span>,
    },
    { key: 'cron', title: 'leadEmail.cron', width: 120 },
    { key: 'enabled', title: 'leadEmail.enabled', kind: 'flag', width: 80 },
    { key: 'pending', title: 'leadEmail.pending', kind: 'count', width: 110 },
    { key: 'nextRunAt', title: 'leadEmail.nextRunAt', kind: 'time', width: 170 },
    { key: 'lastSentAt', title: 'leadEmail.lastSentAt', kind: 'time', width: 170 },
    {
      key: 'lastResult',
      title: 'leadEmail.lastResult',
      kind: 'enum',
      values: LEAD_EMAIL_RESULTS,
      width: 160,
    },
    { key: 'createTime', title: 'leadEmail.createTime', kind: 'time', width: 170, sort: true },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword' },
    { name: 'customerId', label: 'leadEmail.customer', kind: 'customer' },
    { name: 'enabled', label: 'leadEmail.enabled', kind: 'flag' },
  ],
  form: {
    fields: [
      { name: 'customerId', label: 'leadEmail.customer', kind: 'customer', required: true },
      {
        name: 'recipients',
        label: 'leadEmail.recipients',
        kind: 'textarea',
        required: true,
        max: 2_000,
        check: checkRecipients,
        help: 'leadEmail.recipientsHelp',
      },
      {
        name: 'cron',
        label: 'leadEmail.cron',
        kind: 'text',
        required: true,
        max: 120,
        initial: DEFAULT_DIGEST_CRON,
        check: checkCron,
        help: 'leadEmail.cronHelp',
      },
      { name: 'enabled', label: 'leadEmail.enabled', kind: 'flag', initial: true },
    ],
    values: (row) => ({
      customerId: row.customerId,
      recipients: addresses(row.recipients),
      cron: row.cron,
      enabled: row.enabled,
    }),
  },
  remove: { hint: 'leadEmail.removeHint' },
  commands: [{ contract: LEAD_EMAIL_COMMANDS.sendNow, confirm: 'leadEmail.confirmSendNow' }],
};

/** The send log: each digest, how it went and the mail server's answer; a kept one read whole. */
export const LEAD_EMAIL_LOG: ResourceDef<LeadEmailLogRow> = {
  path: 'leadEmailLog',
  testId: 'leadEmailLog',
  title: 'leadEmail.log',
  defaultSort: '-id',
  scrollX: 1800,
  name: (row) => row.subject,
  columns: [
    { key: 'createTime', title: 'leadEmail.time', kind: 'time', width: 170, sort: true, fixed: 'left' },
    { key: 'customerName', title: 'leadEmail.customer', width: 160 },
    {
      key: 'recipients',
      title: 'leadEmail.recipients',
      width: 240,
      render: (row) => <span style={{ whiteSpace: 'pre-line' }}>{addresses(row.recipients)}</span>,
    },
    { key: 'subject', title: 'leadEmail.subject', width: 320 },
    { key: 'leadCount', title: 'leadEmail.leadCount', kind: 'count', width: 80 },
    {
      key: 'result',
      title: 'leadEmail.result',
      kind: 'enum',
      values: LEAD_EMAIL_RESULTS,
      width: 160,
      sort: true,
    },
    { key: 'answer', title: 'leadEmail.answer', width: 320 },
    { key: 'messageId', title: 'leadEmail.messageId', width: 280 },
    { key: 'finishTime', title: 'leadEmail.finishTime', kind: 'time', width: 170 },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword' },
    { name: 'customerId', label: 'leadEmail.customer', kind: 'customer' },
    { name: 'result', label: 'leadEmail.result', kind: 'enum', values: LEAD_EMAIL_RESULTS },
    { name: 'start', label: 'leadEmail.start', kind: 'day' },
    { name: 'end', label: 'leadEmail.end', kind: 'day' },
  ],
  actions: [
    {
      key: 'message',
      label: 'leadEmail.message',
      visible: (row) => row.kept,
      view: {
        endpoint: LEAD_EMAIL_MESSAGE,
        title: 'leadEmail.messageTitle',
        width: 900,
        render: (message: KeptMessage) => (
          <pre
            data-testid="leadEmailLog-raw"
            style={{
              maxHeight: '60vh',
              overflow: 'auto',
              fontSize: 12,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
            }}
          >
            {message.raw}
          </pre>
        ),
      },
    },
  ],
};
