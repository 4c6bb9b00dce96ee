import dayjs from '../../components/dayjs';
import { DESCENT_REASON_URL, editableWeeks, WEEK_NOTE_URL } from '@adops/common/contract/monitoring';
import { post } from '../../api/client';
import { registerTexts } from '../../i18n';
import { ReportView } from '../../report/ReportView';
import type { ReportRowAction } from '../../report/rowActions';
import MONITORING_TEXTS from './texts';

registerTexts(MONITORING_TEXTS);

/**
 * The monitoring pages that take what operators write beside their rows: report pages (the server defines their
 * figures) with row actions.
 */

/** The cause of an account's descent over the page's range, and what was done. */
const RECORD_CAUSE: ReportRowAction = {
  key: 'cause',
  label: 'monitoring.recordCause',
  fields: [
    { name: 'cause', label: 'monitoring.cause', kind: 'textarea', required: true, max: 500 },
    { name: 'action', label: 'monitoring.action', kind: 'textarea', max: 500 },
  ],
  initial: (row) => ({ cause: row.cause ?? '', action: row.action ?? '' }),
  submit: (row, values, data) =>
    post(DESCENT_REASON_URL, { accountId: row.accountId, start: data.start, end: data.end, ...values }),
};

/** The note of an account's week, this week's or last week's. */
const WRITE_NOTE: ReportRowAction = {
  key: 'note',
  label: 'monitoring.editNote',
  shown: (row) => editableWeeks(dayjs().format('YYYY-MM-DD')).includes(String(row.week)),
  fields: [{ name: 'note', label: 'monitoring.note', kind: 'textarea', max: 1000 }],
  initial: (row) => ({ note: row.note ?? '' }),
  submit: (row, values) => post(WEEK_NOTE_URL, { accountId: row.accountId, week: row.week, ...values }),
};

export const DescentDetails = () => <ReportView rowActions={[RECORD_CAUSE]} />;
export const AccountWeekOperation = () => <ReportView rowActions={[WRITE_NOTE]} />;
