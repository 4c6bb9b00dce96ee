import { Table, type TablePaginationConfig, type TableProps } from 'antd';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import type { ReportColumn, ReportResult, ReportRow } from '@adops/common/contract/report';
import { TableEmpty } from '../components/TableEmpty';
import { useTranslation } from '../i18n';
import { heatMax, isPeriodColumn } from './heat';
import {
  keptColumns,
  rowKeyOf,
  spannedColumns,
  summaryCell,
  tableColumn,
  withSortOrder,
  type Drill,
  type TableColumn,
} from './reportColumns';
import { isWindowed } from './tableWindow';
import { useFirstScreen } from './useFirstScreen';
import { useTableWindow } from './useTableWindow';

/** The height of the body of a table drawn in part; its header and totals stay in view above and below. */
const VIEW_HEIGHT = 560;
const NO_COLUMNS: ReportColumn[] = [];
const NO_ROWS: ReportRow[] = [];

/** The room of the rows not drawn, above and below those drawn, and how many columns a row spans. */
const Room = createContext({ before: 0, after: 0, span: 1 });

const RoomRow = ({ height, span }: { height: number; span: number }) => (
  <tr aria-hidden="true" className="report-room">
    <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
  </tr>
);

/** The table's body, with the room of the rows not drawn before and after those drawn. */
function RoomyBody({ children, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  const room = useContext(Room);
  return (
    <tbody {...props}>
      {room.before > 0 && <RoomRow height={room.before} span={room.span} />}
      {children}
      {room.after > 0 && <RoomRow height={room.after} span={room.span} />}
    </tbody>
  );
}
const COMPONENTS: TableProps<ReportRow>['components'] = { body: { wrapper: RoomyBody } };

interface ReportTableProps {
  data: ReportResult | undefined;
  hidden: string[];
  sort: string | undefined;
  loading: boolean;
  failed: boolean;
  pagination: TablePaginationConfig;
  /** The new sort (`key` or `-key`), or none for the report's own. */
  onSort: (sort: string | undefined) => void;
  onDrill: Drill;
  onRetry: () => void;
  /** What a row offers (a page's row actions), in a last column; none: no such column. */
  rowActions?: (row: ReportRow) => ReactNode;
}

/** The width of the row actions' column. */
const ACTIONS_WIDTH = 120;

/**
 * A report's table: its columns as the server says them less those the user hides, formatted and sortable,
 * heat-tinted where the report asks, with the first column fixed and the totals row. A large or wide one
 * (`isWindowed`) draws only the rows and columns in view in a body of fixed height, the room of the others
 * kept so that its scroll bars read as for the whole; another draws a screen's worth of its first rows first
 * (`useFirstScreen`). Its columns are made again only when the report's columns, the hidden ones, the language
 * or the heat scale change, so that a re-drawn table (a sort marked, the loading veil, a scroll) finds its
 * cells unchanged and leaves them as they are.
 */
function ReportTableView({ data, hidden, sort, loading, failed, pagination, ...on }: ReportTableProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const all = data?.columns ?? NO_COLUMNS;
  const rows = data?.rows ?? NO_ROWS;
  const heat = data?.heat ?? false;

  // The callbacks are read when called: a new one alone does not make the columns again.
  const latest = useRef(on);
  useLayoutEffect(() => {
    latest.current = on;
  });
  const drill = useRef<Drill>((column, row) => latest.current.onDrill(column, row));

  const shown = useMemo(() => keptColumns(all, hidden), [all, hidden]);
  const windowed = isWindowed(rows.length, shown.length);
  const max = useMemo(
    () => (heat ? heatMax(rows, all.filter(isPeriodColumn)) : undefined),
    [heat, rows, all],
  );
  const withActions = Boolean(on.rowActions);
  const columns = useMemo(() => {
    const figures = shown.map((c, i) => tableColumn(c, i, lang, { heatMax: max, oneLine: windowed, drill }));
    if (!withActions) return figures;
    const actions: TableColumn = {
      key: 'rowActions',
      title: t('common.actions'),
      width: ACTIONS_WIDTH,
      fixed: 'right',
      render: (_value, row) => latest.current.rowActions?.(row),
    };
    return [...figures, actions];
  }, [shown, lang, max, windowed, withActions, t]);
  const sorted = useMemo(() => withSortOrder(columns, sort), [columns, sort]);
  const widths = useMemo(() => columns.slice(1).map((c) => c.width), [columns]);
  const width = columns.reduce((total, c) => total + c.width, 0);

  const view = useTableWindow(windowed, rows.length, widths, columns[0]?.width ?? 0, VIEW_HEIGHT);
  const drawnColumns = useMemo(
    () => (windowed ? spannedColumns(sorted, 1, view.columns) : sorted),
    [windowed, sorted, view.columns],
  );
  const firstScreen = useFirstScreen(!windowed, rows.length);
  const rowsDrawn = windowed ? view.rows : firstScreen;
  const drawnRows = useMemo(
    () => (rowsDrawn.to - rowsDrawn.from < rows.length ? rows.slice(rowsDrawn.from, rowsDrawn.to) : rows),
    [rows, rowsDrawn],
  );
  const room = useMemo(
    () => ({ before: rowsDrawn.before, after: rowsDrawn.after, span: drawnColumns.length }),
    [rowsDrawn, drawnColumns.length],
  );

  const rowKey = useMemo(() => rowKeyOf(all), [all]);
  // antd would glide the rows up to the first over half a second, drawing the rows passed on the way.
  const scroll = useMemo(
    () => ({
      x: Math.max(800, width),
      scrollToFirstRowOnChange: false,
      ...(windowed ? { y: VIEW_HEIGHT } : {}),
    }),
    [width, windowed],
  );
  const locale = useMemo(
    () => ({ emptyText: <TableEmpty failed={failed} onRetry={() => latest.current.onRetry()} /> }),
    [failed],
  );
  const onChange = useCallback<NonNullable<TableProps<ReportRow>['onChange']>>(
    (_pagination, _filters, sorter, { action }) => {
      // Another sort or page starts at its first row.
      const body = view.holder.current?.querySelector('.ant-table-body');
      if (body) body.scrollTop = 0;
      if (action !== 'sort') return;
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      latest.current.onSort(
        one?.order ? `${one.order === 'descend' ? '-' : ''}${String(one.columnKey)}` : undefined,
      );
    },
    [],
  );

  const byKey = useMemo(() => new Map(all.map((c) => [c.key, c])), [all]);
  const summary = useCallback(
    () =>
      data && data.rows.length ? (
        // Under a body of fixed height the totals stay in view below it.
        <Table.Summary fixed={windowed ? 'bottom' : undefined}>
          <Table.Summary.Row data-testid="report-summary">
            {drawnColumns.map((c, i) => (
              <Table.Summary.Cell key={c.key} index={i} align={c.align}>
                {summaryCell(byKey.get(c.key), i, data.summary, lang, <b>{t('report.total')}</b>)}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      ) : null,
    [data, windowed, drawnColumns, byKey, lang, t],
  );

  return (
    <div ref={view.holder}>
      <Room.Provider value={room}>
        <Table<ReportRow>
          // Another language draws the table anew: a cell is formatted again only for another row.
          key={lang}
          data-testid="report-table"
          rowKey={rowKey}
          size="small"
          columns={drawnColumns}
          dataSource={drawnRows}
          loading={loading}
          scroll={scroll}
          components={COMPONENTS}
          onChange={onChange}
          locale={locale}
          pagination={pagination}
          summary={summary}
        />
      </Room.Provider>
    </div>
  );
}

/** Props alike but for the callbacks (read when called): the table is not drawn again. */
const sameView = (before: ReportTableProps, after: ReportTableProps) =>
  (Object.keys(after) as (keyof ReportTableProps)[]).every(
    (key) => typeof after[key] === 'function' || Object.is(before[key], after[key]),
  );

export const ReportTable = memo(ReportTableView, sameView);
