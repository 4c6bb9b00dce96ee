import { Col, Form, Modal, Row, Spin, type ButtonProps } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../i18n';
import { fieldRules } from './fieldRules';
import { ResourceInput, type InputProps } from './inputs';
import type { TreeOption } from './tree';
import { FormPreview } from './FormPreview';
import type { FieldDef, PreviewDef } from './types';

/** From this many fields on, a form sets them two to a line. */
const TWO_COLUMNS_FROM = 3;

export interface FormModalProps {
  open: boolean;
  title: string;
  /** `<testId>-form`, its save button `<testId>-form-save`, its controls `<testId>-field-<name>`. */
  testId: string;
  fields: readonly FieldDef[];
  /** The values it starts with; none yet while they load. */
  initial: Record<string, unknown> | undefined;
  /** An existing record: fields only for creating are read-only or left out. */
  row?: object;
  /** What a `parent` field offers. */
  parents?: TreeOption[];
  width?: number;
  /** What the values would do, read live as they are typed. */
  preview?: PreviewDef;
  /** Sends the values; the form closes once it succeeds (a refusal has been toasted by the request client). */
  submit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The one form of the resource engine: creating, editing and a command's input alike, from field definitions.
 * The form is drawn once its values are in, each time afresh, so that nothing typed is lost to them.
 */
export function FormModal(props: FormModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useMutation({ mutationFn: props.submit, onSuccess: props.onClose });
  const fields = props.fields.filter((f) => !(props.row && f.createOnly === 'hidden'));
  const span = fields.length >= TWO_COLUMNS_FROM || props.preview ? 12 : 24;
  return (
    <Modal
      open={props.open}
      title={props.title}
      width={props.width ?? (span === 12 ? 720 : 520)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onCancel={props.onClose}
      destroyOnHidden
      okButtonProps={
        {
          'data-testid': `${props.testId}-form-save`,
          htmlType: 'submit',
          form: formId,
          disabled: !props.initial,
        } as ButtonProps
      }
      modalRender={(node) => <div data-testid={`${props.testId}-form`}>{node}</div>}
    >
      {props.initial ? (
        <FormBody
          {...props}
          id={formId}
          fields={fields}
          span={span}
          initial={props.initial}
          onFinish={(values) => save.mutate(values)}
        />
      ) : (
        <Spin style={{ display: 'block', padding: 24 }} />
      )}
    </Modal>
  );
}

function FormBody(
  props: FormModalProps & {
    id: string;
    span: number;
    initial: Record<string, unknown>;
    onFinish: (values: Record<string, unknown>) => void;
  },
) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const departmentId = Form.useWatch('departmentId', form) as number | undefined;
  const { row } = props;

  const control = (field: FieldDef) => {
    const input: InputProps = {
      kind: field.kind,
      values: field.values,
      wide: true,
      max: field.max,
      placeholder: '',
      disabled: Boolean(row && field.createOnly),
      multiple: field.multiple,
      source: field.options,
      treeData: field.kind === 'parent' ? props.parents : undefined,
      departmentId: field.kind === 'group' ? departmentId : undefined,
      currentLabel: row ? labelOf(row, field.name) : null,
      testId: `${props.testId}-field-${field.name}`,
    };
    return field.control ? <field.control {...input} /> : <ResourceInput {...input} />;
  };

  const item = (field: FieldDef) => (
    <Col key={field.name} span={field.wide || field.kind === 'textarea' ? 24 : props.span}>
      <Form.Item
        name={field.name}
        label={t(field.label)}
        rules={fieldRules(field, t(field.label), t, i18n.language)}
        extra={field.help && t(field.help)}
        normalize={
          field.normalize &&
          ((value: unknown) => (typeof value === 'string' ? field.normalize!(value) : value))
        }
      >
        {control(field)}
      </Form.Item>
    </Col>
  );

  return (
    <Form
      id={props.id}
      form={form}
      layout="vertical"
      preserve={false}
      initialValues={props.initial}
      onFinish={props.onFinish}
    >
      <Row gutter={16}>
        {props.fields.map((field) =>
          field.shownWhen ? (
            <Form.Item key={field.name} noStyle shouldUpdate>
              {({ getFieldsValue }) => (field.shownWhen!(getFieldsValue()) ? item(field) : null)}
            </Form.Item>
          ) : (
            item(field)
          ),
        )}
        {props.preview && (
          <Col span={24}>
            <FormPreview def={props.preview} form={form} testId={props.testId} />
          </Col>
        )}
      </Row>
    </Form>
  );
}

/** A picker field `customerId` is named by the row's `customerName`. */
function labelOf(row: object, name: string): string | null {
  const value = (row as Record<string, unknown>)[name.replace(/Id$/, 'Name')];
  return typeof value === 'string' ? value : null;
}
