import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerTexts } from '../../src/i18n';
import { ResourceTable } from '../../src/resource/ResourceTable';
import type { ResourceDef } from '../../src/resource/types';
import { installDomGaps, Refusal, stubApi, type Call } from '../system/dom';
import { renderPage, SLOW } from './render';

interface Row {
  id: number;
  name: string;
  bannerImageId: number | null;
  bannerUrl: string | null;
  version: number;
}

const UPLOAD = '/api/crm/thingImage/upload';

const DEF: ResourceDef<Row> = {
  path: 'thing',
  testId: 'thing',
  title: 'test.title',
  columns: [{ key: 'name', title: 'test.name' }],
  filters: [],
  form: {
    fields: [
      { name: 'name', label: 'test.name', kind: 'text', required: true },
      {
        name: 'bannerImageId',
        label: 'test.banner',
        kind: 'image',
        image: {
          upload: { method: 'POST', url: UPLOAD },
          maxBytes: 2 * 1024 * 1024,
          types: ['image/png', 'image/jpeg'],
          urlField: 'bannerUrl',
        },
      },
    ],
  },
};

const ROW: Row = { id: 3, name: '有图', bannerImageId: 9, bannerUrl: '/img/nine', version: 1 };

const field = () => screen.getByTestId('thing-field-bannerImageId');
const pick = (file: File) =>
  fireEvent.change(field().querySelector('input[type=file]')!, { target: { files: [file] } });
const shownSrc = () => field().querySelector('img')?.getAttribute('src');
const png = (bytes = 16) => new File([new Uint8Array(bytes)], 'banner.png', { type: 'image/png' });
const uploads = (calls: Call[]) => calls.filter((c) => c.path === UPLOAD);
const saved = (calls: Call[]) => calls.find((c) => c.path === '/api/crm/thing/save');

async function openCreate() {
  renderPage(<ResourceTable def={DEF} />);
  fireEvent.click(await screen.findByTestId('thing-create'));
  await screen.findByTestId('thing-field-bannerImageId', {}, SLOW);
  fireEvent.change(screen.getByTestId('thing-field-name'), { target: { value: '新的' } });
}

beforeAll(() => {
  installDomGaps();
  registerTexts({
    'test.title': { zh: '东西', en: 'Things' },
    'test.name': { zh: '名称', en: 'Name' },
    'test.banner': { zh: '头图', en: 'Banner' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('an image field of a form', { timeout: 120_000 }, () => {
  it('refuses a file too large or of another type before sending it, then uploads one and sends its id', async () => {
    const calls = stubApi({
      '/api/crm/thing/list': { list: [], total: 0 },
      [UPLOAD]: { id: 5, url: '/img/five', mime: 'image/png', size: 16 },
      '/api/crm/thing/save': { id: 1 },
    });
    await openCreate();

    pick(png(2 * 1024 * 1024 + 1));
    expect(await within(field()).findByText('图片不能超过 2 MB')).toBeTruthy();
    pick(new File(['%PDF'], 'banner.pdf', { type: 'application/pdf' }));
    expect(await within(field()).findByText('只支持 JPG、PNG 或 WebP 图片（按文件内容识别）')).toBeTruthy();
    expect(uploads(calls)).toEqual([]);

    pick(png());
    await waitFor(() => expect(uploads(calls)).toHaveLength(1), SLOW);
    await screen.findByTestId('thing-field-bannerImageId-thumb', {}, SLOW);
    expect(shownSrc()).toBe('/img/five');
    expect(screen.queryByTestId('thing-field-bannerImageId-error')).toBeNull();

    fireEvent.click(screen.getByTestId('thing-form-save'));
    await waitFor(() => expect(saved(calls)).toBeDefined(), SLOW);
    expect(saved(calls)!.body).toEqual({ name: '新的', bannerImageId: 5 });
  });

  it('shows what the server says when it refuses the file, and keeps no image', async () => {
    stubApi({
      '/api/crm/thing/list': { list: [], total: 0 },
      [UPLOAD]: new Refusal(130, '文件无效：只支持 JPG、PNG 或 WebP 图片（按文件内容识别）'),
    });
    await openCreate();
    pick(png());
    expect(
      await within(field()).findByText('文件无效：只支持 JPG、PNG 或 WebP 图片（按文件内容识别）', {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByTestId('thing-field-bannerImageId-thumb')).toBeNull();
  });

  it('shows the record’s own image by its address, and can remove it', async () => {
    const calls = stubApi({
      '/api/crm/thing/list': { list: [ROW], total: 1 },
      '/api/crm/thing/save': { id: 3 },
    });
    renderPage(<ResourceTable def={DEF} />);
    fireEvent.click(await screen.findByTestId('thing-edit-3', {}, SLOW));
    await screen.findByTestId('thing-field-bannerImageId-thumb', {}, SLOW);
    expect(shownSrc()).toBe('/img/nine');
    fireEvent.click(screen.getByTestId('thing-field-bannerImageId-clear'));
    await waitFor(() => expect(screen.queryByTestId('thing-field-bannerImageId-thumb')).toBeNull());
    fireEvent.click(screen.getByTestId('thing-form-save'));
    await waitFor(() => expect(saved(calls)).toBeDefined(), SLOW);
    expect(saved(calls)!.body).toEqual({ id: 3, version: 1, name: '有图', bannerImageId: null });
  });
});
