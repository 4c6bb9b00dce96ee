import { Flex, Pagination, Spin, theme, Timeline, Typography, type PaginationProps } from 'antd';
import type { ReactNode } from 'react';
import { TableEmpty } from '../components/TableEmpty';
import { useTranslation } from '../i18n';
import { idOf } from './records';
import { useTableColumns } from './tableColumns';
import type { ResourceDef, TimelineDef } from './types';

/** A dot's colour: an antd preset by its name ('gold', 'purple'), any other CSS colour as it is. */
export function dotColor(color: string | undefined, presets: Record<string, unknown>): string | undefined {
  if (!color || color === 'default') return 'gray';
  const preset = presets[color];
  return typeof preset === 'string' ? preset : color;
}

/**
 * A page of a resource's rows as a timeline (def.timeline): each row a dot coloured by its kind, its time and
 * kind's tag, its text and details; the table's loading, empty and failed states and paging.
 */
export function ResourceTimeline<Row extends object>({
  def,
  timeline,
  rows,
  loading,
  failed,
  onRetry,
  pagination,
}: {
  def: ResourceDef<Row>;
  timeline: TimelineDef<Row>;
  rows: Row[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  pagination: PaginationProps;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const columns = useTableColumns(def.columns);
  const kind = def.columns.find((c) => c.key === timeline.kind);
  const shown = (key: string, row: Row): ReactNode => {
    const column = columns.find((c) => c.key === key) as
      { render: (value: unknown, row: Row) => ReactNode } | undefined;
    return column?.render((row as Record<string, unknown>)[key], row);
  };
  const [text, ...details] = def.columns.filter((c) => c.key !== timeline.time && c.key !== timeline.kind);
  const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

  const items = rows.map((row) => {
    const value = (row as Record<string, unknown>)[timeline.kind];
    const testId = def.rowTestId ? def.rowTestId(row) : String(idOf(def, row));
    return {
      key: String(idOf(def, row)),
      color: dotColor(kind?.values?.[String(value)]?.color, token as unknown as Record<string, unknown>),
      content: (
        <div data-testid={`${def.testId}-item-${testId}`}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="secondary">{shown(timeline.time, row)}</Typography.Text>
            {shown(timeline.kind, row)}
          </Flex>
          {text && <div>{shown(text.key, row)}</div>}
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {details
              .filter((c) => c.render || filled((row as Record<string, unknown>)[c.key]))
              .map((c) => (
                <span key={c.key} style={{ marginInlineEnd: 16 }}>
                  {t('resource.labelled', { label: t(c.title) })}
                  {shown(c.key, row)}
                </span>
              ))}
          </Typography.Text>
        </div>
      ),
    };
  });

  return (
    <Spin spinning={loading}>
      <div data-testid={`${def.testId}-timeline`} style={{ paddingTop: 8 }}>
        {items.length ? <Timeline items={items} /> : <TableEmpty failed={failed} onRetry={onRetry} />}
      </div>
      <Flex justify="end">
        <Pagination {...pagination} />
      </Flex>
    </Spin>
  );
}
