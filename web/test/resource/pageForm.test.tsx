import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VALUES_PART } from '@adops/common/contract/multipart';
import { registerTexts } from '../../src/i18n';
import { PageForm } from '../../src/resource/PageForm';
import type { PageFormDef } from '../../src/resource/types';
import { installDomGaps } from '../system/dom';
import { renderPage, SLOW } from './render';

const URL_ = '/api/crm/thing/try';

const DEF: PageFormDef = {
  endpoint: { method: 'POST', url: URL_ },
  testId: 'try',
  answerTitle: 'test.answer',
  answer: (data: { understood: string }) => <span data-testid="try-understood">{data.understood}</span>,
  fields: [
    { name: 'name', label: 'test.name', kind: 'text', required: true },
    { name: 'enabled', label: 'test.enabled', kind: 'switch', initial: false },
    {
      name: 'targets',
      label: 'test.targets',
      kind: 'checks',
      values: { leads: { zh: '客资收集', en: 'Leads' }, sales: { zh: '商品销量', en: 'Sales' } },
    },
    { name: 'photo', label: 'test.photo', kind: 'image', image: { maxBytes: 1024, types: ['image/png'] } },
  ],
};

/** What the page sent: the request's body as fetch was given it. */
function stubSend(envelope: unknown) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (new URL(input, 'http://localhost').pathname === URL_) bodies.push(init.body);
      return new Response(JSON.stringify(envelope), { status: 200 });
    }),
  );
  return bodies;
}

const form = () => screen.getByTestId('try');
const submit = () => fireEvent.click(screen.getByTestId('try-submit'));

beforeAll(() => {
  installDomGaps();
  // jsdom has no object URLs; the thumbnail of a picked file reads one.
  Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} });
  registerTexts({
    'test.answer': { zh: '答复', en: 'Answer' },
    'test.name': { zh: '名称', en: 'Name' },
    'test.enabled': { zh: '启用', en: 'Enabled' },
    'test.targets': { zh: '目标', en: 'Targets' },
    'test.photo': { zh: '图片', en: 'Photo' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a page that is one form', { timeout: 60_000 }, () => {
  it('sends its values with the picked file as multipart, shows the answer, and resets', async () => {
    const bodies = stubSend({ status: 1, desc: '成功', data: { understood: '收到' } });
    renderPage(<PageForm def={DEF} />);
    expect(await screen.findByText('提交后在这里显示服务器的答复')).toBeTruthy();
    fireEvent.change(screen.getByTestId('try-field-name'), { target: { value: '春季' } });
    fireEvent.click(screen.getByTestId('try-field-enabled'));
    fireEvent.click(within(screen.getByTestId('try-field-targets')).getByText('商品销量'));
    const photo = new File([new Uint8Array(8)], 'photo.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('try-field-photo').querySelector('input[type=file]')!, {
      target: { files: [photo] },
    });
    await screen.findByTestId('try-field-photo-thumb');
    submit();

    expect((await screen.findByTestId('try-understood', {}, SLOW)).textContent).toBe('收到');
    const body = bodies[0] as FormData;
    expect(JSON.parse(body.get(VALUES_PART) as string)).toEqual({
      name: '春季',
      enabled: true,
      targets: ['sales'],
    });
    expect((body.get('photo') as File).name).toBe('photo.png');

    fireEvent.click(screen.getByTestId('try-reset'));
    await screen.findByText('提交后在这里显示服务器的答复');
    expect((screen.getByTestId('try-field-name') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('try-field-enabled').getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByTestId('try-field-photo-thumb')).toBeNull();
  });

  it('sends nothing while a rule fails, and shows a refusal under the field it names', async () => {
    const bodies = stubSend({
      status: 130,
      desc: '名称无效：太长',
      data: { errors: [{ field: 'name', label: '名称', message: '太长' }] },
    });
    renderPage(<PageForm def={DEF} />);
    await screen.findByTestId('try-submit');
    submit();
    expect(await within(form()).findByText('请填写名称', {}, SLOW)).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByTestId('try-field-name'), { target: { value: '春季' } });
    submit();
    expect(await within(form()).findByText('太长', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('try-answer').textContent).toContain('名称无效：太长'));
    // Without a file, the values go as JSON.
    expect(JSON.parse(bodies[0] as string)).toEqual({ name: '春季', enabled: false });
  });
});
