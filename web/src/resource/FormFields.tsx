import { Col, Form, type FormInstance } from 'antd';
import { useTranslation } from '../i18n';
import { fieldRules } from './fieldRules';
import { ResourceInput, type InputProps } from './inputs';
import { ListField } from './ListField';
import type { TreeOption } from './tree';
import type { FieldDef, InputKind } from './types';

/** Kinds that take a line of their own. */
const WIDE_KINDS: ReadonlySet<InputKind> = new Set(['textarea', 'localTextarea', 'list']);

/** What every field of a form reads besides its own definition. */
export interface FormContext {
  form: FormInstance<Record<string, unknown>>;
  /** An existing record: fields only for creating are read-only. */
  row?: object;
  /** What a `parent` field offers. */
  parents?: TreeOption[];
  /** The form's department, whose groups a group picker offers. */
  departmentId?: number;
}

export interface FormFieldsProps {
  fields: readonly FieldDef[];
  span: number;
  /** The controls are `<testId>-<name>`. */
  testId: string;
  /** Where these fields' values are in the form: [] for the form's own, ['blocks', 2] for a list's item. */
  at: (string | number)[];
  /** Their names as antd reads them where they are: within a list's item, relative to the list ([2]). */
  prefix: (string | number)[];
  /** The item they are fields of, as messages name it (字段 2), when they are. */
  owner?: string;
  context: FormContext;
}

/**
 * The fields of a form, or of an item of a list field: each its control in a Form.Item with its rules, shown
 * while its `shownWhen` says so of the values beside it; a list field with its items.
 */
export function FormFields(props: FormFieldsProps) {
  const { t, i18n } = useTranslation();
  const { context, at, owner } = props;
  const { form, row } = context;
  /** The values the fields sit among: the form's, or their item's. */
  const around = () =>
    (at.length ? form.getFieldValue(at) : form.getFieldsValue()) as Record<string, unknown> | undefined;
  const labelOf = (field: FieldDef) =>
    owner ? t('resource.itemField', { item: owner, label: t(field.label) }) : t(field.label);

  const control = (field: FieldDef) => {
    // The record the value was read from names it (a picker's customerName, an image's address).
    const record = (at.length ? around() : row) as Record<string, unknown> | undefined;
    const urlField = field.image?.urlField;
    const input: InputProps = {
      kind: field.kind,
      values: field.values,
      wide: true,
      max: field.max,
      placeholder: '',
      disabled: Boolean(row && field.createOnly),
      multiple: field.multiple,
      source: field.options,
      image: field.image,
      currentUrl: urlField && typeof record?.[urlField] === 'string' ? (record[urlField] as string) : null,
      treeData: field.kind === 'parent' ? context.parents : undefined,
      departmentId: field.kind === 'group' ? context.departmentId : undefined,
      currentLabel: record ? nameOf(record, field.name) : null,
      testId: `${props.testId}-${field.name}`,
    };
    return field.control ? <field.control {...input} /> : <ResourceInput {...input} />;
  };

  const item = (field: FieldDef) => (
    <Col key={field.name} span={field.wide || WIDE_KINDS.has(field.kind) ? 24 : props.span}>
      {field.list ? (
        <ListField
          field={field}
          list={field.list}
          name={[...props.prefix, field.name]}
          at={[...at, field.name]}
          testId={`${props.testId}-${field.name}`}
          label={labelOf(field)}
          owner={owner}
          context={context}
        />
      ) : (
        <Form.Item
          name={[...props.prefix, field.name]}
          label={t(field.label)}
          rules={fieldRules(field, labelOf(field), t, i18n.language)}
          extra={field.help && t(field.help)}
          normalize={
            field.normalize &&
            ((value: unknown) => (typeof value === 'string' ? field.normalize!(value) : value))
          }
        >
          {control(field)}
        </Form.Item>
      )}
    </Col>
  );

  return props.fields.map((field) =>
    field.shownWhen ? (
      <Form.Item key={field.name} noStyle shouldUpdate>
        {() => (field.shownWhen!(around() ?? {}) ? item(field) : null)}
      </Form.Item>
    ) : (
      item(field)
    ),
  );
}

/** A picker field `customerId` is named by the record's `customerName`. */
function nameOf(record: Record<string, unknown>, name: string): string | null {
  const value = record[name.replace(/Id$/, 'Name')];
  return typeof value === 'string' ? value : null;
}
