import { Table } from 'antd';
import { useMemo } from 'react';
import { pagination, useLastPageFallback } from '../../components/table';
import { useTranslation } from '../../i18n';
import type { PanelState } from '../panelState';
import type { PanelDef, TableRow } from '../types';
import { useRowActionsColumn } from './rowActions';
import { useTableColumns } from './tableColumns';

type TableDef = Extract<PanelDef, { kind: 'table' }>;

/**
 * The rows as a small table (a panel shows a short list), scrolling across when narrow: a page of them with
 * the pages below when the definition pages them, the actions of each row last. Each row's test id is
 * `<panel>-row-<row test id>`.
 */
export default function TablePanel({
  def,
  data,
  state,
}: {
  def: TableDef;
  data: unknown;
  state: PanelState;
}) {
  const { t } = useTranslation();
  const shown = useMemo(() => (def.columnsOf ? def.columnsOf(data) : (def.columns ?? [])), [def, data]);
  const columns = useTableColumns(shown);
  const rows = def.rows(data);
  const rowTestId = (row: TableRow) => def.rowTestId?.(row) ?? String(row[def.rowKey]);
  const actions = useRowActionsColumn(def, data, rows, rowTestId, state);
  const { view, setView } = state;
  const total = def.total?.(data) ?? rows.length;
  const paging = { page: view.page ?? 1, pageSize: view.pageSize ?? def.pageSize ?? rows.length };
  // A change that empties the last page (a row removed) goes back to the page that now is the last.
  useLastPageFallback(def.pageSize ? { list: rows, total } : undefined, paging, (page) =>
    setView({ ...view, page }),
  );
  return (
    <>
      <Table<TableRow>
        size="small"
        columns={actions.column ? [...columns, actions.column] : columns}
        dataSource={rows}
        rowKey={(row) => String(row[def.rowKey])}
        onRow={(row) => ({ 'data-testid': `${state.testId}-row-${rowTestId(row)}` }) as object}
        pagination={
          def.pageSize && total > def.pageSize
            ? {
                ...pagination(t, { ...paging, total }, (page, pageSize) =>
                  setView({ ...view, page, pageSize }),
                ),
                size: 'small',
              }
            : false
        }
        scroll={{ x: 'max-content' }}
      />
      {actions.form}
    </>
  );
}
