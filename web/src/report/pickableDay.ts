import dayjs, { type Dayjs } from '../components/dayjs';
import { FIRST_DAY } from '@adops/common/contract/fields';

/**
 * Whether a day can be picked for a report's range: not after today, not before the first day the data can
 * hold (or the report has: a report by hour has the days whose hours are kept), and, once the range's first end
 * is picked, within the report's longest range of it.
 */
export function pickableDay(
  day: Dayjs,
  from: Dayjs | undefined,
  maxDays: number | undefined,
  today = dayjs(),
  firstDay: string = FIRST_DAY,
) {
  if (day.isAfter(today, 'day') || day.isBefore(firstDay, 'day')) return false;
  return !(maxDays && from && Math.abs(day.diff(from, 'day')) >= maxDays);
}
