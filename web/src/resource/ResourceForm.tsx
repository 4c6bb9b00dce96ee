import { Col, Form, Modal, Row, type ButtonProps } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { saveResource } from '../api/resource';
import { toastSuccess } from '../api/notify';
import { useTranslation } from '../i18n';
import { fieldRules } from './fieldRules';
import { ResourceInput } from './inputs';
import type { ResourceDef } from './types';

/** Text kinds are checked for blanks; pickers and numbers for a value at all. */

/** Creates (no row) or edits a record of a resource; a 130 from the server is toasted by the client. */
export function ResourceForm<Row extends { id: number }>({
  def,
  row,
  open,
  onClose,
}: {
  def: ResourceDef<Row>;
  row: Row | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const client = useQueryClient();
  const fields = def.form?.fields ?? [];
  const departmentId = Form.useWatch('departmentId', form) as number | undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) {
      const values =
        def.form?.values?.(row) ?? Object.fromEntries(fields.map((f) => [f.name, row[f.name as keyof Row]]));
      form.setFieldsValue(values);
    } else {
      form.setFieldsValue(
        Object.fromEntries(fields.filter((f) => f.initial !== undefined).map((f) => [f.name, f.initial])),
      );
    }
  }, [open, row, form, def, fields]);

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      saveResource<Row>(def.path, { ...(row ? { id: row.id } : {}), ...values }),
    onSuccess: async () => {
      toastSuccess(t('common.saved'));
      onClose();
      await client.invalidateQueries({ queryKey: [def.path] });
    },
  });

  return (
    <Modal
      open={open}
      title={t(row ? 'common.edit' : 'common.create')}
      width={720}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': `${def.testId}-form-save` } as ButtonProps}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid={`${def.testId}-form`}
        onFinish={(values) => save.mutate(values)}
      >
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.name} span={field.wide || field.kind === 'textarea' ? 24 : 12}>
              <Form.Item
                name={field.name}
                label={t(field.label)}
                rules={fieldRules(field.kind, t(field.label), field.required, t, field.check)}
                extra={field.help && t(field.help)}
              >
                <ResourceInput
                  kind={field.kind}
                  values={field.values}
                  wide
                  max={field.max}
                  placeholder=""
                  disabled={Boolean(row && field.createOnly)}
                  departmentId={field.kind === 'group' ? departmentId : undefined}
                  currentLabel={row ? labelOf(row, field.name) : null}
                  testId={`${def.testId}-field-${field.name}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}

/** A picker field `customerId` is named by the row's `customerName`. */
function labelOf<Row>(row: Row, name: string): string | null {
  const key = name.replace(/Id$/, 'Name') as keyof Row;
  const value = row[key];
  return typeof value === 'string' ? value : null;
}
