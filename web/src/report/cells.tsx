import type { ReportColumn, ReportRow } from '@adops/common/contract/report';
import { EMPTY, formatPercent, formatSignedRatio, formatYuan, thousands } from '@adops/common/format';
import type { Lang } from '@adops/common/messages';

const UP = '#389e0d';
const DOWN = '#cf1322';

/**
 * A cell as the report's column kind reads; a change is signed and coloured (green up, red down), a code reads
 * as its title, and a link column's text is its own title.
 */
export function cellOf(column: ReportColumn, value: ReportRow[string], lang: Lang) {
  if (column.kind === 'link') return column[lang];
  if (value === null || value === undefined || value === '') return EMPTY;
  if (column.values) return column.values[String(value)]?.[lang] ?? value;
  switch (column.kind) {
    case 'money':
      return formatYuan(value, { fixed: true });
    case 'count':
    case 'days':
      return thousands(value);
    case 'percent':
      return formatPercent(value);
    case 'hour':
      return `${String(value).padStart(2, '0')}:00`;
    case 'change': {
      const ratio = Number(value);
      return (
        <span style={{ color: ratio > 0 ? UP : ratio < 0 ? DOWN : undefined }}>
          {formatSignedRatio(ratio)}
        </span>
      );
    }
    default:
      return value;
  }
}
