import { Table } from 'antd';
import { useMemo } from 'react';
import { alignOf, cell } from '../../columns/cell';
import { useTranslation } from '../../i18n';
import type { PanelDef } from '../types';

type TableDef = Extract<PanelDef, { kind: 'table' }>;

/** The rows as a small table without paging (a panel shows a short list), scrolling across when narrow. */
export default function TablePanel({ def, data }: { def: TableDef; data: unknown }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const columns = useMemo(
    () =>
      (def.columnsOf ? def.columnsOf(data) : (def.columns ?? [])).map(
        ({ key, title, kind = 'text', values, align, format }) => ({
          key,
          dataIndex: key,
          title: typeof title === 'string' ? t(title) : title[lang],
          align: align ?? alignOf(kind),
          render: (value: unknown) => (format ? format(value) : cell(kind, value, lang, values)),
        }),
      ),
    [def, data, t, lang],
  );
  return (
    <Table
      size="small"
      columns={columns}
      dataSource={def.rows(data)}
      rowKey={(row) => String(row[def.rowKey])}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
