import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import { useActionsColumn, type RowAction } from '../../components/RowActions';
import { registerTexts, useTranslation } from '../../i18n';
import { startValues } from '../../resource/records';
import RESOURCE_TEXTS from '../../resource/texts';
import type { PanelState } from '../panelState';
import type { PanelDef, RowActionDef, TableRow } from '../types';

const ActionForm = lazy(() => import('../ActionForm'));

// The form's title is the resource engine's "action: name", read before the form's code has come.
registerTexts(RESOURCE_TEXTS);

type TableDef = Extract<PanelDef, { kind: 'table' }>;

interface Open {
  action: RowActionDef<unknown>;
  row: TableRow;
}

/**
 * The actions column of a table panel (none when it has no row actions) and the form one of them has open. An
 * action with fields opens its form; one without runs at once, after its confirmation when it asks one.
 */
export function useRowActionsColumn(
  def: TableDef,
  data: unknown,
  rows: TableRow[],
  rowTestId: (row: TableRow) => string,
  state: PanelState,
): { column: TableColumnType<TableRow> | undefined; form: ReactNode } {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open | null>(null);
  const defs = def.rowActions ?? [];
  const nameOf = (row: TableRow) => def.rowName?.(row) ?? rowTestId(row);
  const run = async (action: RowActionDef<unknown>, values: Record<string, unknown>, row: TableRow) => {
    await action.submit(values, row, data);
    await state.changed();
  };

  const actionsOf = (row: TableRow): RowAction[] =>
    defs
      .filter((action) => action.visible?.(row) ?? true)
      .map((action) => ({
        key: action.key,
        label: t(action.label),
        testId: `${state.testId}-row-${rowTestId(row)}-${action.key}`,
        ...(action.danger ? { danger: true } : {}),
        ...(action.confirm && !action.fields
          ? { confirm: { title: t(action.confirm, { name: nameOf(row) }) } }
          : {}),
        onClick: () => (action.fields ? setOpen({ action, row }) : run(action, {}, row)),
      }));
  const column = useActionsColumn<TableRow>(
    rows,
    actionsOf,
    (row) => `${state.testId}-row-${rowTestId(row)}-more`,
  );

  const form = open ? (
    <Suspense fallback={null}>
      <ActionForm
        title={t('resource.ofRecord', { action: t(open.action.label), name: nameOf(open.row) })}
        testId={`${state.testId}-${open.action.key}`}
        fields={open.action.fields ?? []}
        initial={open.action.values?.(open.row) ?? startValues(open.action.fields ?? [], open.row)}
        submit={(values) => run(open.action, values, open.row)}
        onClose={() => setOpen(null)}
      />
    </Suspense>
  ) : null;
  return { column: defs.length ? column : undefined, form };
}
