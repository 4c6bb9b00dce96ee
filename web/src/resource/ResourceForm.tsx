import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../api/resource';
import { toastSuccess } from '../api/notify';
import { useTranslation } from '../i18n';
import { FormModal } from './FormModal';
import { idOf, saveCall, startValues } from './records';
import type { ResourceDef } from './types';
import { useParentOptions } from './useTree';
import { useRefresh } from './useRefresh';

/** A record being edited, or a new one with the values it starts with (the node it goes under, say). */
export interface Editing<Row> {
  row?: Row;
  initial?: Record<string, unknown>;
}

/** Creates or edits a record of a resource; a refusal from the server is toasted by the client. */
export function ResourceForm<Row extends object>({
  def,
  editing,
  onClose,
}: {
  def: ResourceDef<Row>;
  editing: Editing<Row> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh(def);
  const fields = useMemo(() => def.form?.fields ?? [], [def]);
  const row = editing?.row;
  const parents = useParentOptions(def, row, editing !== null && fields.some((f) => f.kind === 'parent'));
  const readValues = def.form?.values;
  // A definition's own values may be read from the server first: the form waits for them.
  const read = useQuery({
    queryKey: [
      def.path,
      'formValues',
      row && idOf(def, row),
      (row as { version?: unknown } | undefined)?.version,
    ],
    queryFn: async () => readValues!(row!),
    enabled: Boolean(row && readValues),
    gcTime: 0,
  });
  const initial = useMemo(() => {
    if (!editing) return undefined;
    if (editing.row) return readValues ? read.data : startValues(fields, editing.row);
    return { ...startValues(fields), ...editing.initial };
  }, [editing, readValues, read.data, fields]);

  return (
    <FormModal
      open={editing !== null}
      title={t(row ? 'common.edit' : 'common.create')}
      testId={def.testId}
      fields={fields}
      initial={initial}
      row={row}
      parents={parents}
      preview={def.form?.preview}
      width={def.form?.width}
      submit={async (values) => {
        const { endpoint, params } = saveCall(def, row, values);
        await call<unknown>(endpoint, params);
        toastSuccess(t('common.saved'));
        await refresh();
      }}
      onClose={onClose}
    />
  );
}
