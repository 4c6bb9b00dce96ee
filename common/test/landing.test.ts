import { describe, expect, it } from 'vitest';
import { checkFormFields, formFieldsInput, type LandingFormField } from '../src/contract/landing';
import { readSubmission } from '../src/contract/leadSubmission';
import { formatMessage, type MessageKey } from '../src/messages';

const field = (key: string, kind: LandingFormField['kind'], more: Partial<LandingFormField> = {}) => ({
  key,
  kind,
  label: { zh: key, en: key },
  required: false,
  options: [],
  order: 0,
  ...more,
});

describe('a form definition', () => {
  it('gives the fixed kinds their own keys, once, and needs a phone or an email', () => {
    expect(checkFormFields([field('phone', 'phone')])).toBeNull();
    expect(checkFormFields([field('mobile', 'phone')])).toMatchObject({ message: 'formFieldKindKey' });
    expect(checkFormFields([field('phone', 'text'), field('email', 'email')])).toMatchObject({
      message: 'formFieldKeyReserved',
    });
    expect(checkFormFields([field('phone', 'phone'), field('phone', 'phone')])).toMatchObject({
      message: 'formFieldKeyTaken',
    });
    expect(checkFormFields([field('website', 'text'), field('phone', 'phone')])).toMatchObject({
      message: 'formFieldKeyReserved',
    });
    expect(checkFormFields([field('name', 'name')])).toMatchObject({ message: 'formNeedsContact' });
    expect(checkFormFields([field('phone', 'phone'), field('pick', 'choice')])).toMatchObject({
      message: 'formFieldOptions',
    });
  });

  it('is read from JSON text, put in order, and keeps options on choices only', () => {
    const fields = formFieldsInput.parse(
      JSON.stringify([
        { key: 'note', kind: 'text', label: { zh: '备注' }, order: 5, options: [{ value: 'x', zh: 'x' }] },
        { key: 'phone', kind: 'phone', label: { zh: '手机号' }, order: 1, required: 'true' },
      ]),
    );
    expect(fields.map((f) => [f.key, f.order, f.required, f.options.length])).toEqual([
      ['phone', 0, true, 0],
      ['note', 1, false, 0],
    ]);
  });
});

describe('a submission', () => {
  const fields = [
    field('name', 'name', { required: true, order: 0 }),
    field('phone', 'phone', { required: true, order: 1 }),
    field('email', 'email', { order: 2 }),
    field('region', 'region', { order: 3 }),
  ];
  const message = (input: Record<string, unknown>) =>
    readSubmission(fields, input).issues.map((i) =>
      formatMessage(i.message as MessageKey, 'zh', { ...i.params, label: i.label.zh }),
    );

  it('answers the spec’s phone and email messages word for word', () => {
    expect(message({ name: 'a', phone: '13a' })).toEqual(['手机号码必须是数字']);
    expect(message({ name: 'a', phone: '1380013800' })).toEqual(['手机号码必须是11位']);
    expect(message({ name: 'a', phone: '10345678901' })).toEqual(['请输入正确的手机号']);
    expect(message({ name: 'a', phone: '13800138000', email: 'a@b' })).toEqual(['请输入正确的邮箱']);
    expect(message({ phone: { n: 1 } })).toEqual(['请填写name', 'phone格式不正确']);
  });

  it('strips spaces from the phone, keeps UTM fields short and tells a filled honeypot', () => {
    const { issues, submission } = readSubmission(fields, {
      name: ' 王 ',
      phone: '138 0013 8000',
      region: '440305',
      utm_source: 'x'.repeat(300),
      utm_other: 'dropped',
      website: '',
    });
    expect(issues).toEqual([]);
    expect(submission).toMatchObject({
      name: '王',
      phone: '13800138000',
      regionCode: '440305',
      robot: false,
    });
    expect(submission.source).toEqual({ utm_source: 'x'.repeat(200) });
    expect(readSubmission(fields, { website: 'http://spam' }).submission.robot).toBe(true);
  });
});
