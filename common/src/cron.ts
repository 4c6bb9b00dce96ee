import { Cron } from 'croner';
import type { ConsoleMessageKey } from './consoleMessages';

/** Scheduled jobs' cron expressions are read in the agency's time zone, whatever the server's. */
export const CRON_TIME_ZONE = 'Asia/Shanghai';

/** Five fields (minute, hour, day of month, month, day of week): a job runs at most once a minute. */
function parse(expression: string): Cron | null {
  try {
    return new Cron(expression.trim(), { timezone: CRON_TIME_ZONE, mode: '5-part', paused: true });
  } catch {
    return null;
  }
}

/** Why a cron expression cannot schedule a job (not five valid fields, or no time ever matches), or null. */
export function checkCron(expression: string): ConsoleMessageKey | null {
  const cron = parse(expression);
  if (!cron) return 'cronRule';
  return cron.nextRun(new Date(0)) ? null : 'cronNever';
}

/** The next `count` times a valid expression names after `after` (none for an invalid one). */
export function cronRuns(expression: string, after: Date, count = 1): Date[] {
  return parse(expression)?.nextRuns(count, after) ?? [];
}
