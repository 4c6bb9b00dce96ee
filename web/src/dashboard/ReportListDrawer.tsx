import { Drawer, Table } from 'antd';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { callReport } from '../api/report';
import { TableEmpty } from '../components/TableEmpty';
import { pagination, useLastPageFallback } from '../components/table';
import { useTranslation } from '../i18n';
import { useTableColumns } from './kinds/tableColumns';
import { ROW_POSITION, reportTableColumns, reportTableRows } from './reportPanels';
import type { FigureList, TableRow } from './types';

const PAGE_SIZE = 20;

/**
 * The rows behind a figure in a drawer, a page at a time: the report's own columns (or those the list names).
 * Its test id `<testId>`, its table's `<testId>-table`, each row's `<testId>-row-<row test id>`.
 */
export default function ReportListDrawer(props: {
  title: string;
  list: FigureList;
  /** Under the panel's key, so that a change made from the dashboard reloads it too. */
  queryKey: QueryKey;
  testId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { list, testId } = props;
  const [paging, setPaging] = useState({ page: 1, pageSize: list.pageSize ?? PAGE_SIZE });
  const answer = useQuery({
    queryKey: [...props.queryKey, paging],
    queryFn: ({ signal }) =>
      callReport({ ...list.call, params: { ...list.call.params, ...paging } }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
  const result = answer.data;
  const rows = result ? reportTableRows(result) : [];
  useLastPageFallback(
    answer.isPlaceholderData || !result ? undefined : { list: rows, total: result.total },
    paging,
    (page) => setPaging((p) => ({ ...p, page })),
  );
  const shown = useMemo(
    () => (result ? reportTableColumns(result, list.columns) : []),
    [result, list.columns],
  );
  const columns = useTableColumns(shown);
  const rowTestId = (row: TableRow) => String(row[list.rowTestId ?? ROW_POSITION]);
  return (
    <Drawer open title={props.title} size={960} onClose={props.onClose} destroyOnHidden>
      <div data-testid={testId}>
        <Table<TableRow>
          data-testid={`${testId}-table`}
          size="small"
          rowKey={(row) => String(row[ROW_POSITION])}
          onRow={(row) => ({ 'data-testid': `${testId}-row-${rowTestId(row)}` }) as object}
          columns={columns}
          dataSource={rows}
          loading={answer.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <TableEmpty failed={answer.isError} onRetry={() => void answer.refetch()} /> }}
          pagination={pagination(t, { ...paging, total: result?.total }, (page, pageSize) =>
            setPaging({ page, pageSize }),
          )}
        />
      </div>
    </Drawer>
  );
}
