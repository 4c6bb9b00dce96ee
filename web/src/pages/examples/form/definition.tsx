import { Descriptions, Typography } from 'antd';
import { MARKETING_TARGET_TITLES, PAYMENT_METHOD_TITLES, PRODUCT_TITLES } from '@adops/common/business';
import { EXAMPLE_FORM, EXAMPLE_IMAGE, type ExampleFormAnswer } from '@adops/common/contract/exampleForm';
import { checkEmail, checkMobile, stripSpaces } from '@adops/common/validate';
import type { PageFormDef } from '../../../resource/types';

/** A value of the answer as it reads: a text as it is, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What the server understood, by the answer's own names: `<testId>-answer-<name>`. */
function Answer({ answer }: { answer: ExampleFormAnswer }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={Object.entries(answer).map(([name, value]) => ({
        key: name,
        label: <Typography.Text code>{name}</Typography.Text>,
        children: <span data-testid={`example-form-answer-${name}`}>{shown(value)}</span>,
      }))}
    />
  );
}

/**
 * The form sample page: a field of every kind, the spec's mobile and email rules (common/validate, as the server
 * has them), sent to one call that answers what it understood.
 */
export const EXAMPLE_FORM_PAGE: PageFormDef = {
  endpoint: EXAMPLE_FORM,
  testId: 'example-form',
  answerTitle: 'example.form.answer',
  answer: (data: ExampleFormAnswer) => <Answer answer={data} />,
  fields: [
    { name: 'name', label: 'example.form.name', kind: 'text', required: true, max: 50 },
    {
      name: 'mobile',
      label: 'example.form.mobile',
      kind: 'text',
      max: 20,
      check: checkMobile,
      normalize: stripSpaces,
    },
    {
      name: 'email',
      label: 'example.form.email',
      kind: 'text',
      max: 100,
      required: true,
      requiredMessage: checkEmail('', true)!,
      check: checkEmail,
      normalize: stripSpaces,
    },
    { name: 'amount', label: 'example.form.amount', kind: 'money', required: true, range: [1, 1e10] },
    { name: 'days', label: 'example.form.days', kind: 'number', range: [1, 365], initial: 30 },
    { name: 'day', label: 'example.form.day', kind: 'day', required: true },
    { name: 'dates', label: 'example.form.dates', kind: 'dayRange', required: true },
    { name: 'product', label: 'example.form.product', kind: 'enum', values: PRODUCT_TITLES, required: true },
    { name: 'regionCode', label: 'example.form.regionCode', kind: 'region', required: true },
    { name: 'enabled', label: 'example.form.enabled', kind: 'switch', initial: false },
    {
      name: 'paymentMethod',
      label: 'example.form.paymentMethod',
      kind: 'radio',
      values: PAYMENT_METHOD_TITLES,
      required: true,
      initial: 'bankTransfer',
      wide: true,
    },
    {
      name: 'marketingTargets',
      label: 'example.form.marketingTargets',
      kind: 'checks',
      values: MARKETING_TARGET_TITLES,
      required: true,
      wide: true,
    },
    {
      name: 'image',
      label: 'example.form.image',
      kind: 'image',
      image: EXAMPLE_IMAGE,
      help: 'example.form.imageHelp',
    },
    { name: 'remark', label: 'example.form.remark', kind: 'textarea', max: 200 },
  ],
};
