import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { runCommand } from '../api/resource';
import { toastSuccess } from '../api/notify';
import { Confirm } from '../components/Confirm';
import type { RowAction as ActionItem } from '../components/RowActions';
import { useTranslation } from '../i18n';
import { FormModal } from './FormModal';
import { idOf, startValues } from './records';
import { useParentOptions } from './useTree';
import { useRefresh } from './useRefresh';
import type { CommandDef, ResourceDef } from './types';

/** A command about to run: on these records, with values its button adds to the form's (a member's id). */
export interface CommandTarget<Row> {
  command: CommandDef<Row>;
  rows: Row[];
  extra?: Record<string, unknown>;
}

/** Names in a command's confirmation: `name` the record's (or the item's), `owner` the record of a related list. */
type Names = Record<string, string>;

/**
 * The commands of a definition: each a button that opens the form of its fields (or runs at once when it has
 * none), sends the records' ids with the values, says it is done and reads the lists again.
 */
export function useCommands<Row extends object>(def: ResourceDef<Row>) {
  const { t, i18n } = useTranslation();
  const refresh = useRefresh(def);
  const [open, setOpen] = useState<CommandTarget<Row> | null>(null);
  const titleOf = useCallback(
    (command: CommandDef<Row>) => command.contract.title[i18n.language],
    [i18n.language],
  );

  const send = useCallback(
    async (target: CommandTarget<Row>, values: Record<string, unknown>) => {
      const ids = target.rows.map((row) => idOf(def, row));
      await runCommand(def.path, target.command.contract, ids, { ...values, ...target.extra });
      toastSuccess(t('resource.done', { action: titleOf(target.command) }));
      await refresh();
    },
    [def, refresh, t, titleOf],
  );

  const start = useCallback(
    async (target: CommandTarget<Row>) => {
      if (target.command.fields?.length) setOpen(target);
      else await send(target, {});
    },
    [send],
  );

  /** A row's (or an item's) button for a command. */
  const action = (target: CommandTarget<Row>, testId: string, names: Names = {}): ActionItem => ({
    key: target.command.contract.name,
    label: titleOf(target.command),
    testId,
    ...(target.command.confirm ? { confirm: { title: t(target.command.confirm, names) } } : {}),
    onClick: () => start(target),
  });

  const modal = open && (
    <CommandForm
      def={def}
      target={open}
      title={titleOf(open.command)}
      submit={(values) => send(open, values)}
      onClose={() => setOpen(null)}
    />
  );
  return { action, start, modal, titleOf };
}

function CommandForm<Row extends object>(props: {
  def: ResourceDef<Row>;
  target: CommandTarget<Row>;
  title: string;
  submit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { def, target } = props;
  const { command } = target;
  const fields = command.fields ?? [];
  const row = target.rows.length === 1 ? target.rows[0] : undefined;
  const initial = useQuery({
    queryKey: [def.path, 'commandForm', command.contract.name, row && idOf(def, row)],
    queryFn: async () => ({ ...startValues(fields, row), ...(row && (await command.values?.(row))) }),
    gcTime: 0,
  });
  const parents = useParentOptions(
    def,
    row,
    fields.some((f) => f.kind === 'parent'),
  );
  const name = row && def.name?.(row, i18n.language);
  return (
    <FormModal
      open
      title={name ? t('resource.ofRecord', { action: props.title, name }) : props.title}
      testId={`${def.testId}-${command.contract.name}`}
      fields={fields}
      initial={initial.data}
      parents={parents}
      width={command.width}
      submit={props.submit}
      onClose={props.onClose}
    />
  );
}

/** A toolbar's button for a command on the records picked (the selected rows, or the record a list is of). */
export function CommandButton(props: {
  label: string;
  testId: string;
  icon?: ReactNode;
  disabled?: boolean;
  confirm?: string;
  onClick: () => Promise<unknown>;
}) {
  const button = (
    <Button
      icon={props.icon}
      disabled={props.disabled}
      data-testid={props.testId}
      onClick={props.confirm ? undefined : () => void props.onClick().catch(() => undefined)}
    >
      {props.label}
    </Button>
  );
  return props.confirm && !props.disabled ? (
    <Confirm title={props.confirm} onConfirm={props.onClick}>
      {button}
    </Confirm>
  ) : (
    button
  );
}
