import { Button, Card, Form, Table, Typography, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { saveBlob } from '../api/client';
import { exportResource, type ListParams } from '../api/resource';
import { toastError } from '../api/notify';
import { usePageQuery } from '../app/pageContext';
import { useSearchFormLayout } from '../components/phone';
import { SearchButtons } from '../components/SearchButtons';
import { TableEmpty } from '../components/TableEmpty';
import { pagination, TOOLBAR_STYLE, useLastPageFallback } from '../components/table';
import { useTranslation } from '../i18n';
import { ExportButton } from '../export/ExportButton';
import { exportColumnsOf } from '../export/exportColumns';
import { filtersShown } from '../export/filterWords';
import { useFilterWords } from '../export/useFilterWords';
import { CommandButton, useCommands } from './commands';
import { useColumnChoice } from './ColumnChoice';
import { shownColumns } from './columnChoice';
import { ResourceInput } from './inputs';
import { EditableCell } from './EditableCell';
import { endpointsOfDef, idFieldOf, idOf } from './records';
import { RecordView } from './RecordView';
import type { OrderParts, RowOrderProps } from './RowOrder';
import { RelatedDrawer } from './RelatedList';
import { UploadButton } from './UploadButton';
import { ResourceChart } from './ResourceChart';
import { ResourceTimeline } from './ResourceTimeline';
import { ResourceForm, type Editing } from './ResourceForm';
import { useTableColumns } from './tableColumns';
import { openKeys } from './tree';
import type { ColumnDef, RelatedDef, ResourceDef, ViewAction } from './types';
import { testKeyOf, useRowActions } from './useRowActions';
import { useRows } from './useRows';

const PAGE_SIZE = 20;
const NO_ROWS: never[] = [];

/** dnd-kit comes with it, loaded only by a table that reorders. */
const RowOrder = lazy(() => import('./RowOrder')) as unknown as <Row extends object>(
  props: RowOrderProps<Row>,
) => ReactNode;

/** Drops what the user left empty, so that the request carries only real filters. */
const filled = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** The filters of a list without its paging and order: what its chart is read with. */
const chartFilters = ({ page: _page, pageSize: _size, sort: _sort, ...filters }: ListParams) => filters;

const sortKey = <Row,>(column: ColumnDef<Row>) =>
  column.sort === true ? column.key : (column.sort ?? column.key);

/**
 * A resource page from its definition: the search form, the toolbar (new, commands on the selected rows,
 * export), the table with server-side paging and sorting (or a tree, whole), row actions (add a child, edit,
 * drill-downs, commands, related lists, delete behind a confirmation) and the forms.
 */
export function ResourceTable<Row extends object>({
  def,
  header,
  fixed: fixedByPage,
  selected,
  onSelect,
  embedded,
  onPick,
  onRows,
}: {
  def: ResourceDef<Row>;
  /** Above the search form: what a drill-down is about. */
  header?: ReactNode;
  /** Filters the page sets (the department whose groups it shows): always applied, not in the form. */
  fixed?: Record<string, unknown>;
  /** The id of the row the page shows more of, and what a click on a row does. */
  selected?: unknown;
  onSelect?: (row: Row) => void;
  /** Inside another card: no card of its own. */
  embedded?: boolean;
  /** Rows may be picked (checkboxes), and the page is told which are (an export of picked rows). */
  onPick?: (rows: Row[]) => void;
  /** The page is told the rows the table shows (to write them as a file of its own). */
  onRows?: (rows: Row[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const pageQuery = usePageQuery();
  const [search] = Form.useForm<Record<string, unknown>>();
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const [drawer, setDrawer] = useState<{ related: RelatedDef<Row, never>; row: Row } | null>(null);
  const [viewing, setViewing] = useState<{ action: ViewAction<Row>; row: Row } | null>(null);
  const [picked, setPicked] = useState<Row[]>([]);
  const [flipped, setFlipped] = useState<ReadonlySet<unknown>>(new Set());
  const searchLayout = useSearchFormLayout();
  const commands = useCommands(def);
  const endpoints = endpointsOfDef(def);
  const choice = useColumnChoice(def);

  // Filters a drill-down carries in its URL, or the page sets, apply always and are not in the form.
  const fixed = useMemo(
    () => ({
      ...Object.fromEntries(
        def.filters
          .filter((f) => f.fromUrl && pageQuery.get(f.name))
          .map((f) => [f.name, pageQuery.get(f.name)]),
      ),
      ...fixedByPage,
    }),
    [def.filters, pageQuery, fixedByPage],
  );
  // A filter the URL names that the form shows (the message dropdown's status) starts the search from it.
  const linked = def.filters
    .filter((f) => !f.fromUrl && pageQuery.get(f.name) !== null)
    .map((f) => `${f.name}=${pageQuery.get(f.name)}`)
    .join('&');
  const initial = useMemo(
    () =>
      filled({
        ...Object.fromEntries(def.filters.map((f) => [f.name, f.initial])),
        ...Object.fromEntries(new URLSearchParams(linked)),
      }),
    [def.filters, linked],
  );
  const [params, setParams] = useState<ListParams>({
    page: 1,
    pageSize: PAGE_SIZE,
    ...(def.defaultSort ? { sort: def.defaultSort } : {}),
    ...initial,
  });
  const query = { ...params, ...fixed };
  // Followed again with other filters (another counter of the dropdown), the page searches anew; only a new
  // link does.
  const followed = useRef(linked);
  useEffect(() => {
    if (followed.current === linked) return;
    followed.current = linked;
    search.resetFields();
    startAfresh(initial, def.defaultSort ?? '');
  }, [linked]);
  const list = useRows(def, query);
  useLastPageFallback(list.page, params, (page) => setParams((p) => ({ ...p, page })));
  // No rows is one constant, so that an empty list does not tell the page anew at each render.
  const rowsShown = list.rows.length ? list.rows : (NO_ROWS as Row[]);
  useEffect(() => onRows?.(rowsShown), [rowsShown]);

  const filterWords = useFilterWords(filtersShown(def.filters, query, t));
  const exporting = useMutation({
    mutationFn: async () => {
      const columns = exportColumnsOf(
        def.columns.filter((c) => !choice.hidden.includes(c.key)),
        t,
        lang,
      );
      const { page: _page, pageSize: _size, ...filters } = query;
      const title = t(def.title);
      const blob = await exportResource(endpoints.export, filters, { columns, title, filters: filterWords });
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
  // Cells edited in place save with the filters the list was read by (the month a row is of).
  const columns = useTableColumns(def.columns, def.tree ? undefined : sortOrder).map((plain, at) => {
    const column = def.columns[at];
    const edit = column?.edit;
    const opens = column?.opens;
    if (column && opens)
      return {
        ...plain,
        render: (value: unknown, row: Row, index: number) => (
          <Typography.Link
            data-testid={`${def.testId}-open-${column.key}-${testKeyOf(def, row)}`}
            onClick={() =>
              opens === 'form'
                ? setEditing({ row })
                : setViewing({ action: { key: column.key, label: column.title, view: opens }, row })
            }
          >
            {plain.render?.(value, row, index) as ReactNode}
          </Typography.Link>
        ),
      };
    if (!column || !edit) return plain;
    return {
      ...plain,
      ellipsis: false,
      render: (value: unknown, row: Row, index: number) => (
        <EditableCell
          def={def}
          column={column}
          edit={edit}
          row={row}
          filters={query}
          shown={plain.render?.(value, row, index) as ReactNode}
        />
      ),
    };
  });

  const toolbarCommands = (def.commands ?? []).filter((c) => c.toolbar);
  const onSelected = toolbarCommands.filter((c) => !c.contract.whole);
  const actionsColumn = useRowActions(def, list.rows, {
    form: setEditing,
    related: (related, row) => setDrawer({ related, row }),
    view: (action, row) => setViewing({ action, row }),
    commands,
  });
  if (actionsColumn) columns.push(actionsColumn);

  const onTableChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = def.columns.find((c) => c.key === one?.columnKey);
    const sort =
      column && one?.order ? `${one.order === 'descend' ? '-' : ''}${sortKey(column)}` : def.defaultSort;
    const order = def.filters.find((f) => f.order);
    if (order) search.setFieldValue(order.name, sort && order.values?.[sort] ? sort : undefined);
    setParams((p) => {
      const { sort: _old, ...rest } = p;
      return { ...rest, ...(sort ? { sort } : {}), page: 1 };
    });
  };

  /** A search starts at the first page, with the tree as it opens at first; a reset also with the first sort. */
  const startAfresh = (values: Record<string, unknown>, sort?: string) => {
    setFlipped(new Set());
    setParams((p) => {
      const sorted = sort ?? p.sort;
      return { page: 1, pageSize: p.pageSize, ...(sorted ? { sort: sorted } : {}), ...filled(values) };
    });
  };
  const shownFilters = def.filters.filter((f) => !(f.name in fixed));
  const tree = def.tree;
  const idKey = (row: Row) => idOf(def, row) as Key;
  const paging = pagination(
    t,
    { page: params.page, pageSize: params.pageSize, total: list.total },
    (page, pageSize) => setParams((p) => ({ ...p, page, pageSize })),
  );

  const shown = shownColumns(columns, choice.hidden);
  // Rows are dragged only while the list is in the order the reorder keeps.
  const reorder = def.reorder && !tree && params.sort === def.reorder.sort ? def.reorder : undefined;
  const table = (parts?: OrderParts<Row>) => (
    <Table<Row>
      data-testid={`${def.testId}-table`}
      rowKey={idFieldOf(def)}
      size="middle"
      columns={parts ? [parts.handle, ...shown] : shown}
      dataSource={parts?.rows ?? list.rows}
      components={parts?.components}
      loading={list.isFetching}
      scroll={{ x: def.scrollX ?? 1200 }}
      rowClassName={(row) =>
        [
          def.rowClass?.(row),
          selected !== undefined && idOf(def, row) === selected ? 'ant-table-row-selected' : '',
        ]
          .filter(Boolean)
          .join(' ')
      }
      onRow={onSelect ? (row) => ({ onClick: () => onSelect(row), style: { cursor: 'pointer' } }) : undefined}
      rowSelection={
        onSelected.length || onPick
          ? {
              selectedRowKeys: picked.map(idKey),
              onChange: (_keys, rows) => {
                setPicked(rows);
                onPick?.(rows);
              },
            }
          : undefined
      }
      expandable={
        tree
          ? {
              childrenColumnName: tree.children,
              expandedRowKeys: openKeys(
                list.rows,
                tree.children,
                idKey,
                flipped,
                query.keyword ? undefined : tree.expanded,
              ) as Key[],
              onExpand: (_open, row) =>
                setFlipped((keys) => {
                  const next = new Set(keys);
                  if (!next.delete(idKey(row))) next.add(idKey(row));
                  return next;
                }),
            }
          : undefined
      }
      onChange={onTableChange}
      locale={{ emptyText: <TableEmpty failed={list.isError} onRetry={list.retry} /> }}
      pagination={tree ? false : paging}
    />
  );

  const body = (
    <>
      {header}
      {shownFilters.length > 0 && (
        <Form
          form={search}
          {...searchLayout}
          data-testid={`${def.testId}-search`}
          initialValues={initial}
          onFinish={(values) => startAfresh(values)}
        >
          {shownFilters.map((f) => (
            <Form.Item key={f.name} name={f.name} label={t(f.label)}>
              <ResourceInput
                kind={f.kind}
                values={f.values}
                multiple={f.multiple}
                source={f.options}
                placeholder={f.placeholder ? t(f.placeholder) : undefined}
                testId={`${def.testId}-filter-${f.name}`}
              />
            </Form.Item>
          ))}
          <SearchButtons
            testId={def.testId}
            onReset={() => {
              search.resetFields();
              startAfresh(initial, def.defaultSort ?? '');
            }}
          />
        </Form>
      )}

      <div style={{ ...TOOLBAR_STYLE, alignItems: 'center' }}>
        {def.form && !def.form.editOnly && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid={`${def.testId}-create`}
            onClick={() => setEditing({ initial: fixed })}
          >
            {t('common.create')}
          </Button>
        )}
        {toolbarCommands.map((command) => (
          <CommandButton
            key={command.contract.name}
            label={commands.titleOf(command)}
            testId={`${def.testId}-${command.contract.name}`}
            disabled={!command.contract.whole && !picked.length}
            confirm={
              command.confirm &&
              t(command.confirm, { name: t('resource.selected', { count: picked.length }) })
            }
            onClick={() => commands.start({ command, rows: picked }).then(() => setPicked([]))}
          />
        ))}
        {def.upload && <UploadButton def={def} upload={def.upload} />}
        {!def.noExport && !tree && (
          <ExportButton
            total={list.total}
            loading={exporting.isPending}
            testId={`${def.testId}-export`}
            onExport={() => exporting.mutate()}
          />
        )}
        {choice.tools}
        {tree && (
          <Typography.Text type="secondary" style={{ marginInlineStart: 'auto', whiteSpace: 'nowrap' }}>
            {t('common.total', { total: list.total })}
          </Typography.Text>
        )}
      </div>

      {def.chart && <ResourceChart chart={def.chart} filters={chartFilters(query)} testId={def.testId} />}
      {def.timeline ? (
        <ResourceTimeline
          def={def}
          timeline={def.timeline}
          rows={list.rows}
          loading={list.isFetching}
          failed={list.isError}
          onRetry={list.retry}
          pagination={paging}
        />
      ) : reorder ? (
        <Suspense fallback={table()}>
          <RowOrder def={def} reorder={reorder} rows={list.rows} keyOf={idKey}>
            {table}
          </RowOrder>
        </Suspense>
      ) : (
        table()
      )}

      {def.form && <ResourceForm def={def} editing={editing} onClose={() => setEditing(null)} />}
      <RelatedDrawer def={def} related={drawer?.related} row={drawer?.row} onClose={() => setDrawer(null)} />
      <RecordView def={def} action={viewing?.action} row={viewing?.row} onClose={() => setViewing(null)} />
      {commands.modal}
    </>
  );
  return embedded ? body : <Card>{body}</Card>;
}
