import { Typography, type TableColumnType } from 'antd';
import type { ReactNode, RefObject } from 'react';
import type { ReportColumn, ReportRow } from '@adops/common/contract/report';
import type { Lang } from '@adops/common/messages';
import { alignOf, cell } from '../columns/cell';
import { heatStyle, isPeriodColumn } from './heat';
import type { Span } from './tableWindow';

/** A column of the table: always a key and a width in pixels, which the drawn window is reckoned by. */
export type TableColumn = TableColumnType<ReportRow> & { key: string; width: number };
export type Drill = (column: ReportColumn, row: ReportRow) => void;

export const DIMENSION_WIDTH = 160;
export const MEASURE_WIDTH = 120;

/** The columns shown: every dimension, and the measures the user has not hidden. */
export const keptColumns = (columns: ReportColumn[], hidden: string[]) =>
  columns.filter((c) => c.dimension || !hidden.includes(c.key));

/** The row's key: its dimensions' values ('total' for the one row of a report without dimensions). */
export const rowKeyOf = (columns: ReportColumn[]) => {
  const dimensions = columns.filter((c) => c.dimension).map((c) => c.key);
  return (row: ReportRow) => dimensions.map((key) => String(row[key])).join('|') || 'total';
};

export const sortOrderOf = (key: string, sort: string | undefined) =>
  sort === key ? ('ascend' as const) : sort === `-${key}` ? ('descend' as const) : null;

const anotherRow = (row: ReportRow, previous: ReportRow) => row !== previous;

/** A cell of a report column; a link column's cells read as its title (a drill-down that is not a figure). */
export const reportCell = (column: ReportColumn, value: ReportRow[string], lang: Lang) =>
  cell(column.kind, column.kind === 'link' ? column[lang] : value, lang, column.values);

/**
 * The table's column of a report column: formatted, aligned, sortable, tinted by its share of `heatMax` when
 * given (a pivot's period cells), opening its drill-down when it has one (through `drill`, read at the
 * click, so that the column need not change with the filters). The first column stays on the left.
 * `oneLine` keeps a text on one line, cut with an ellipsis: a table drawn in part needs rows of one height.
 * A cell is formatted again only for another row: its text depends on the row and the language alone (the
 * table is made anew for another language), while its tint is the row's own each time it is drawn.
 */
export function tableColumn(
  column: ReportColumn,
  index: number,
  lang: Lang,
  { heatMax, oneLine, drill }: { heatMax?: number; oneLine: boolean; drill: RefObject<Drill> },
): TableColumn {
  const align = column.dimension ? 'left' : alignOf(column.kind);
  return {
    key: column.key,
    dataIndex: column.key,
    title: column[lang],
    fixed: index === 0 ? 'left' : undefined,
    width: column.dimension ? DIMENSION_WIDTH : MEASURE_WIDTH,
    align,
    ellipsis: oneLine && align === 'left',
    sorter: column.sortable ? true : undefined,
    shouldCellUpdate: anotherRow,
    ...(heatMax !== undefined && isPeriodColumn(column)
      ? { onCell: (row: ReportRow) => ({ style: heatStyle(row[column.key] ?? null, heatMax) }) }
      : {}),
    render: column.drill
      ? (value: ReportRow[string], row: ReportRow) => {
          const content = reportCell(column, value, lang);
          return (
            <Typography.Link
              data-testid={`drill-${column.key}`}
              // Cut to one line, the link says its whole text on hover.
              title={oneLine && typeof content === 'string' ? content : undefined}
              onClick={() => drill.current(column, row)}
            >
              {content}
            </Typography.Link>
          );
        }
      : (value: ReportRow[string]) => reportCell(column, value, lang),
  };
}

/** The columns with the one sorted by `sort` marked so; the others' order cleared. */
export const withSortOrder = (columns: TableColumn[], sort: string | undefined): TableColumn[] =>
  columns.map((c) => ({ ...c, sortOrder: sortOrderOf(c.key, sort) }));

const nothing = () => null;
const unread = () => ({ 'aria-hidden': true });
const spacer = (key: string, width: number): TableColumn => ({
  key,
  width,
  render: nothing,
  onCell: unread,
  onHeaderCell: unread,
});

/**
 * The columns drawn: the first `fixed` ones always, then those of `span` among the rest, with a blank column
 * in place of those before it and another in place of those after it, each as wide as what it stands for.
 */
export function spannedColumns(columns: TableColumn[], fixed: number, span: Span): TableColumn[] {
  return [
    ...columns.slice(0, fixed),
    ...(span.before > 0 ? [spacer('.before', span.before)] : []),
    ...columns.slice(fixed + span.from, fixed + span.to),
    ...(span.after > 0 ? [spacer('.after', span.after)] : []),
  ];
}

/**
 * A cell of the totals row: the label in the first, nothing under a dimension, a change or a link (a total of
 * those means nothing), the total of the rest.
 */
export function summaryCell(
  column: ReportColumn | undefined,
  index: number,
  summary: ReportRow,
  lang: Lang,
  label: ReactNode,
): ReactNode {
  if (index === 0) return label;
  if (!column || column.dimension || column.kind === 'change' || column.kind === 'link') return '';
  return reportCell(column, summary[column.key] ?? null, lang);
}
