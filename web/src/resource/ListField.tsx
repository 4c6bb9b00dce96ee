import { Button, Card, Form, Row, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { failedText } from '../app/formRules';
import { useTranslation } from '../i18n';
import { FormFields, type FormContext } from './FormFields';
import { listProblem, newItem } from './listItems';
import type { FieldDef, ListDef } from './types';

/**
 * A `list` field: its items as cards of their fields, numbered (字段 1, 字段 2), each moved up or down or
 * removed, and a button that adds one. Test ids, `<testId>` being the list's: `-item-<i>`, `-up-<i>`,
 * `-down-<i>`, `-remove-<i>`, `-add`, and an item's controls `<testId>-<i>-<name>`.
 */
export function ListField(props: {
  field: FieldDef;
  list: ListDef;
  /** Its name where it is, and where its values are in the form. */
  name: (string | number)[];
  at: (string | number)[];
  testId: string;
  /** How its messages name it (字段 2·选项 for a list of an item). */
  label: string;
  /** The item it is a field of, when it is. */
  owner?: string;
  context: FormContext;
}) {
  const { t, i18n } = useTranslation();
  const { field, list, testId, context } = props;
  const noun = t(list.noun);
  const rules = [
    {
      validator: (_rule: unknown, value: unknown) => {
        const problem = listProblem(list, value, field.required);
        if (!problem) return Promise.resolve();
        const text =
          problem.kind === 'min'
            ? t('resource.listMin', { label: props.label, min: problem.min })
            : problem.kind === 'max'
              ? t('resource.listMax', { label: props.label, max: problem.max })
              : failedText(problem.failed, t);
        return Promise.reject(new Error(text));
      },
    },
  ];
  const ownerOf = (index: number) => {
    const item = `${noun} ${index + 1}`;
    return props.owner ? t('resource.itemField', { item: props.owner, label: item }) : item;
  };

  return (
    <Form.Item
      label={t(field.label)}
      required={Boolean(field.required || list.min)}
      extra={field.help && t(field.help)}
    >
      <Form.List name={props.name} rules={rules}>
        {(items, { add, remove, move }, { errors }) => (
          <div data-testid={testId}>
            {items.map((item, index) => {
              const at = [...props.at, item.name];
              return (
                <Card
                  key={item.key}
                  size="small"
                  style={{ marginBottom: 8 }}
                  data-testid={`${testId}-item-${index}`}
                  title={
                    <Form.Item noStyle shouldUpdate>
                      {({ getFieldValue }) => {
                        const summary = list.summary?.(getFieldValue(at) ?? {}, i18n.language);
                        const title = `${noun} ${index + 1}`;
                        return summary ? `${title} · ${summary}` : title;
                      }}
                    </Form.Item>
                  }
                  extra={
                    <Space size={0}>
                      <ItemButton
                        testId={`${testId}-up-${index}`}
                        title={t('resource.listUp')}
                        icon={<ArrowUpOutlined />}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                      <ItemButton
                        testId={`${testId}-down-${index}`}
                        title={t('resource.listDown')}
                        icon={<ArrowDownOutlined />}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                      <ItemButton
                        testId={`${testId}-remove-${index}`}
                        title={t('common.delete')}
                        icon={<DeleteOutlined />}
                        danger
                        onClick={() => remove(index)}
                      />
                    </Space>
                  }
                >
                  <Row gutter={12}>
                    <FormFields
                      fields={list.item}
                      span={12}
                      testId={`${testId}-${index}`}
                      at={at}
                      prefix={[item.name]}
                      owner={ownerOf(index)}
                      context={context}
                    />
                  </Row>
                </Card>
              );
            })}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={list.max !== undefined && items.length >= list.max}
              data-testid={`${testId}-add`}
              onClick={() => add(newItem(list))}
            >
              {t('resource.listAdd', { item: noun })}
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}

function ItemButton(props: {
  testId: string;
  title: string;
  icon: ReactNode;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        type="text"
        size="small"
        icon={props.icon}
        disabled={props.disabled}
        danger={props.danger}
        aria-label={props.title}
        data-testid={props.testId}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}
