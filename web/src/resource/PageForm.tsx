import { Alert, Button, Card, Col, Empty, Form, Row, Space, Spin } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RequestError } from '../api/client';
import { toastError } from '../api/notify';
import { useTranslation } from '../i18n';
import { FormFields } from './FormFields';
import { fieldErrors, sendForm } from './formSend';
import { valuesSent } from './listItems';
import { startValues } from './records';
import type { PageFormDef } from './types';

type Values = Record<string, unknown>;

/**
 * A page that is one form (`PageFormDef`): the resource engine's fields, sent to the definition's endpoint;
 * beside them what the server answered, nothing before the first send. A refusal is said in a toast and under
 * each field it names; reset gives every field its initial value again and forgets the answer.
 */
export function PageForm({ def }: { def: PageFormDef }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const departmentId = Form.useWatch('departmentId', form) as number | undefined;
  const initial = useMemo(() => startValues(def.fields), [def]);
  const send = useMutation({
    mutationFn: (values: Values) => sendForm<unknown>(def.endpoint, valuesSent(def.fields, values)),
    onError: (error) => {
      const refused = error instanceof RequestError ? error : null;
      toastError(refused?.message || t('resource.formFailed'));
      form.setFields(
        fieldErrors(
          refused?.data,
          def.fields.map((f) => f.name),
        ),
      );
    },
  });
  const reset = () => {
    form.resetFields();
    send.reset();
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xxl={15}>
        <Card>
          <Form
            form={form}
            layout="vertical"
            initialValues={initial}
            scrollToFirstError
            data-testid={def.testId}
            onFinish={(values) => send.mutate(values)}
          >
            <Row gutter={16}>
              <FormFields
                fields={def.fields}
                span={12}
                testId={`${def.testId}-field`}
                at={[]}
                prefix={[]}
                context={{ form, departmentId }}
              />
            </Row>
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                loading={send.isPending}
                data-testid={`${def.testId}-submit`}
              >
                {t('resource.formSubmit')}
              </Button>
              <Button onClick={reset} data-testid={`${def.testId}-reset`}>
                {t('common.reset')}
              </Button>
            </Space>
          </Form>
        </Card>
      </Col>
      <Col xs={24} xxl={9}>
        <Card title={t(def.answerTitle)} data-testid={`${def.testId}-answer`}>
          {send.isPending ? (
            <Spin style={{ display: 'block', padding: 24 }} />
          ) : send.isSuccess ? (
            def.answer(send.data as never, i18n.language)
          ) : send.isError ? (
            <Alert type="error" showIcon title={send.error.message || t('resource.formFailed')} />
          ) : (
            <Empty description={t('resource.formNotSent')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
