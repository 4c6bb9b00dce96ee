import { sql } from 'drizzle-orm';
import type { MetricKey } from '@adops/common/metrics';
import type { ReportDefinition } from '../definition';
import type { CustomMeasure } from '../measures';

/** The delivery metrics of a note's days (its source carries no cash, grant or consults). */
const DELIVERY: MetricKey[] = [
  'fee',
  'impressions',
  'clicks',
  'ctr',
  'cpc',
  'cpm',
  'interactions',
  'cpi',
  'leads',
  'cpl',
];

/** How many notes an account's rows are of: the notes it promoted. */
const NOTES_PROMOTED: CustomMeasure = {
  key: 'notesPromoted',
  zh: '投放笔记数',
  en: 'Notes promoted',
  kind: 'count',
  sql: sql`count(distinct f.note_id)`,
};

/** From a row of an account's day to the other page, on that account and day. */
const onTheDay = (page: string) => ({
  page,
  params: { accountId: 'accountId', start: 'day', end: 'day' },
});

/** /csrDataManage (PAGES.md): the notes' days, per account and per note, each drilling into the other. */
export const CREATIVITY_REPORTS: ReportDefinition[] = [
  {
    name: 'xhsAdvCreativityDailyAccount',
    source: 'noteFacts',
    dimensions: ['account', 'customer'],
    bucket: 'day',
    measures: [...DELIVERY, NOTES_PROMOTED],
    range: 'last7',
    sort: '-fee',
    drills: { accountName: onTheDay('xhsAdvCreativityDailyNote') },
  },
  {
    name: 'xhsAdvCreativityDailyNote',
    source: 'noteFacts',
    dimensions: ['note', 'account', 'customer'],
    bucket: 'day',
    measures: DELIVERY,
    range: 'last7',
    sort: '-fee',
    drills: { accountName: onTheDay('xhsAdvCreativityDailyAccount') },
  },
];
