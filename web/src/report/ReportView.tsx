import { Card, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { pageSize as pageSizeField } from '@adops/common/contract/fields';
import {
  TEXT_KINDS,
  type ReportColumn,
  type ReportResult,
  type ReportRow,
} from '@adops/common/contract/report';
import { routeByName } from '@adops/common/menu';
import { ExportButton } from '../export/ExportButton';
import { filtersShown } from '../export/filterWords';
import { useFilterWords } from '../export/useFilterWords';
import { saveBlob } from '../api/client';
import { exportReport, getReport } from '../api/report';
import { toastError } from '../api/notify';
import { usePage, usePageQuery } from '../app/pageContext';
import { TableEmpty } from '../components/TableEmpty';
import { PAGE_SIZES, pagination, TOOLBAR_STYLE } from '../components/table';
import { registerTexts, useTranslation } from '../i18n';
import { useStore } from '../store/createStore';
import { sessionStore } from '../store/session';
import { cellOf } from './cells';
import { ColumnPicker } from './ColumnPicker';
import { heatMax, heatStyle, isPeriodColumn } from './heat';
import { HeldHours } from './HeldHours';
import { LiveRefresh } from './LiveRefresh';
import {
  hiddenColumnsKey,
  readHiddenColumns,
  readRefresh,
  refreshKey,
  writeHiddenColumns,
  writeRefresh,
} from './preferences';
import { CARRIED, FORM_FIELDS, filtersOf, queryOf, type ReportFilters } from './query';
import { ReportChart } from './ReportChart';
import { ReportSearch } from './ReportSearch';
import REPORT_TEXTS from './texts';
import { useRemembered } from './useRemembered';

registerTexts(REPORT_TEXTS);

const PAGE_SIZE = 50;
/** Up to the most rows the server gives a page. */
const MAX_PAGE_SIZE = pageSizeField.unwrap().maxValue ?? PAGE_SIZE;
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES, 200].filter((s) => s < MAX_PAGE_SIZE).concat(MAX_PAGE_SIZE);
/**
 * From this many rows on, a page renders only the rows in view. The server's largest page is 500 rows, so
 * that page is the one drawn virtually.
 */
const VIRTUAL_ROWS = 500;
const VIRTUAL_HEIGHT = 560;

/** The columns shown: every dimension, and the measures the user has not hidden. */
const keptColumns = (columns: ReportColumn[], hidden: string[]) =>
  columns.filter((c) => c.dimension || !hidden.includes(c.key));

const rowKeyOf = (columns: ReportColumn[]) => (row: ReportRow) =>
  columns
    .filter((c) => c.dimension)
    .map((c) => String(row[c.key]))
    .join('|') || 'total';

/**
 * A report page: the filter bar, the toolbar (export, column choice, refresh of a real-time page), the chart
 * the server asks for, and the table with its totals, server-side sorting and paging, heat tints of a pivot,
 * and drill-downs that open as tabs with the filters in their URL. The report is the page's own route name;
 * the server says its columns. The filters and the sort live in the page's URL, so a reload or a bookmark
 * shows the same view.
 */
export function ReportView() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const page = usePage();
  const name = page.path.split('/').pop()!;
  const userId = useStore(sessionStore, (s) => s.userId);

  // As text, so that the filters change only when the URL does.
  const urlQuery = queryOf(filtersOf(usePageQuery()));
  const filters = useMemo(() => filtersOf(new URLSearchParams(urlQuery)), [urlQuery]);
  // Paging belongs to one view: other filters start again at page 1.
  const [paging, setPaging] = useState({ of: urlQuery, page: 1, pageSize: PAGE_SIZE });
  const pageNumber = paging.of === urlQuery ? paging.page : 1;
  const params = { ...filters, page: pageNumber, pageSize: paging.pageSize };

  const [hidden, setHidden] = useRemembered(
    hiddenColumnsKey(userId, name),
    readHiddenColumns,
    writeHiddenColumns,
  );
  const [refresh, setRefresh] = useRemembered(refreshKey(name), readRefresh, writeRefresh);

  const report = useQuery({
    queryKey: ['report', name, params],
    queryFn: ({ signal }) => getReport(name, params, signal),
    placeholderData: keepPreviousData,
    // TanStack Query skips an interval's fetch while the document is hidden, and fetches at once when it
    // shows again.
    refetchInterval: (query) => (query.state.data?.live && refresh ? refresh : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => Boolean(query.state.data?.live && refresh),
  });
  const data = report.data;

  const showView = (next: ReportFilters) => {
    const query = queryOf(next);
    if (query === urlQuery) {
      void report.refetch();
      return;
    }
    // The same tab: its URL follows, the page stays mounted with its state.
    navigate(query ? `${page.path}?${query}` : page.path, { replace: true });
  };

  const filterWords = useFilterWords(filtersShown(FORM_FIELDS, filters, t));
  const exporting = useMutation({
    mutationFn: async () => {
      const file = await exportReport(name, { ...filters, filters: JSON.stringify(filterWords) });
      saveBlob(file, `${t(`route.${name}`)}-${data?.start}-${data?.end}.xlsx`);
    },
    onError: () => toastError(t('resource.exportFailed')),
  });

  const drillTo = (column: ReportColumn, row: ReportRow) => {
    const drill = column.drill!;
    const query = new URLSearchParams();
    // A page that opens on its own default range takes the scope filters only.
    const { start: _s, end: _e, ...scope } = filters;
    const carried: ReportFilters =
      drill.range === false ? scope : { ...scope, start: data?.start, end: data?.end };
    for (const key of CARRIED) if (carried[key]) query.set(key, carried[key]);
    for (const [param, key] of Object.entries(drill.params)) query.set(param, String(row[key] ?? ''));
    navigate(`${routeByName(drill.page)!.fullPath}?${query.toString()}`);
  };

  const columns = useReportColumns(data, hidden, filters.sort, drillTo);
  const virtual = (data?.rows.length ?? 0) >= VIRTUAL_ROWS;
  const width = columns.reduce((sum, c) => sum + Number(c.width), 0);

  const onChange: TableProps<ReportRow>['onChange'] = (_p, _f, sorter, { action }) => {
    if (action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = one?.order ? `${one.order === 'descend' ? '-' : ''}${String(one.columnKey)}` : undefined;
    showView({ ...filters, sort });
  };

  const shown = keptColumns(data?.columns ?? [], hidden);

  return (
    <Card>
      <ReportSearch
        filters={filters}
        period={data ? [data.start, data.end] : undefined}
        maxDays={data?.maxDays}
        firstDay={data?.heldFrom}
        onSearch={(next) => showView({ ...next, accountId: filters.accountId, sort: filters.sort })}
        onReset={() => showView({ accountId: filters.accountId })}
      />

      <div style={{ ...TOOLBAR_STYLE, alignItems: 'center', flexWrap: 'wrap' }}>
        <ExportButton
          total={data?.total}
          loading={exporting.isPending}
          testId="report-export"
          onExport={() => exporting.mutate()}
        />
        <ColumnPicker columns={data?.columns ?? []} hidden={hidden} onChange={setHidden} />
        {data && (
          <Typography.Text type="secondary" data-testid="report-period">
            {data.start} ~ {data.end}
          </Typography.Text>
        )}
        {data?.live && (
          <div style={{ marginLeft: 'auto' }}>
            <LiveRefresh interval={refresh} onChange={setRefresh} updatedAt={report.dataUpdatedAt} />
          </div>
        )}
      </div>

      <HeldHours data={data} asked={filters.start} />

      {data && <ReportChart data={data} />}

      <Table<ReportRow>
        data-testid="report-table"
        rowKey={rowKeyOf(data?.columns ?? [])}
        size="small"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={report.isFetching}
        virtual={virtual}
        scroll={{ x: Math.max(800, width), ...(virtual ? { y: VIRTUAL_HEIGHT } : {}) }}
        onChange={onChange}
        locale={{ emptyText: <TableEmpty failed={report.isError} onRetry={() => void report.refetch()} /> }}
        pagination={{
          ...pagination(
            t,
            { page: pageNumber, pageSize: paging.pageSize, total: data?.total },
            (pageNo, pageSize) => setPaging({ of: urlQuery, page: pageNo, pageSize }),
          ),
          pageSizeOptions: PAGE_SIZE_OPTIONS,
        }}
        summary={() =>
          data && data.rows.length ? (
            // Under a virtual body the totals stay in view below it.
            <Table.Summary fixed={virtual ? 'bottom' : undefined}>
              <Table.Summary.Row data-testid="report-summary">
                {shown.map((c, i) => (
                  <Table.Summary.Cell key={c.key} index={i} align={c.dimension ? 'left' : 'right'}>
                    {i === 0 ? (
                      <b>{t('report.total')}</b>
                    ) : c.dimension || c.kind === 'change' || c.kind === 'link' ? (
                      ''
                    ) : (
                      cellOf(c, data.summary[c.key] ?? null, lang)
                    )}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </Card>
  );
}

/** The table's columns: the dimensions and the measures the user keeps, formatted, sortable, tinted. */
function useReportColumns(
  data: ReportResult | undefined,
  hidden: string[],
  sortKey: string | undefined,
  drillTo: (column: ReportColumn, row: ReportRow) => void,
): TableColumnsType<ReportRow> {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const all = data?.columns ?? [];
  const max = data?.heat ? heatMax(data.rows, all.filter(isPeriodColumn)) : 0;
  return keptColumns(all, hidden).map((c, i) => ({
    key: c.key,
    dataIndex: c.key,
    title: c[lang],
    fixed: i === 0 ? ('left' as const) : undefined,
    width: c.dimension ? 160 : 120,
    align: c.dimension || TEXT_KINDS.has(c.kind) ? ('left' as const) : ('right' as const),
    sorter: c.sortable ? true : undefined,
    sortOrder:
      sortKey === c.key ? ('ascend' as const) : sortKey === `-${c.key}` ? ('descend' as const) : null,
    ...(data?.heat && isPeriodColumn(c)
      ? { onCell: (row: ReportRow) => ({ style: heatStyle(row[c.key] ?? null, max) }) }
      : {}),
    render: (value: ReportRow[string], row: ReportRow) =>
      c.drill ? (
        <Typography.Link data-testid={`drill-${c.key}`} onClick={() => drillTo(c, row)}>
          {cellOf(c, value, lang)}
        </Typography.Link>
      ) : (
        cellOf(c, value, lang)
      ),
  }));
}
