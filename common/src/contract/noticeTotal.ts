import { z } from 'zod';
import type { Endpoint } from './endpoints';
import { day, optionalId } from './fields';
import { MESSAGE_SOURCES } from './notices';

/**
 * Send totals (noticeTotal): the messages queued each day by each rule (or test, or resend), by where they
 * stand now; and the days' totals for the chart. Days as Shanghai reads them.
 */
export interface TotalRow {
  id: number;
  day: string;
  ruleId: number | null;
  ruleName: string | null;
  source: keyof typeof MESSAGE_SOURCES;
  total: number;
  queued: number;
  sent: number;
  failed: number;
}

/** A day of the chart: every day of the range, those without messages at 0. */
export type TotalDay = Pick<TotalRow, 'day' | 'total' | 'queued' | 'sent' | 'failed'>;

/** The longest range the totals take (a year of days). */
export const TOTAL_MAX_DAYS = 366;

const SOURCE_NAMES = Object.keys(MESSAGE_SOURCES) as [
  keyof typeof MESSAGE_SOURCES,
  ...(keyof typeof MESSAGE_SOURCES)[],
];

export const totalFilters = {
  start: day.optional(),
  end: day.optional(),
  ruleId: optionalId,
  source: z.enum(SOURCE_NAMES).optional(),
};

export const NOTICE_TOTAL_CHART: Endpoint = { method: 'GET', url: '/api/crm/noticeTotal/chart' };
