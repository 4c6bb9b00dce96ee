import { Button, Form, Space } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { request, RequestError } from '../api/client';
import { toastSuccess } from '../api/notify';
import { useTranslation } from '../i18n';
import { fieldRules } from './fieldRules';
import { ResourceInput } from './inputs';
import { idOf, saveCall } from './records';
import type { ColumnDef, ColumnEdit, ResourceDef } from './types';
import { useRefresh } from './useRefresh';

/** The field a cell's edit saves: its own, else the column's key. */
export const editField = <Row,>(column: ColumnDef<Row>, edit: ColumnEdit) => edit.field ?? column.key;

/**
 * What a cell's edit sends: the record's id and version (as the form's edit does) and the value, with the list's
 * filters the edit names (the month the row is of).
 */
export function cellSave<Row extends object>(
  def: ResourceDef<Row>,
  column: ColumnDef<Row>,
  edit: ColumnEdit,
  row: Row,
  value: unknown,
  filters: Record<string, unknown>,
) {
  const given = Object.fromEntries(
    (edit.with ?? []).filter((name) => filters[name] !== undefined).map((name) => [name, filters[name]]),
  );
  return saveCall(def, row, { ...given, [editField(column, edit)]: value });
}

/**
 * A cell edited in place: its value and a pencil; editing, the control of its kind with save and cancel, checked
 * by the form's rules before it is sent and by the server's after; a refusal shows under the control.
 */
export function EditableCell<Row extends object>({
  def,
  column,
  edit,
  row,
  filters,
  shown,
}: {
  def: ResourceDef<Row>;
  column: ColumnDef<Row>;
  edit: ColumnEdit;
  row: Row;
  /** The list's filters as it was read. */
  filters: Record<string, unknown>;
  /** The cell as it reads when not edited. */
  shown: ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const testId = `${def.testId}-cell-${editField(column, edit)}-${String(idOf(def, row))}`;
  const may = !edit.editable || edit.editable(row as never);
  if (editing && may)
    return (
      <CellForm
        def={def}
        column={column}
        edit={edit}
        row={row}
        filters={filters}
        testId={testId}
        onDone={() => setEditing(false)}
      />
    );
  return (
    <Space size={4}>
      <span>{shown}</span>
      {may && (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          aria-label={t('resource.editCell', { label: t(column.title) })}
          data-testid={`${testId}-edit`}
          onClick={() => setEditing(true)}
        />
      )}
    </Space>
  );
}

/** The cell's control, afresh from the row's value each time it opens. */
function CellForm<Row extends object>({
  def,
  column,
  edit,
  row,
  filters,
  testId,
  onDone,
}: {
  def: ResourceDef<Row>;
  column: ColumnDef<Row>;
  edit: ColumnEdit;
  row: Row;
  filters: Record<string, unknown>;
  testId: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const refresh = useRefresh(def);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const field = editField(column, edit);
  const label = t(column.title);
  const save = useMutation({
    mutationFn: async (value: unknown) => {
      const { endpoint, params } = cellSave(def, column, edit, row, value, filters);
      await request(endpoint.url, { method: endpoint.method, data: params, silent: true });
    },
    onSuccess: async () => {
      toastSuccess(t('common.saved'));
      onDone();
      await refresh();
    },
    onError: (error) => setRefusal(error instanceof RequestError ? error.message : String(error)),
  });
  return (
    <Form
      form={form}
      layout="inline"
      data-testid={testId}
      initialValues={{ [field]: (row as Record<string, unknown>)[column.key] }}
      onValuesChange={() => setRefusal(null)}
      onFinish={(values) => save.mutate(values[field] ?? null)}
    >
      <Space size={4} align="start">
        <Form.Item
          name={field}
          style={{ margin: 0 }}
          rules={fieldRules(
            { kind: edit.kind, required: edit.required, range: edit.range },
            label,
            t,
            i18n.language,
          )}
          {...(refusal ? { validateStatus: 'error' as const, help: refusal } : {})}
        >
          <ResourceInput kind={edit.kind} max={edit.max} placeholder="" testId={`${testId}-input`} />
        </Form.Item>
        <Button
          type="primary"
          size="small"
          htmlType="submit"
          icon={<CheckOutlined />}
          aria-label={t('common.save')}
          loading={save.isPending}
          data-testid={`${testId}-save`}
        />
        <Button
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('common.cancel')}
          data-testid={`${testId}-cancel`}
          onClick={onDone}
        />
      </Space>
    </Form>
  );
}
