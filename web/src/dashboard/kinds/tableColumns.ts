import type { TableColumnType } from 'antd';
import { useMemo } from 'react';
import { alignOf, cell } from '../../columns/cell';
import { useTranslation } from '../../i18n';
import type { TableColumn, TableRow } from '../types';

/** A panel's columns as antd's, titled and read in the page's language, each cell as its kind reads. */
export function useTableColumns(columns: TableColumn[]): TableColumnType<TableRow>[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(
    () =>
      columns.map(({ key, title, kind = 'text', values, align, format }) => ({
        key,
        dataIndex: key,
        title: typeof title === 'string' ? t(title) : title[lang],
        align: align ?? alignOf(kind),
        render: (value: unknown) => (format ? format(value) : cell(kind, value, lang, values)),
      })),
    [columns, t, lang],
  );
}
