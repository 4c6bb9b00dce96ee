import type { TableColumnsType } from 'antd';
import { alignOf, cell } from '../columns/cell';
import { useTranslation } from '../i18n';
import type { ColumnDef } from './types';

export type SortOrder = 'ascend' | 'descend' | null;

/** A definition's columns as the table shows them: titles in the page's language, each cell by its kind. */
export function useTableColumns<Row>(
  columns: readonly ColumnDef<Row>[],
  sortOrder?: (column: ColumnDef<Row>) => SortOrder,
): TableColumnsType<Row> {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const yesNo: [string, string] = [t('common.yes'), t('common.no')];
  return columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: t(c.title),
    width: c.width,
    fixed: c.fixed,
    ellipsis: !c.kind || c.kind === 'text',
    align: alignOf(c.kind ?? 'text'),
    sorter: c.sort && sortOrder ? true : undefined,
    sortOrder: c.sort && sortOrder ? sortOrder(c) : undefined,
    render: (value: unknown, row: Row) =>
      c.render ? c.render(row, lang) : cell(c.kind ?? 'text', value, lang, c.values, yesNo),
  }));
}
