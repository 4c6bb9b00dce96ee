import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { cellText } from '@adops/common/cellText';
import { isFigure, type ColumnKind, type ColumnValues } from '@adops/common/columns';
import { isEmpty } from '@adops/common/format';
import type { Lang } from '@adops/common/messages';

/** A change up is good news (green), down bad (red). */
const UP = '#389e0d';
const DOWN = '#cf1322';

/** Figures to the right, texts to the left. */
export const alignOf = (kind: ColumnKind) => (isFigure(kind) ? ('right' as const) : ('left' as const));

/**
 * A cell of any table (resources, reports, dashboards) as its kind reads (common/columns): an enum as a tag in
 * its value's colour, a change signed and coloured by its direction, the rest as text; empty is "##". A page
 * that says yes and no in its own words gives them as `yesNo`.
 */
export function cell(
  kind: ColumnKind,
  value: unknown,
  lang: Lang,
  values?: ColumnValues,
  yesNo?: [string, string],
): ReactNode {
  if (kind === 'flag' && yesNo) return value ? yesNo[0] : yesNo[1];
  const text = cellText(kind, value, lang, values);
  if (isEmpty(value)) return text;
  if (kind === 'enum') return <Tag color={values?.[String(value)]?.color}>{text}</Tag>;
  if (kind === 'change') {
    const ratio = Number(value);
    return <span style={{ color: ratio > 0 ? UP : ratio < 0 ? DOWN : undefined }}>{text}</span>;
  }
  return text;
}
