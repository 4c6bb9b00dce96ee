import type { ColumnValues } from '@adops/common/columns';
import { quarterOf } from '@adops/common/contract/workbench';
import type { Text } from '../../i18n/define';

/** The first day of the quarter `count` quarters after the one `day` falls in. */
export function quarterAfter(day: string, count: number): string {
  const first = quarterOf(day);
  const months = Number(first.slice(0, 4)) * 12 + Number(first.slice(5, 7)) - 1 + count * 3;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The quarters a target can be set for: the one `today` falls in and the `count - 1` after it (a quarter that
 * is over keeps its target), by their first day, each titled by `title` ({{year}}, {{quarter}}).
 */
export function quarterValues(today: string, count: number, title: Text): ColumnValues {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => {
      const first = quarterAfter(today, i);
      const fill = (text: string) =>
        text
          .replace('{{year}}', first.slice(0, 4))
          .replace('{{quarter}}', String((Number(first.slice(5, 7)) + 2) / 3));
      return [first, { zh: fill(title.zh), en: fill(title.en) }];
    }),
  );
}
