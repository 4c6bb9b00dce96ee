import {
  Button,
  Card,
  DatePicker,
  Form,
  Table,
  Typography,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_TITLES, type Product } from '@adops/common/business';
import type { Lang } from '@adops/common/messages';
import type { ReportColumn, ReportRow } from '@adops/common/contract/report';
import { EMPTY, formatPercent, formatSignedRatio, formatYuan, thousands } from '@adops/common/format';
import { routeByName } from '@adops/common/menu';
import { saveBlob } from '../api/client';
import { exportReport, getReport } from '../api/report';
import { toastError } from '../api/notify';
import { usePage, usePageQuery } from '../app/pageContext';
import { SearchButtons } from '../components/SearchButtons';
import { TableEmpty } from '../components/TableEmpty';
import { pagination, SEARCH_STYLE, TOOLBAR_STYLE } from '../components/table';
import { registerTexts, useTranslation } from '../i18n';
import { ResourceInput } from '../resource/inputs';
import REPORT_TEXTS from './texts';

registerTexts(REPORT_TEXTS);

/** The filters a report takes besides the range; a drill-down carries them in its URL. */
const FILTERS = ['deptId', 'groupId', 'operatorId', 'customerId', 'accountId', 'product'] as const;
const PAGE_SIZE = 50;

const UP = '#389e0d';
const DOWN = '#cf1322';

/** A cell as the report's column kind reads; a change is signed and coloured (green up, red down). */
function cellOf(column: ReportColumn, value: ReportRow[string], lang: Lang) {
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (column.kind) {
    case 'money':
      return formatYuan(value, { fixed: true });
    case 'count':
      return thousands(value);
    case 'percent':
      return formatPercent(value);
    case 'hour':
      return `${String(value).padStart(2, '0')}:00`;
    case 'change': {
      const ratio = Number(value);
      return (
        <span style={{ color: ratio > 0 ? UP : ratio < 0 ? DOWN : undefined }}>
          {formatSignedRatio(ratio)}
        </span>
      );
    }
    default:
      return column.key === 'product' ? (PRODUCT_TITLES[value as Product]?.[lang] ?? value) : value;
  }
}

const DAY = 'YYYY-MM-DD';

/** The quick ranges of the filter bar. */
function presets(t: (key: string) => string): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = dayjs();
  const yesterday = today.subtract(1, 'day');
  return [
    { label: t('report.today'), value: [today, today] },
    { label: t('report.yesterday'), value: [yesterday, yesterday] },
    { label: t('report.last7'), value: [today.subtract(7, 'day'), yesterday] },
    { label: t('report.last30'), value: [today.subtract(30, 'day'), yesterday] },
    { label: t('report.thisMonth'), value: [today.startOf('month'), today] },
    {
      label: t('report.lastMonth'),
      value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')],
    },
  ];
}

interface SearchValues {
  range?: [Dayjs, Dayjs] | null;
  deptId?: number;
  groupId?: number;
  operatorId?: number;
  customerId?: number;
  product?: string;
}

/**
 * A report page: the filter bar (range with quick picks and the scope filters), the totals, the table with
 * server-side sorting and paging, drill-downs that open as tabs with the filters in their URL, and export.
 * The report is the page's own route name; the server says its columns.
 */
export function ReportView() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const name = usePage().path.split('/').pop()!;
  const pageQuery = usePageQuery();
  const fromUrl = useMemo(
    () =>
      Object.fromEntries(
        ['start', 'end', ...FILTERS].filter((k) => pageQuery.get(k)).map((k) => [k, pageQuery.get(k)!]),
      ),
    [pageQuery],
  );
  const [params, setParams] = useState<Record<string, unknown>>({ ...fromUrl, page: 1, pageSize: PAGE_SIZE });
  const [form] = Form.useForm<SearchValues>();

  const report = useQuery({
    queryKey: ['report', name, params],
    queryFn: ({ signal }) => getReport(name, params, signal),
    placeholderData: keepPreviousData,
  });
  const data = report.data;

  const exporting = useMutation({
    mutationFn: async () => {
      const { page: _p, pageSize: _s, ...filters } = params;
      saveBlob(await exportReport(name, filters), `${t(`route.${name}`)}-${data?.start}-${data?.end}.xlsx`);
    },
    onError: () => toastError(t('resource.exportFailed')),
  });

  const drillTo = (column: ReportColumn, row: ReportRow) => {
    const drill = column.drill!;
    const query = new URLSearchParams();
    const carried = { ...params, start: data?.start, end: data?.end };
    for (const key of ['start', 'end', ...FILTERS]) {
      const value = carried[key as keyof typeof carried];
      if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
    }
    for (const [param, key] of Object.entries(drill.params)) query.set(param, String(row[key] ?? ''));
    navigate(`${routeByName(drill.page)!.fullPath}?${query.toString()}`);
  };

  const sortKey = typeof params.sort === 'string' ? params.sort : undefined;
  const columns: TableColumnsType<ReportRow> = (data?.columns ?? []).map((c, i) => ({
    key: c.key,
    dataIndex: c.key,
    title: c[lang],
    fixed: i === 0 ? ('left' as const) : undefined,
    width: c.dimension ? 160 : 120,
    align: c.dimension || c.kind === 'text' || c.kind === 'day' ? ('left' as const) : ('right' as const),
    sorter: c.sortable ? true : undefined,
    sortOrder:
      sortKey === c.key ? ('ascend' as const) : sortKey === `-${c.key}` ? ('descend' as const) : null,
    render: (value: ReportRow[string], row: ReportRow) =>
      c.drill ? (
        <Typography.Link data-testid={`drill-${c.key}`} onClick={() => drillTo(c, row)}>
          {cellOf(c, value, lang)}
        </Typography.Link>
      ) : (
        cellOf(c, value, lang)
      ),
  }));

  const onChange: TableProps<ReportRow>['onChange'] = (_p, _f, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    setParams((p) => {
      const { sort: _old, ...rest } = p;
      const sort = one?.order ? `${one.order === 'descend' ? '-' : ''}${String(one.columnKey)}` : undefined;
      return { ...rest, ...(sort ? { sort } : {}), page: 1 };
    });
  };

  const search = (values: SearchValues) => {
    const filters = Object.fromEntries(
      FILTERS.filter((k) => k !== 'accountId')
        .map((k) => [k, values[k as keyof SearchValues]])
        .filter(([, v]) => v !== undefined && v !== null && v !== ''),
    );
    setParams((p) => ({
      ...(p.accountId ? { accountId: p.accountId } : {}),
      ...(p.sort ? { sort: p.sort } : {}),
      ...(values.range ? { start: values.range[0].format(DAY), end: values.range[1].format(DAY) } : {}),
      ...filters,
      page: 1,
      pageSize: p.pageSize,
    }));
  };

  const initialRange = fromUrl.start && fromUrl.end ? [dayjs(fromUrl.start), dayjs(fromUrl.end)] : undefined;

  return (
    <Card>
      <Form
        form={form}
        layout="inline"
        style={SEARCH_STYLE}
        data-testid="report-search"
        initialValues={{
          range: initialRange,
          ...Object.fromEntries(
            FILTERS.filter((k) => fromUrl[k]).map((k) => [
              k,
              k === 'product' ? fromUrl[k] : Number(fromUrl[k]),
            ]),
          ),
        }}
        onFinish={search}
      >
        <Form.Item name="range" label={t('report.range')}>
          <DatePicker.RangePicker
            presets={presets(t)}
            allowClear={false}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            placeholder={data ? [data.start, data.end] : undefined}
            data-testid="report-range"
          />
        </Form.Item>
        <Form.Item name="deptId" label={t('report.department')}>
          <ResourceInput kind="department" />
        </Form.Item>
        <Form.Item name="groupId" label={t('report.group')}>
          <ResourceInput kind="group" />
        </Form.Item>
        <Form.Item name="operatorId" label={t('report.operator')}>
          <ResourceInput kind="operator" />
        </Form.Item>
        <Form.Item name="customerId" label={t('report.customer')}>
          <ResourceInput kind="customer" currentLabel={null} />
        </Form.Item>
        <Form.Item name="product" label={t('report.product')}>
          <ResourceInput kind="enum" values={PRODUCT_TITLES} />
        </Form.Item>
        <SearchButtons
          testId="report"
          onReset={() => {
            form.resetFields();
            setParams({ page: 1, pageSize: PAGE_SIZE });
          }}
        />
      </Form>

      <div style={TOOLBAR_STYLE}>
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.isPending}
          disabled={!data?.total}
          data-testid="report-export"
          onClick={() => exporting.mutate()}
        >
          {t('resource.export')}
        </Button>
        {data && (
          <Typography.Text type="secondary" data-testid="report-period">
            {data.start} ~ {data.end}
          </Typography.Text>
        )}
      </div>

      <Table<ReportRow>
        data-testid="report-table"
        rowKey={(row) =>
          (data?.columns ?? [])
            .filter((c) => c.dimension)
            .map((c) => String(row[c.key]))
            .join('|') || 'total'
        }
        size="small"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={report.isFetching}
        scroll={{ x: Math.max(800, columns.length * 120) }}
        onChange={onChange}
        locale={{ emptyText: <TableEmpty failed={report.isError} onRetry={() => void report.refetch()} /> }}
        pagination={pagination(
          t,
          { page: Number(params.page), pageSize: Number(params.pageSize), total: data?.total },
          (page, pageSize) => setParams((p) => ({ ...p, page, pageSize })),
        )}
        summary={() =>
          data && data.rows.length ? (
            <Table.Summary>
              <Table.Summary.Row data-testid="report-summary">
                {data.columns.map((c, i) => (
                  <Table.Summary.Cell key={c.key} index={i} align={c.dimension ? 'left' : 'right'}>
                    {i === 0 ? (
                      <b>{t('report.total')}</b>
                    ) : c.dimension || c.kind === 'change' ? (
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
