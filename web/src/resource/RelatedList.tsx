import { useRoleIds } from '../store/session';
import { Drawer, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listResource } from '../api/resource';
import { useActionsColumn } from '../components/RowActions';
import { TableEmpty } from '../components/TableEmpty';
import { pagination, TOOLBAR_STYLE, useLastPageFallback } from '../components/table';
import { useTranslation } from '../i18n';
import { CommandButton, useCommands } from './commands';
import { idOf, offered } from './records';
import { useTableColumns } from './tableColumns';
import type { ColumnDef, RelatedDef, ResourceDef } from './types';

type Item = Record<string, unknown>;

/**
 * A list about one record (a role's users, a department's members), page by page, with the record's commands
 * that act on the list (add members) above it and those that act on one item (remove) on each item. Keyed by
 * the record where it is used, so that another record starts again at its first page.
 */
export function RelatedList<Row extends object>({
  def,
  related,
  row,
}: {
  def: ResourceDef<Row>;
  related: RelatedDef<Row, never>;
  row: Row;
}) {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const id = idOf(def, row);
  // Another record unmounts this query's observer, and react-query aborts the call in flight.
  const items = useQuery({
    queryKey: [def.path, 'related', related.key, id, paging],
    queryFn: ({ signal }) =>
      listResource<Item>(related.endpoint, { [related.idField]: id, ...paging }, signal),
    placeholderData: keepPreviousData,
  });
  useLastPageFallback(items.isPlaceholderData ? undefined : items.data, paging, (page) =>
    setPaging((p) => ({ ...p, page })),
  );

  const commands = useCommands(def);
  const roleIds = useRoleIds();
  const ofList = (related.commands ?? []).filter((c) => !c.item && offered(c, row, roleIds));
  const ofItem = (related.commands ?? []).filter((c) => c.item && offered(c, row, roleIds));
  const keyOf = (item: Item) => String(related.itemTestId?.(item as never) ?? item.id);
  const owner = def.name?.(row, i18n.language) ?? '';
  const list = items.data?.list ?? [];
  const columns = useTableColumns(related.columns as unknown as ColumnDef<Item>[]);
  const actionsColumn = useActionsColumn<Item>(
    list,
    (item) =>
      ofItem.map((command) =>
        commands.action(
          { command, rows: [row], extra: command.item!(item as never) },
          `${related.testId}-${command.contract.name}-${keyOf(item)}`,
          { name: related.name?.(item as never) ?? keyOf(item), owner },
        ),
      ),
    (item) => `${related.testId}-more-${keyOf(item)}`,
  );

  return (
    <>
      {ofList.length > 0 && (
        <div style={TOOLBAR_STYLE}>
          {ofList.map((command) => (
            <CommandButton
              key={command.contract.name}
              label={commands.titleOf(command)}
              testId={`${related.testId}-${command.contract.name}`}
              confirm={command.confirm && t(command.confirm, { name: owner })}
              onClick={() => commands.start({ command, rows: [row] })}
            />
          ))}
        </div>
      )}
      <Table<Item>
        data-testid={`${related.testId}-table`}
        rowKey={(item) => String(item.id)}
        size="middle"
        columns={ofItem.length ? [...columns, actionsColumn] : columns}
        dataSource={list}
        loading={items.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty failed={items.isError} onRetry={() => void items.refetch()} /> }}
        pagination={pagination(t, { ...paging, total: items.data?.total }, (page, pageSize) =>
          setPaging({ page, pageSize }),
        )}
      />
      {commands.modal}
    </>
  );
}

/** A related list of a row, in a drawer titled by the row. */
export function RelatedDrawer<Row extends object>({
  def,
  related,
  row,
  onClose,
}: {
  def: ResourceDef<Row>;
  related: RelatedDef<Row, never> | undefined;
  row: Row | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const open = Boolean(related && row);
  return (
    <Drawer
      open={open}
      title={related && row ? t(related.title, { name: def.name?.(row, i18n.language) ?? '' }) : ''}
      size={720}
      onClose={onClose}
      destroyOnHidden
    >
      {related && row && <RelatedList key={String(idOf(def, row))} def={def} related={related} row={row} />}
    </Drawer>
  );
}
