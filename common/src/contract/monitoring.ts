import { z } from 'zod';
import { day, requiredId, requiredText, text } from './fields';

/**
 * Operational monitoring (PAGES.md, /operationalMonitoring [432]): its pages are reports of the engine at
 * `/api/crm/report/<page>`; what the operators write beside them (a descent's reason, a week's note) is posted
 * here, audited, within the caller's scope.
 */
export const MONITORING_BASE = '/api/crm/monitoring';
export const DESCENT_REASON_URL = `${MONITORING_BASE}/descent/reason`;
export const WEEK_NOTE_URL = `${MONITORING_BASE}/week/note`;

/** An account's anomalies today (operMonitoring), each a count per operator that opens its accounts. */
export const ANOMALIES = ['zeroSpend', 'lowBalance', 'spike', 'cpcAnomaly'] as const;
export type Anomaly = (typeof ANOMALIES)[number];

/** How yesterday reads against the day before and the 7 days' average (consumptionDaily). */
export const DAY_FLAGS = ['zero', 'drop', 'spike', 'normal'] as const;
export type DayFlag = (typeof DAY_FLAGS)[number];
export const DAY_FLAG_TITLES: Record<DayFlag, { zh: string; en: string; color?: string }> = {
  zero: { zh: '零消耗', en: 'No spend', color: 'red' },
  drop: { zh: '下降', en: 'Drop', color: 'orange' },
  spike: { zh: '突增', en: 'Spike', color: 'purple' },
  normal: { zh: '正常', en: 'Normal', color: 'green' },
};

/** The dimensions periodMonitoring compares two ranges by. */
export const PERIOD_DIMENSIONS = [
  'department',
  'group',
  'operator',
  'customer',
  'account',
  'product',
] as const;

/**
 * The reason an account's spend fell in a period (`start`..`end`, against the equal period before) and what was
 * done: recorded once with the figures as they stood, its words editable after.
 */
export const descentReasonInput = z.object({
  accountId: requiredId,
  start: day,
  end: day,
  cause: requiredText(500),
  action: text(500).default(''),
});
export type DescentReasonInput = z.output<typeof descentReasonInput>;

/** What was done with an account in a natural week (its Monday): the current week's or the last one's. */
export const weekNoteInput = z.object({ accountId: requiredId, week: day, note: text(1000) });
export type WeekNoteInput = z.output<typeof weekNoteInput>;

/** The weeks whose notes can still be written on `today`: this natural week and the one before (Mondays). */
export function editableWeeks(today: string): [string, string] {
  const time = Date.parse(`${today}T00:00:00Z`);
  const monday = time - ((new Date(time).getUTCDay() + 6) % 7) * 86_400_000;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return [iso(monday - 7 * 86_400_000), iso(monday)];
}
