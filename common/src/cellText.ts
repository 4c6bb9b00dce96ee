import { FLAG_VALUES, type ColumnKind, type ColumnValues } from './columns';
import {
  EMPTY,
  formatPercent,
  formatSignedRatio,
  formatYuan,
  isEmpty,
  parseTime,
  thousands,
  type Numeric,
  type TimeInput,
} from './format';
import type { Lang } from './messages';
import { regionName } from './region';

const asIs = (value: unknown) => String(value);

/** An hour of the day as the page shows it, 9 → 09:00; what is no hour, as it is. */
const hourText = (value: unknown) =>
  typeof value === 'number' || /^\d+$/.test(String(value))
    ? `${String(value).padStart(2, '0')}:00`
    : String(value);

/** How a value that is not empty reads, by the kind of its column (common/columns says what each is). */
const TEXT_OF: Record<ColumnKind, (value: unknown, lang: Lang) => string> = {
  text: asIs,
  money: (value) => formatYuan(value as Numeric, { fixed: true }),
  count: (value) => thousands(value as Numeric),
  decimal: (value) => thousands(Number(value).toFixed(1)),
  days: (value) => thousands(value as Numeric),
  rate: (value) => formatPercent(Number(value) / 10_000),
  percent: (value) => formatPercent(value as Numeric),
  change: (value) => formatSignedRatio(Number(value)),
  day: asIs,
  time: (value) => parseTime(value as TimeInput) ?? EMPTY,
  hour: hourText,
  region: (value) => regionName(String(value)) ?? String(value),
  enum: asIs,
  flag: (value, lang) => FLAG_VALUES[String(Boolean(value))]![lang],
  link: asIs,
};

/**
 * A value as its column reads, in the page's language: a code (or a stored name) as its title whatever the
 * kind, empty as "##" (a yes-or-no is never empty).
 */
export function cellText(kind: ColumnKind, value: unknown, lang: Lang, values?: ColumnValues): string {
  const code = kind === 'flag' ? Boolean(value) : value;
  if (isEmpty(code)) return EMPTY;
  if (values) return values[String(code)]?.[lang] ?? String(code);
  return TEXT_OF[kind](code, lang);
}
