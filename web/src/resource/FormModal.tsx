import { Col, Form, Modal, Row, Spin, type ButtonProps } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../i18n';
import { FormFields } from './FormFields';
import { valuesSent } from './listItems';
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
  const [form] = Form.useForm<Record<string, unknown>>();
  const departmentId = Form.useWatch('departmentId', form) as number | undefined;
  return (
    <Form
      id={props.id}
      form={form}
      layout="vertical"
      preserve={false}
      initialValues={props.initial}
      onFinish={(values) => props.onFinish(valuesSent(props.fields, values))}
    >
      <Row gutter={16}>
        <FormFields
          fields={props.fields}
          span={props.span}
          testId={`${props.testId}-field`}
          at={[]}
          prefix={[]}
          context={{ form, row: props.row, parents: props.parents, departmentId }}
        />
        {props.preview && (
          <Col span={24}>
            <FormPreview def={props.preview} form={form} testId={props.testId} />
          </Col>
        )}
      </Row>
    </Form>
  );
}
