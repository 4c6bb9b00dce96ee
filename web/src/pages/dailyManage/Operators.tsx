import { DatePicker, Form, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { OperatorRow } from '@adops/common/contract/operator';
import { post } from '../../api/client';
import { toastSuccess } from '../../api/notify';
import { registerTexts, useTranslation } from '../../i18n';
import { fieldRules } from '../../resource/fieldRules';
import { ResourceInput } from '../../resource/inputs';
import { ResourceTable } from '../../resource/ResourceTable';
import { OPERATORS } from './resources';
import BIZ_TEXTS from './texts';

registerTexts(BIZ_TEXTS);

interface TargetValues {
  month: Dayjs;
  amount: number;
}

/** Operators with their month's spend and target; a target is set per operator and month. */
export default function Operators() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<OperatorRow | null>(null);
  const [form] = Form.useForm<TargetValues>();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (values: TargetValues) =>
      post('/api/crm/operator/saveTarget', {
        operatorId: target!.id,
        month: values.month.startOf('month').format('YYYY-MM-DD'),
        amount: values.amount,
      }),
    onSuccess: async () => {
      toastSuccess(t('common.saved'));
      setTarget(null);
      await client.invalidateQueries({ queryKey: [OPERATORS.path] });
    },
  });
  const def = useMemo(
    () => ({
      ...OPERATORS,
      actions: [
        {
          key: 'target',
          label: 'biz.setTarget',
          run: (row: OperatorRow) => {
            setTarget(row);
            form.setFieldsValue({ month: dayjs().startOf('month'), amount: row.monthTarget ?? undefined });
          },
        },
      ],
    }),
    [form],
  );
  return (
    <>
      <ResourceTable def={def} />
      <Modal
        open={target !== null}
        title={target ? t('biz.targetOf', { name: target.name }) : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setTarget(null)}
        forceRender
      >
        <Form
          form={form}
          layout="vertical"
          data-testid="target-form"
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item
            name="month"
            label={t('biz.targetMonth')}
            rules={[{ required: true, message: t('resource.required', { label: t('biz.targetMonth') }) }]}
          >
            <DatePicker picker="month" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('biz.targetAmount')}
            rules={fieldRules('money', t('biz.targetAmount'), true, t)}
          >
            <ResourceInput kind="money" wide placeholder="" testId="target-amount" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
