import { Button, type TableColumnType, type TableProps } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { DndContext, type DragEndEvent, type Modifier, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useMemo,
  useState,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';
import { runCommand } from '../api/resource';
import { toastSuccess } from '../api/notify';
import { useTranslation } from '../i18n';
import { inOrder, movedKeys } from './rowOrder';
import type { ReorderDef, ResourceDef } from './types';
import { useRefresh } from './useRefresh';
import { testKeyOf } from './useRowActions';

/**
 * Rows moved by a drag handle (dnd-kit, loaded with this file only by tables that reorder): after a drop the
 * rows show in their new order at once and the page's ids go to the definition's reorder command; the list is
 * read again once it is saved, or shown as it was when it is refused.
 */

/** What the table takes to reorder: its rows in the order shown, a row that drags, and the handles' column. */
export interface OrderParts<Row> {
  rows: Row[];
  components: TableProps<Row>['components'];
  handle: TableColumnType<Row>;
}

type Handle = Pick<ReturnType<typeof useSortable>, 'setActivatorNodeRef' | 'listeners'>;
const HandleContext = createContext<Handle | null>(null);

const alongRows: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: Key }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: (props['data-row-key'] ?? '') as UniqueIdentifier });
  const handle = useMemo(() => ({ setActivatorNodeRef, listeners }), [setActivatorNodeRef, listeners]);
  const style = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative' as const, zIndex: 10 } : {}),
  };
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} {...attributes} />
    </HandleContext.Provider>
  );
}

function DragHandle({ label, testId }: { label: string; testId: string }) {
  const handle = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={label}
      data-testid={testId}
      style={{ cursor: 'move', touchAction: 'none' }}
      ref={handle?.setActivatorNodeRef}
      {...handle?.listeners}
    />
  );
}

export interface RowOrderProps<Row extends object> {
  def: ResourceDef<Row>;
  reorder: ReorderDef;
  rows: readonly Row[];
  /** A row's key in the table, its id: what the command is sent. */
  keyOf: (row: Row) => Key;
  children: (parts: OrderParts<Row>) => ReactNode;
}

export default function RowOrder<Row extends object>({
  def,
  reorder,
  rows,
  keyOf: tableKey,
  children,
}: RowOrderProps<Row>) {
  const { t } = useTranslation();
  const refresh = useRefresh(def);
  // A move shown before the list is read again: the rows it was made on, and their keys in its order.
  const [moved, setMoved] = useState<{ on: readonly Row[]; keys: UniqueIdentifier[] } | null>(null);
  const keyOf = (row: Row) => tableKey(row) as UniqueIdentifier;
  const keys = rows.map(keyOf);
  const save = useMutation({
    mutationFn: (ids: UniqueIdentifier[]) => runCommand(def.path, reorder.contract, [], { ids }),
    onSuccess: async () => {
      toastSuccess(t('common.saved'));
      await refresh();
    },
    onError: () => setMoved(null),
  });
  const shownKeys = moved?.on === rows ? moved.keys : keys;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = movedKeys(shownKeys, active.id, over.id);
    setMoved({ on: rows, keys: next });
    save.mutate(next);
  };
  const label = t('resource.dragToOrder');
  return (
    <DndContext modifiers={[alongRows]} onDragEnd={onDragEnd}>
      <SortableContext items={shownKeys} strategy={verticalListSortingStrategy}>
        {children({
          rows: inOrder(rows, shownKeys, keyOf),
          components: { body: { row: SortableRow } },
          handle: {
            key: 'dragHandle',
            width: 48,
            align: 'center',
            fixed: 'left',
            render: (_value: unknown, row: Row) => (
              <DragHandle label={label} testId={`${def.testId}-drag-${testKeyOf(def, row)}`} />
            ),
          },
        })}
      </SortableContext>
    </DndContext>
  );
}
