import { Card, Typography } from 'antd';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_PAGE_SIZE } from '@adops/common/contract/fields';
import type { ReportColumn, ReportRow } from '@adops/common/contract/report';
import { routeByName } from '@adops/common/menu';
import { ExportButton } from '../export/ExportButton';
import { filtersShown } from '../export/filterWords';
import { useFilterWords } from '../export/useFilterWords';
import { saveBlob } from '../api/client';
import { useAheadQuery } from '../api/useAheadQuery';
import { exportReport, getReport } from '../api/report';
import { toastError } from '../api/notify';
import { usePage, usePageQuery } from '../app/pageContext';
import { PAGE_SIZES, pagination, TOOLBAR_STYLE } from '../components/table';
import { registerTexts, useTranslation } from '../i18n';
import { useStore } from '../store/createStore';
import { sessionStore } from '../store/session';
import { ColumnPicker } from './ColumnPicker';
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
import { PAGE_SIZE, reportKey, type ReportParams } from './firstPage';
import { ReportChart } from './ReportChart';
import { ReportSearch } from './ReportSearch';
import { ReportTable } from './ReportTable';
import REPORT_TEXTS from './texts';
import { useRemembered } from './useRemembered';
import { useReportRowActions, type ReportRowAction } from './rowActions';
import { byThresholds, ThresholdsButton } from './thresholds/ThresholdsButton';

registerTexts(REPORT_TEXTS);

const PAGE_SIZE_OPTIONS = [...PAGE_SIZES, 200].filter((s) => s < MAX_PAGE_SIZE).concat(MAX_PAGE_SIZE);

/**
 * A report page: the filter bar, the toolbar (export, column choice, refresh of a real-time page), the chart
 * the server asks for, and the table with its totals, server-side sorting and paging, heat tints of a pivot,
 * and drill-downs that open as tabs with the filters in their URL. The report is the page's own route name;
 * the server says its columns. The filters and the sort live in the page's URL, so a reload or a bookmark
 * shows the same view.
 */
export function ReportView({ rowActions }: { rowActions?: readonly ReportRowAction[] } = {}) {
  const { t } = useTranslation();
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
  const params: ReportParams = { ...filters, page: pageNumber, pageSize: paging.pageSize };

  const [hidden, setHidden] = useRemembered(
    hiddenColumnsKey(userId, name),
    readHiddenColumns,
    writeHiddenColumns,
  );
  const [refresh, setRefresh] = useRemembered(refreshKey(name), readRefresh, writeRefresh);

  const report = useAheadQuery({
    queryKey: reportKey(name, params),
    queryFn: ({ signal }) => getReport(name, params, { signal }),
    placeholderData: keepPreviousData,
    // TanStack Query skips an interval's fetch while the document is hidden, and fetches at once when it
    // shows again.
    refetchInterval: (query) => (query.state.data?.live && refresh ? refresh : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => Boolean(query.state.data?.live && refresh),
  });
  const data = report.data;
  const actions = useReportRowActions(rowActions, data, () => void report.refetch());

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
      saveBlob(file, `${t(routeByName(name)!.title)}-${data?.start}-${data?.end}.xlsx`);
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
    for (const [param, value] of Object.entries(drill.fixed ?? {})) query.set(param, value);
    navigate(`${routeByName(drill.page)!.fullPath}?${query.toString()}`);
  };

  const sortBy = (sort: string | undefined) => showView({ ...filters, sort });
  const total = data?.total;
  const pages = useMemo(
    () => ({
      ...pagination(t, { page: pageNumber, pageSize: paging.pageSize, total }, (pageNo, pageSize) =>
        setPaging({ of: urlQuery, page: pageNo, pageSize }),
      ),
      pageSizeOptions: PAGE_SIZE_OPTIONS,
    }),
    [t, pageNumber, paging.pageSize, total, urlQuery],
  );

  return (
    <Card>
      <ReportSearch
        filters={filters}
        inputs={data?.inputs}
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
        {byThresholds(page.path) && <ThresholdsButton />}
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

      <ReportTable
        data={data}
        hidden={hidden}
        sort={filters.sort}
        loading={report.isFetching}
        failed={report.isError}
        pagination={pages}
        onSort={sortBy}
        onDrill={drillTo}
        onRetry={() => void report.refetch()}
        rowActions={actions.cell}
      />
      {actions.form}
    </Card>
  );
}
