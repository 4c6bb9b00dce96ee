import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { Lang } from '@adops/common/messages';
import { EMPTY, formatPercent, formatYuan, parseTime, thousands } from '@adops/common/format';
import { regionName } from '@adops/common/region';
import type { CellKind, Titled } from './types';

/** A value as the table shows it; empty is "##" whatever the kind. */
export function cellText(kind: CellKind, value: unknown, lang: Lang, values?: Titled): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  // A code or a stored name reads as its title in the page's language, whatever the kind.
  if (values) return values[String(value)]?.[lang] ?? String(value);
  switch (kind) {
    case 'money':
      return formatYuan(value as number, { fixed: true });
    case 'count':
      return thousands(value as number);
    case 'decimal':
      return thousands(Number(value).toFixed(1));
    case 'rate':
      return formatPercent(Number(value) / 10_000);
    case 'percent':
      return formatPercent(value as number);
    case 'time':
      return parseTime(value as string) ?? EMPTY;
    case 'region':
      return regionName(String(value)) ?? String(value);
    default:
      return String(value);
  }
}

const NUMERIC: ReadonlySet<CellKind> = new Set(['money', 'count', 'decimal', 'rate', 'percent']);
export const alignOf = (kind: CellKind) => (NUMERIC.has(kind) ? 'right' : 'left');

/** Enums show as tags, flags as yes/no, the rest as text. */
export function cell(
  kind: CellKind,
  value: unknown,
  lang: Lang,
  values?: Titled,
  yesNo?: [string, string],
): ReactNode {
  if (kind === 'enum' && value) return <Tag>{cellText(kind, value, lang, values)}</Tag>;
  if (kind === 'flag') return value ? yesNo?.[0] : yesNo?.[1];
  return cellText(kind, value, lang, values);
}
