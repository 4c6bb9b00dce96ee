import { useRoleIds } from '../store/session';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../api/resource';
import { toastSuccess } from '../api/notify';
import { useActionsColumn, type RowAction as ActionItem } from '../components/RowActions';
import { useTranslation } from '../i18n';
import type { useCommands } from './commands';
import { deleteCall, idOf, offered } from './records';
import type { Editing } from './ResourceForm';
import type { RelatedDef, ResourceDef, ViewAction } from './types';
import { useRefresh } from './useRefresh';

/** How a definition names a row in its test ids: its id unless it says otherwise. */
export const testKeyOf = <Row extends object>(def: ResourceDef<Row>, row: Row) =>
  String(def.rowTestId?.(row) ?? idOf(def, row));

/**
 * The actions column of a resource table: add a child (a tree), edit, drill-downs, the commands a row's state
 * allows, related lists, and delete behind a confirmation; none when the definition has no action at all.
 */
export function useRowActions<Row extends object>(
  def: ResourceDef<Row>,
  rows: readonly Row[],
  open: {
    form: (editing: Editing<Row>) => void;
    related: (related: RelatedDef<Row, never>, row: Row) => void;
    view: (action: ViewAction<Row>, row: Row) => void;
    commands: ReturnType<typeof useCommands<Row>>;
  },
) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefresh(def);
  const remove = useMutation({
    mutationFn: (row: Row) => {
      const { endpoint, params } = deleteCall(def, row);
      return call<unknown>(endpoint, params);
    },
    onSuccess: async () => {
      toastSuccess(t('common.deleted'));
      await refresh();
    },
  });
  const rowCommands = (def.commands ?? []).filter((c) => !c.toolbar);
  const roleIds = useRoleIds();
  const parentField = def.tree?.parent ?? 'parentId';

  const actionsOf = (row: Row): ActionItem[] => {
    const key = testKeyOf(def, row);
    const name = def.name?.(row, i18n.language) ?? key;
    const link = (action: string, label: string, onClick: () => unknown): ActionItem => ({
      key: action,
      label,
      testId: `${def.testId}-${action}-${key}`,
      onClick,
    });
    const locked = def.remove?.locked?.(row);
    return [
      ...(def.tree?.addChild?.(row)
        ? [
            link('addChild', t('resource.addChild'), () =>
              open.form({ initial: { [parentField]: idOf(def, row) } }),
            ),
          ]
        : []),
      ...(def.form && (def.form.editable?.(row) ?? true)
        ? [link('edit', t('common.edit'), () => open.form({ row }))]
        : []),
      ...(def.actions ?? [])
        .filter((a) => !a.visible || a.visible(row))
        .map((a) =>
          link(a.key, t(a.label), () => {
            if (a.view) open.view({ ...a, view: a.view }, row);
            else if (a.to) void navigate(a.to(row));
            else a.run?.(row);
          }),
        ),
      ...rowCommands
        .filter((command) => offered(command, row, roleIds))
        .map((command) =>
          open.commands.action({ command, rows: [row] }, `${def.testId}-${command.contract.name}-${key}`, {
            name,
          }),
        ),
      ...(def.related ?? []).map((related) =>
        link(related.key, t(related.label), () => open.related(related, row)),
      ),
      ...(def.remove
        ? [
            {
              ...link('delete', t('common.delete'), () => remove.mutateAsync(row)),
              danger: true,
              ...(locked ? { disabledReason: t(locked) } : {}),
              confirm: {
                title: t('common.confirmDelete', { name }),
                ...(def.remove.hint ? { description: t(def.remove.hint) } : {}),
              },
            },
          ]
        : []),
    ];
  };
  const column = useActionsColumn<Row>(rows, actionsOf, (row) => `${def.testId}-more-${testKeyOf(def, row)}`);
  const any =
    def.form ||
    def.remove ||
    def.actions?.length ||
    rowCommands.length ||
    def.related?.length ||
    def.tree?.addChild;
  return any ? column : undefined;
}
