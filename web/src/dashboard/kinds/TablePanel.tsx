import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n';
import type { PanelDef } from '../types';

type TableDef = Extract<PanelDef, { kind: 'table' }>;

/** The rows as a small table without paging (a panel shows a short list), scrolling across when narrow. */
export default function TablePanel({ def, data }: { def: TableDef; data: unknown }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      def.columns.map((column) => ({
        key: column.key,
        dataIndex: column.key,
        title: t(column.title),
        align: column.align ?? 'left',
        ...(column.format ? { render: (value: unknown) => column.format!(value) } : {}),
      })),
    [def.columns, t],
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
