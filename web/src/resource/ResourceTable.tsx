import { Button, Card, Form, Table, type TableColumnsType, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ExportColumn } from '@adops/common/contract/export';
import { saveBlob } from '../api/client';
import { deleteResource, exportResource, listResource, type ListParams } from '../api/resource';
import { toastError, toastSuccess } from '../api/notify';
import { usePageQuery } from '../app/pageContext';
import { useSearchFormLayout } from '../components/phone';
import { useActionsColumn } from '../components/RowActions';
import { SearchButtons } from '../components/SearchButtons';
import { TableEmpty } from '../components/TableEmpty';
import { pagination, TOOLBAR_STYLE, useLastPageFallback } from '../components/table';
import { useTranslation } from '../i18n';
import { ExportButton } from '../export/ExportButton';
import { filtersShown } from '../export/filterWords';
import { useFilterWords } from '../export/useFilterWords';
import { alignOf, cell } from './cells';
import { ResourceInput } from './inputs';
import { ResourceForm } from './ResourceForm';
import type { ColumnDef, ResourceDef } from './types';

const PAGE_SIZE = 20;

/** Drops what the user left empty, so that the request carries only real filters. */
const filled = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));

const sortKey = <Row,>(column: ColumnDef<Row>) =>
  column.sort === true ? column.key : (column.sort ?? column.key);

/**
 * A resource page from its definition: the search form, the toolbar (new, export), the table with server-side
 * paging and sorting, row actions (edit, delete behind a confirmation, drill-downs) and the form.
 */
export function ResourceTable<Row extends { id: number }>({
  def,
  header,
}: {
  def: ResourceDef<Row>;
  /** Above the search form: what a drill-down is about. */
  header?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const client = useQueryClient();
  const pageQuery = usePageQuery();
  const [search] = Form.useForm<Record<string, unknown>>();
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const searchLayout = useSearchFormLayout();

  // Filters a drill-down carries in its URL apply always and are not in the form.
  const fixed = useMemo(
    () =>
      Object.fromEntries(
        def.filters
          .filter((f) => f.fromUrl && pageQuery.get(f.name))
          .map((f) => [f.name, pageQuery.get(f.name)]),
      ),
    [def.filters, pageQuery],
  );
  const initial = useMemo(
    () => filled(Object.fromEntries(def.filters.map((f) => [f.name, f.initial]))),
    [def.filters],
  );
  const [params, setParams] = useState<ListParams>({
    page: 1,
    pageSize: PAGE_SIZE,
    ...(def.defaultSort ? { sort: def.defaultSort } : {}),
    ...initial,
  });
  const query = { ...params, ...fixed };

  const list = useQuery({
    queryKey: [def.path, 'list', query],
    queryFn: ({ signal }) => listResource<Row>(def.path, query, signal, def.listUrl),
    placeholderData: keepPreviousData,
  });
  useLastPageFallback(list.isPlaceholderData ? undefined : list.data, params, (page) =>
    setParams((p) => ({ ...p, page })),
  );

  const remove = useMutation({
    mutationFn: (row: Row) => deleteResource(def.path, row.id),
    onSuccess: async () => {
      toastSuccess(t('common.deleted'));
      await client.invalidateQueries({ queryKey: [def.path] });
    },
  });

  const filterWords = useFilterWords(filtersShown(def.filters, query, t));
  const exporting = useMutation({
    mutationFn: async () => {
      const columns: ExportColumn[] = def.columns
        .filter((c) => !c.noExport)
        .map((c) => ({
          key: c.key,
          title: t(c.title),
          kind: c.kind === 'enum' || c.kind === 'flag' || !c.kind ? 'text' : c.kind,
          ...(c.values
            ? { values: Object.fromEntries(Object.entries(c.values).map(([k, v]) => [k, v[lang]])) }
            : {}),
        }));
      const { page: _page, pageSize: _size, ...filters } = query;
      const title = t(def.title);
      const blob = await exportResource(def.path, filters, { columns, title, filters: filterWords });
      saveBlob(blob, `${title}.xlsx`);
    },
    onError: () => toastError(t('resource.exportFailed')),
  });

  const sortOrder = (column: ColumnDef<Row>) => {
    const key = sortKey(column);
    if (params.sort === key) return 'ascend' as const;
    if (params.sort === `-${key}`) return 'descend' as const;
    return null;
  };

  const yesNo: [string, string] = [t('common.yes'), t('common.no')];
  const columns: TableColumnsType<Row> = def.columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: t(c.title),
    width: c.width,
    fixed: c.fixed,
    ellipsis: !c.kind || c.kind === 'text',
    align: alignOf(c.kind ?? 'text'),
    sorter: c.sort ? true : undefined,
    sortOrder: c.sort ? sortOrder(c) : undefined,
    render: (value: unknown, row: Row) =>
      c.render ? c.render(row, lang) : cell(c.kind ?? 'text', value, lang, c.values, yesNo),
  }));

  const rows = list.data?.list ?? [];
  const actions = def.actions ?? [];
  const actionsColumn = useActionsColumn<Row>(
    rows,
    (row) => [
      ...(def.form
        ? [
            {
              key: 'edit',
              label: t('common.edit'),
              testId: `${def.testId}-edit-${row.id}`,
              onClick: () => setEditing({ row }),
            },
          ]
        : []),
      ...actions
        .filter((a) => !a.visible || a.visible(row))
        .map((a) => ({
          key: a.key,
          label: t(a.label),
          testId: `${def.testId}-${a.key}-${row.id}`,
          onClick: () => (a.to ? navigate(a.to(row)) : a.run?.(row)),
        })),
      ...(def.remove
        ? [
            {
              key: 'delete',
              label: t('common.delete'),
              testId: `${def.testId}-delete-${row.id}`,
              danger: true,
              confirm: {
                title: t('common.confirmDelete', { name: def.remove.name(row) }),
                description: t(def.remove.hint),
              },
              onClick: () => remove.mutateAsync(row),
            },
          ]
        : []),
    ],
    (row) => `${def.testId}-more-${row.id}`,
  );
  if (def.form || def.remove || actions.length) columns.push(actionsColumn);

  const onTableChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = def.columns.find((c) => c.key === one?.columnKey);
    const sort =
      column && one?.order ? `${one.order === 'descend' ? '-' : ''}${sortKey(column)}` : def.defaultSort;
    setParams((p) => {
      const { sort: _old, ...rest } = p;
      return { ...rest, ...(sort ? { sort } : {}), page: 1 };
    });
  };

  const shownFilters = def.filters.filter((f) => !(f.name in fixed));
  const total = list.data?.total ?? 0;

  return (
    <Card>
      {header}
      {shownFilters.length > 0 && (
        <Form
          form={search}
          {...searchLayout}
          data-testid={`${def.testId}-search`}
          initialValues={initial}
          onFinish={(values) =>
            setParams((p) => ({
              page: 1,
              pageSize: p.pageSize,
              ...(p.sort ? { sort: p.sort } : {}),
              ...filled(values),
            }))
          }
        >
          {shownFilters.map((f) => (
            <Form.Item key={f.name} name={f.name} label={t(f.label)}>
              <ResourceInput
                kind={f.kind}
                values={f.values}
                placeholder={f.placeholder ? t(f.placeholder) : undefined}
                testId={`${def.testId}-filter-${f.name}`}
              />
            </Form.Item>
          ))}
          <SearchButtons
            testId={def.testId}
            onReset={() => {
              search.resetFields();
              setParams((p) => ({
                page: 1,
                pageSize: p.pageSize,
                ...(def.defaultSort ? { sort: def.defaultSort } : {}),
                ...initial,
              }));
            }}
          />
        </Form>
      )}

      <div style={TOOLBAR_STYLE}>
        {def.form && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid={`${def.testId}-create`}
            onClick={() => setEditing({})}
          >
            {t('common.create')}
          </Button>
        )}
        {!def.listUrl && (
          <ExportButton
            total={total}
            loading={exporting.isPending}
            testId={`${def.testId}-export`}
            onExport={() => exporting.mutate()}
          />
        )}
      </div>

      <Table<Row>
        data-testid={`${def.testId}-table`}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        scroll={{ x: def.scrollX ?? 1200 }}
        rowClassName={(row) => def.rowClass?.(row) ?? ''}
        onChange={onTableChange}
        locale={{ emptyText: <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} /> }}
        pagination={pagination(
          t,
          { page: params.page, pageSize: params.pageSize, total: list.data?.total },
          (page, pageSize) => setParams((p) => ({ ...p, page, pageSize })),
        )}
      />

      {def.form && (
        <ResourceForm def={def} row={editing?.row} open={editing !== null} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
