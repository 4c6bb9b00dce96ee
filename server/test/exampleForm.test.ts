import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { fieldLabel } from '@adops/common/fieldLabels';
import { MESSAGES } from '@adops/common/messages';
import { EXAMPLE_FORM, EXAMPLE_IMAGE, type ExampleFormAnswer } from '@adops/common/contract/exampleForm';
import { VALUES_PART } from '@adops/common/contract/multipart';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
});
afterAll(() => api.close());

const GOOD = {
  name: ' 春季投放 ',
  mobile: '13812345678',
  email: 'ops@example.com',
  amount: 123_456,
  days: 30,
  day: '2026-11-20',
  dates: ['2026-11-01', '2026-11-30'],
  product: 'juguang',
  regionCode: '330106',
  enabled: true,
  paymentMethod: 'alipay',
  marketingTargets: ['leads', 'sales'],
  remark: '',
};

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

const send = (body: unknown, lang?: 'en') =>
  api.call<ExampleFormAnswer>(EXAMPLE_FORM.method, EXAMPLE_FORM.url, {
    token: admin,
    body,
    ...(lang ? { headers: { 'accept-language': 'en' } } : {}),
  });

/** The values as the page sends them with an image: multipart, the values' JSON first, then the file. */
async function sendWithImage(values: unknown, bytes: Buffer, filename = 'photo.png') {
  const form = new FormData();
  form.append(VALUES_PART, JSON.stringify(values));
  form.append('image', new Blob([bytes]), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return api.call<ExampleFormAnswer>(EXAMPLE_FORM.method, EXAMPLE_FORM.url, {
    token: admin,
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

describe('the form sample page', () => {
  it('answers what it understood: trimmed texts, cents, the region by its names, nothing of an image', async () => {
    const answer = await send(GOOD);
    expect(answer.status, answer.desc).toBe(Status.OK);
    expect(answer.data).toEqual({
      ...GOOD,
      name: '春季投放',
      dates: { start: '2026-11-01', end: '2026-11-30' },
      regionName: '浙江省 杭州市 西湖区',
      remark: null,
      image: null,
    });
  });

  it('takes the image with the values, judged by its bytes', async () => {
    const answer = await sendWithImage(GOOD, PNG);
    expect(answer.status, answer.desc).toBe(Status.OK);
    expect(answer.data.image).toEqual({ type: 'image/png', size: PNG.length, filename: 'photo.png' });
    expect(answer.data.amount).toBe(123_456);

    const renamed = await sendWithImage(GOOD, Buffer.from('not an image'), 'photo.png');
    expect(renamed.status).toBe(Status.INVALID);
    expect(renamed.desc).toBe(`图片无效：${MESSAGES.imageType.zh}`);
    const big = await sendWithImage(GOOD, Buffer.concat([PNG, Buffer.alloc(EXAMPLE_IMAGE.maxBytes)]));
    expect(big.status).toBe(Status.INVALID);
    expect(big.desc).toBe('图片无效：图片不能超过 1 MB');
    const badValues = await sendWithImage({ ...GOOD, mobile: '12345' }, PNG);
    expect(badValues.status).toBe(Status.INVALID);
    expect(badValues.desc).toBe('手机号码无效：手机号码必须是11位');
  });

  /** Each field made bad on its own, and the message the refusal must carry. */
  const REFUSALS: [field: keyof typeof GOOD, value: unknown, reason: string][] = [
    ['name', '  ', '必填'],
    ['mobile', '13a', '手机号码必须是数字'],
    ['mobile', '1381234567', '手机号码必须是11位'],
    ['mobile', '10012345678', '请输入正确的手机号'],
    ['email', '', '请输入邮箱'],
    ['email', 'ops@', '请输入正确的邮箱'],
    ['amount', 0, MESSAGES.amountRule.zh],
    ['amount', 1.5, MESSAGES.amountRule.zh],
    ['days', 400, ''],
    ['day', '2026-02-30', MESSAGES.dayRule.zh],
    ['dates', ['2026-11-30', '2026-11-01'], MESSAGES.startAfterEnd.zh],
    ['dates', null, '必填'],
    ['product', 'tiktok', ''],
    ['regionCode', '33010', MESSAGES.regionRule.zh],
    ['regionCode', '999999', MESSAGES.unknownRegion.zh],
    ['enabled', 'maybe', ''],
    ['paymentMethod', undefined, '必填'],
    ['marketingTargets', [], '必填'],
    ['marketingTargets', ['everything'], ''],
    ['remark', 'x'.repeat(201), ''],
  ];

  it.each(REFUSALS)('refuses a bad %s (%j) naming it by its label', async (field, value, reason) => {
    const answer = await send({ ...GOOD, [field]: value });
    expect(answer.http).toBe(200);
    expect(answer.status).toBe(Status.INVALID);
    expect(answer.desc).toContain(`${fieldLabel(field, 'zh')}无效：${reason}`);
  });

  it('names the field in English for an English caller', async () => {
    const answer = await send({ ...GOOD, mobile: '13a' }, 'en');
    expect(answer.desc).toBe('Mobile number is invalid: The mobile number must be digits');
  });

  it('refuses an empty form naming its first field, never failing', async () => {
    const answer = await send({});
    expect(answer.status).toBe(Status.INVALID);
    expect(answer.desc).toBe('名称无效：必填');
  });
});
