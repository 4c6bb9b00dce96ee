import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerTexts } from '../../src/i18n';
import { ResourceTable } from '../../src/resource/ResourceTable';
import type { ResourceDef } from '../../src/resource/types';
import { installDomGaps } from '../system/dom';
import { renderPage, SLOW } from './render';

interface Row {
  id: number;
  name: string;
}

const DEF: ResourceDef<Row> = {
  path: 'upload',
  testId: 'up',
  title: 'test.title',
  columns: [{ key: 'name', title: 'test.name' }],
  filters: [],
  upload: {
    url: '/api/crm/import/thing',
    label: 'test.upload',
    summary: ({ rows }: { rows: number }) => ({ key: 'test.done', values: { rows } }),
  },
};

/** The list, and the upload answering `answer` (an envelope); the uploads sent are counted. */
function stubServer(answer: object) {
  const sent: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/crm/import/thing') sent.push(init.body as FormData);
      const envelope =
        path === '/api/crm/import/thing'
          ? answer
          : { status: 1, desc: '成功', data: { list: [{ id: 1, name: '甲' }], total: 1 } };
      return new Response(JSON.stringify(envelope), { status: 200 });
    }),
  );
  return sent;
}

async function uploadFile() {
  renderPage(<ResourceTable def={DEF} />);
  await screen.findByText('甲');
  fireEvent.click(screen.getByTestId('up-upload'));
  await screen.findByTestId('up-upload-start', {}, SLOW);
  const input = document.querySelector<HTMLInputElement>('.ant-modal input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['a,b'], '日报.csv', { type: 'text/csv' })] } });
  await waitFor(() =>
    expect((screen.getByTestId('up-upload-start') as HTMLButtonElement).disabled).toBe(false),
  );
  fireEvent.click(screen.getByTestId('up-upload-start'));
}

beforeAll(() => {
  installDomGaps();
  registerTexts({
    'test.title': { zh: '东西', en: 'Things' },
    'test.name': { zh: '名称', en: 'Name' },
    'test.upload': { zh: '上传', en: 'Upload' },
    'test.done': { zh: '已导入 {{rows}} 行', en: '{{rows}} rows imported' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the upload of a resource', { timeout: 60_000 }, () => {
  it('sends the file picked and shows the summary of a file written', async () => {
    const sent = stubServer({ status: 1, desc: '成功', data: { rows: 12 } });
    await uploadFile();
    expect(await screen.findByText('已导入 12 行', {}, SLOW)).toBeTruthy();
    expect((sent[0]!.get('file') as File).name).toBe('日报.csv');
  });

  it('lists the bad cells of a refused file by row, column and reason', async () => {
    stubServer({
      status: 130,
      desc: '第 3 行 消耗：不能为负数（共 2 处错误）',
      data: {
        errors: [
          { row: 3, column: '消耗', reason: '不能为负数' },
          { row: 4, column: '账户ID', reason: '您的数据权限内没有此账户' },
        ],
        total: 2,
      },
    });
    await uploadFile();
    const table = await screen.findByTestId('up-upload-errors', {}, SLOW);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['3消耗不能为负数', '4账户ID您的数据权限内没有此账户']);
    expect(screen.getByText('第 3 行 消耗：不能为负数（共 2 处错误）')).toBeTruthy();
  });
});
