import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from './renderDashboard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportResult } from '@adops/common/contract/report';
import { panel, type PanelView } from '../../src/dashboard';
import { reportCards, reportTable } from '../../src/dashboard/reportPanels';
import { registerTexts } from '../../src/i18n';
import { installDomGaps, stubApi } from '../system/dom';
import { captureToasts, resetToasts, SLOW } from '../resource/render';

/** A quarter's spend and target (cents), which the form of the panel's action sets. */
interface Quarter {
  fee: number;
  target: number | null;
}

/** Accounts with their task (cents), as a report answers them. */
const accounts = (tasks: Record<number, number | null>, total = 2): ReportResult => ({
  columns: [
    { key: 'accountName', zh: '账户', en: 'Account', kind: 'text', sortable: true, dimension: true },
    { key: 'monthTask', zh: '月任务', en: 'Task', kind: 'money', sortable: false },
  ],
  rows: Object.entries(tasks).map(([id, task]) => ({
    accountId: Number(id),
    accountName: `账户${id}`,
    monthTask: task,
  })),
  total,
  summary: {},
  start: '2026-11-01',
  end: '2026-11-26',
  maxDays: 3653,
});

const confirmPopup = () =>
  within(document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden)')!);

beforeAll(() => {
  installDomGaps();
  registerTexts({
    'test.quarter': { zh: '季度目标', en: 'Quarter' },
    'test.setTarget': { zh: '设置目标', en: 'Set target' },
    'test.amount': { zh: '金额', en: 'Amount' },
    'test.tasks': { zh: '任务', en: 'Tasks' },
    'test.edit': { zh: '编辑', en: 'Edit' },
    'test.remove': { zh: '移除', en: 'Remove' },
    'test.confirmRemove': { zh: '确定移除“{{name}}”吗？', en: 'Remove "{{name}}"?' },
    'test.month': { zh: '按月', en: 'By month' },
    'test.day': { zh: '按日', en: 'By day' },
    'test.todos': { zh: '待办', en: 'To-dos' },
    'test.low': { zh: '余额不足', en: 'Low balance' },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('a panel’s header action', { timeout: 60_000 }, () => {
  it('opens its form from what the panel shows, submits it, and reloads every panel of the dashboard', async () => {
    const quarter: Quarter = { fee: 25_000, target: null };
    const submit = vi.fn((values: Record<string, unknown>, view: PanelView) => {
      expect(view).toEqual({ choice: 'month' });
      quarter.target = values.amount as number;
      return Promise.resolve();
    });
    const loadQuarter = vi.fn(() => Promise.resolve({ ...quarter }));
    const loadOther = vi.fn(() => Promise.resolve({ ...quarter }));
    const toasts = captureToasts();
    renderDashboard({
      id: 'test',
      panels: [
        panel({
          key: 'progress',
          kind: 'progress',
          title: 'test.quarter',
          load: loadQuarter,
          choices: { options: [{ value: 'month', label: 'test.month' }] },
          value: (q) => q.fee,
          target: (q) => q.target,
          format: (cents) => `${cents / 100} 元`,
          actions: [
            {
              key: 'set',
              label: 'test.setTarget',
              fields: [{ name: 'amount', label: 'test.amount', kind: 'money', required: true }],
              values: (q) => (q?.target ? { amount: q.target } : {}),
              submit,
            },
          ],
        }),
        panel({
          key: 'other',
          kind: 'progress',
          title: 'test.quarter',
          load: loadOther,
          value: (q) => q.fee,
          target: (q) => q.target,
          format: String,
        }),
      ],
    });

    const target = await screen.findByTestId('test-progress-target', {}, SLOW);
    expect(target.textContent).toBe('未设目标');
    expect(screen.queryByTestId('test-progress-progress')).toBeNull();
    await waitFor(() => expect(loadOther).toHaveBeenCalledTimes(1));

    fireEvent.click(screen.getByTestId('test-progress-action-set'));
    const form = await screen.findByTestId('test-progress-set-form', {}, SLOW);
    expect(within(form).getByText('设置目标')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('金额'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('test-progress-set-form-save'));

    // Sent in cents; then both panels read again, and the progress shows against the new target.
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1), SLOW);
    expect(submit.mock.calls[0]![0]).toEqual({ amount: 100_000 });
    await waitFor(
      () => expect(screen.getByTestId('test-progress-progress').textContent).toBe('完成 25.00%'),
      SLOW,
    );
    expect(screen.getByTestId('test-progress-target').textContent).toBe('目标 1000 元');
    expect(loadOther).toHaveBeenCalledTimes(2);
    expect(toasts).toEqual(['保存成功']);
    await waitFor(() => expect(screen.queryByTestId('test-progress-set-form')).toBeNull());

    // Opened again, the form starts from the target shown.
    fireEvent.click(screen.getByTestId('test-progress-action-set'));
    const again = await screen.findByTestId('test-progress-set-form', {}, SLOW);
    await waitFor(() =>
      expect((within(again).getByLabelText('金额') as HTMLInputElement).value).toBe('1000.00'),
    );
  });
});

describe('a table panel’s row actions', { timeout: 60_000 }, () => {
  it('edit a row in a form starting from it, sent with the row and the answer, and the table reloads', async () => {
    const tasks: Record<number, number | null> = { 7: 50_000, 8: null };
    const url = '/api/test/tasks';
    const calls = stubApi({ [url]: () => accounts(tasks) });
    const submit = vi.fn(
      (values: Record<string, unknown>, row: Record<string, unknown>, data: ReportResult) => {
        tasks[row.accountId as number] = values.amount as number;
        expect(data.end).toBe('2026-11-26');
        return Promise.resolve();
      },
    );
    const remove = vi.fn((_values: Record<string, unknown>, _row: Record<string, unknown>) =>
      Promise.resolve(),
    );
    renderDashboard({
      id: 'test',
      panels: [
        reportTable({
          key: 'tasks',
          title: 'test.tasks',
          call: { url },
          rowTestId: 'accountId',
          rowName: 'accountName',
          rowActions: [
            {
              key: 'edit',
              label: 'test.edit',
              fields: [{ name: 'amount', label: 'test.amount', kind: 'money', required: true }],
              values: (row) => ({ amount: row.monthTask }),
              submit,
            },
            {
              key: 'remove',
              label: 'test.remove',
              confirm: 'test.confirmRemove',
              danger: true,
              submit: remove,
            },
          ],
        }),
      ],
    });

    const row = await screen.findByTestId('test-tasks-row-8', {}, SLOW);
    expect(within(screen.getByTestId('test-tasks-row-7')).getByText('500.00')).toBeTruthy();
    const before = calls.length;

    fireEvent.click(within(row).getByTestId('test-tasks-row-8-edit'));
    const form = await screen.findByTestId('test-tasks-edit-form', {}, SLOW);
    expect(within(form).getByText('编辑：账户8')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('金额'), { target: { value: '88' } });
    fireEvent.click(screen.getByTestId('test-tasks-edit-form-save'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1), SLOW);
    expect(submit.mock.calls[0]![0]).toEqual({ amount: 8_800 });
    expect(submit.mock.calls[0]![1]).toMatchObject({ accountId: 8, accountName: '账户8' });
    await waitFor(
      () => expect(within(screen.getByTestId('test-tasks-row-8')).getByText('88.00')).toBeTruthy(),
      SLOW,
    );
    expect(calls.length).toBeGreaterThan(before);

    // An action without a form asks first, naming the row.
    fireEvent.click(screen.getByTestId('test-tasks-row-7-remove'));
    await waitFor(() => expect(screen.getByText('确定移除“账户7”吗？')).toBeTruthy(), SLOW);
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(confirmPopup().getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1), SLOW);
    expect(remove.mock.calls[0]![0]).toEqual({});
    expect(remove.mock.calls[0]![1]).toMatchObject({ accountId: 7 });
  });

  it('pages a long list on the server, and asks for another choice from its first page', async () => {
    const url = '/api/test/paged';
    const calls = stubApi({ [url]: () => accounts({ 1: 100, 2: 200 }, 25) });
    renderDashboard({
      id: 'test',
      panels: [
        reportTable({
          key: 'paged',
          title: 'test.tasks',
          call: (bucket) => ({ url, params: { bucket } }),
          choices: {
            options: [
              { value: 'month', label: 'test.month' },
              { value: 'day', label: 'test.day' },
            ],
          },
          pageSize: 10,
          rowTestId: 'accountId',
        }),
      ],
    });
    const table = await screen.findByTestId('test-paged-row-1', {}, SLOW);
    expect(table).toBeTruthy();
    const last = () => calls[calls.length - 1]!.query;
    expect([last().get('bucket'), last().get('page'), last().get('pageSize')]).toEqual(['month', '1', '10']);

    fireEvent.click(within(screen.getByTestId('test-paged')).getByTitle('2'));
    await waitFor(() => expect(last().get('page')).toBe('2'), SLOW);
    expect(last().get('bucket')).toBe('month');

    fireEvent.click(screen.getByTestId('test-paged-choice-day'));
    await waitFor(() => expect(last().get('bucket')).toBe('day'), SLOW);
    expect(last().get('page')).toBe('1');
  });
});

describe('a figure that opens its rows', { timeout: 60_000 }, () => {
  it('shows the report’s rows of it in a drawer, a page at a time', async () => {
    const counts = '/api/test/todos';
    const calls = stubApi({
      [counts]: (call: { query: URLSearchParams }) =>
        call.query.get('task') ? accounts({ 7: 1, 8: 2 }, 2) : { ...accounts({}), rows: [{ low: 2 }] },
    });
    renderDashboard({
      id: 'test',
      panels: [
        reportCards({
          key: 'todos',
          title: 'test.todos',
          call: { url: counts },
          figures: [
            {
              key: 'low',
              title: 'test.low',
              value: (r) => String(r.rows[0]!.low),
              list: { call: { url: counts, params: { task: 'low' } }, rowTestId: 'accountId', pageSize: 5 },
            },
          ],
        }),
      ],
    });
    const card = await screen.findByTestId('test-card-low');
    await waitFor(() => expect(within(card).getByText('2')).toBeTruthy(), SLOW);

    fireEvent.click(card);
    const drawer = await screen.findByTestId('test-todos-low-list', {}, SLOW);
    await waitFor(() => expect(within(drawer).getByTestId('test-todos-low-list-row-8')).toBeTruthy(), SLOW);
    expect(within(drawer).getByText('账户7')).toBeTruthy();
    const asked = calls.filter((c) => c.query.get('task') === 'low');
    expect([asked[0]!.query.get('page'), asked[0]!.query.get('pageSize')]).toEqual(['1', '5']);
  });
});
