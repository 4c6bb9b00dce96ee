import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReportColumn, ReportResult, ReportRow } from '@adops/common/contract/report';
import {
  quarterOf,
  WORKBENCH_BASE,
  WORKBENCH_REPORTS,
  workbenchReportUrl,
  workbenchUrl,
} from '@adops/common/contract/workbench';
import Workbench from '../../src/pages/workbench/Workbench';
import { sessionStore } from '../../src/store/session';
import dayjs from '../../src/components/dayjs';
import { installDomGaps, stubApi, type Call } from '../system/dom';
import { SLOW } from '../resource/render';

const money = (key: string, zh: string): ReportColumn => ({
  key,
  zh,
  en: key,
  kind: 'money',
  sortable: true,
});
const percent = (key: string, zh: string): ReportColumn => ({
  key,
  zh,
  en: key,
  kind: 'percent',
  sortable: false,
});
const name = (key: string, zh: string): ReportColumn => ({
  key,
  zh,
  en: key,
  kind: 'text',
  sortable: true,
  dimension: true,
});

const answer = (columns: ReportColumn[], rows: ReportRow[], end = '2026-11-26'): ReportResult => ({
  columns,
  rows,
  total: rows.length,
  summary: rows.length === 1 ? rows[0]! : {},
  start: '2026-10-01',
  end,
  maxDays: 3653,
});

/** What the server holds: the department's quarter target, the accounts' tasks (cents). */
function world() {
  const state = {
    target: null as number | null,
    tasks: { 7: 100_000, 8: null } as Record<number, number | null>,
  };
  const url = (key: keyof typeof WORKBENCH_REPORTS) => workbenchReportUrl(key);
  const answers: Record<string, unknown> = {
    '/api/crm/sys/getUserInfoById': {
      id: 45,
      name: '王五',
      departmentId: 12,
      departmentName: '运营一部',
      groupId: null,
      groupName: null,
    },
    '/api/crm/sys/getPrivilege': {
      all: false,
      departmentIds: [12],
      groupIds: [],
      operatorIds: [],
      salesIds: [],
    },
    '/api/crm/base/department/getList': [
      { deptId: 12, deptName: '运营一部', parentId: null, sort: 1, userCount: 3 },
    ],
    [url('taskData')]: (call: Call) =>
      call.query.get('task')
        ? answer([name('accountName', '账户')], [{ accountId: 7, accountName: '账户7' }])
        : answer([], [{ lowBalance: 3, zeroSpend: 0, descent: 1, overThreshold: 2 }]),
    [url('targetProcess')]: (call: Call) =>
      answer(
        [money('fee', '消耗'), money('quarterTarget', '季度目标'), percent('progress', '完成率')],
        [
          {
            fee: 250_000,
            quarterTarget: call.query.get('deptId') === '12' ? state.target : null,
            progress: state.target ? 250_000 / state.target : null,
            elapsed: 0.5,
            projectedFee: 500_000,
            projectedProgress: state.target ? 500_000 / state.target : null,
          },
        ],
      ),
    [url('yoyOverview')]: (call: Call) =>
      answer(
        [money('fee', '消耗')],
        [{ fee: call.query.get('period') === 'year' ? 900_000 : 300_000, fee_yoyBase: 200_000 }],
      ),
    [url('accountTaskList')]: () =>
      answer(
        [
          name('accountName', '账户'),
          money('fee', '消耗'),
          money('monthTask', '月任务'),
          percent('taskProgress', '任务进度'),
        ],
        Object.entries(state.tasks).map(([id, task]) => ({
          accountId: Number(id),
          accountName: `账户${id}`,
          fee: 50_000,
          monthTask: task,
          taskProgress: task ? 50_000 / task : null,
        })),
        '2026-11-30',
      ),
    [workbenchUrl('quarter/target/save')]: (call: Call) => {
      state.target = (call.body as { amount: number }).amount;
      return null;
    },
    [workbenchUrl('account/edit')]: (call: Call) => {
      const body = call.body as { accountId: number; amount: number };
      state.tasks[body.accountId] = body.amount;
      return null;
    },
  };
  // Every other report: no rows.
  for (const key of Object.keys(WORKBENCH_REPORTS) as (keyof typeof WORKBENCH_REPORTS)[])
    answers[url(key)] ??= answer([money('fee', '消耗')], []);
  return { state, answers };
}

function renderWorkbench() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Workbench />
    </QueryClientProvider>,
  );
}

const panel = (key: string) => screen.getByTestId(`workbench-${key}`);
const posts = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.path.startsWith(WORKBENCH_BASE));

beforeAll(() => {
  installDomGaps();
  sessionStore.set((s) => ({ ...s, userId: 45 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the operations workbench', { timeout: 60_000 }, () => {
  it('shows the to-dos, each opening its accounts, and the year before', async () => {
    const { answers } = world();
    const calls = stubApi(answers);
    renderWorkbench();

    const low = await screen.findByTestId('workbench-card-lowBalance');
    await waitFor(() => expect(within(low).getByText('3')).toBeTruthy(), SLOW);
    expect(within(screen.getByTestId('workbench-card-overThreshold')).getByText('2')).toBeTruthy();
    fireEvent.click(low);
    const list = await screen.findByTestId('workbench-taskData-lowBalance-list', {}, SLOW);
    await waitFor(
      () => expect(within(list).getByTestId('workbench-taskData-lowBalance-list-row-7')).toBeTruthy(),
      SLOW,
    );
    expect(
      calls.some((c) => c.path === workbenchReportUrl('taskData') && c.query.get('task') === 'lowBalance'),
    ).toBe(true);

    const year = await screen.findByTestId('workbench-card-yoy-year', {}, SLOW);
    await waitFor(() => expect(within(year).getByText('9,000')).toBeTruthy(), SLOW);
    expect(within(year).getByTestId('workbench-yoy-year-change').textContent).toContain('+350.00%');
    const periods = calls
      .filter((c) => c.path === workbenchReportUrl('yoyOverview'))
      .map((c) => c.query.get('period'));
    expect(periods.sort()).toEqual(['month', 'quarter', 'year']);
  });

  it('sets the quarter target of the level shown, and the progress moves without a reload', async () => {
    const { answers } = world();
    const calls = stubApi(answers);
    renderWorkbench();

    // A user whose scope is their department sees its progress.
    const target = await screen.findByTestId('workbench-targetProcess-target', {}, SLOW);
    await waitFor(() => expect(target.textContent).toBe('未设目标'), SLOW);
    const progressCalls = calls.filter((c) => c.path === workbenchReportUrl('targetProcess'));
    expect(progressCalls.map((c) => c.query.get('deptId'))).toEqual(['12']);
    expect(screen.getByTestId('workbench-targetProcess-elapsed').textContent).toBe('时间进度 50.00%');

    fireEvent.click(screen.getByTestId('workbench-targetProcess-action-setTarget'));
    const form = await screen.findByTestId('workbench-targetProcess-setTarget-form', {}, SLOW);
    expect(within(form).getByText('设置季度目标')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('目标金额'), { target: { value: '10000' } });
    fireEvent.click(screen.getByTestId('workbench-targetProcess-setTarget-form-save'));

    await waitFor(() => expect(posts(calls)).toHaveLength(1), SLOW);
    expect(posts(calls)[0]!.body).toEqual({
      level: 'department',
      scopeId: 12,
      quarter: quarterOf(dayjs().format('YYYY-MM-DD')),
      amount: 1_000_000,
    });
    await waitFor(
      () => expect(screen.getByTestId('workbench-targetProcess-progress').textContent).toBe('完成 25.00%'),
      SLOW,
    );
    expect(screen.getByTestId('workbench-targetProcess-target').textContent).toBe('目标 ¥10,000');
    expect(within(panel('targetProcess')).getByTestId('workbench-targetProcess-choice')).toBeTruthy();
  });

  it('edits an account’s task from its row, for the month of the list, and the row shows it', async () => {
    const { answers } = world();
    const calls = stubApi(answers);
    renderWorkbench();

    const row = await screen.findByTestId('workbench-accountTaskList-row-8', {}, SLOW);
    fireEvent.click(within(row).getByTestId('workbench-accountTaskList-row-8-edit'));
    const form = await screen.findByTestId('workbench-accountTaskList-edit-form', {}, SLOW);
    expect(within(form).getByText('编辑任务：账户8')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('本月任务'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('workbench-accountTaskList-edit-form-save'));

    await waitFor(() => expect(posts(calls)).toHaveLength(1), SLOW);
    expect(posts(calls)[0]).toMatchObject({
      path: workbenchUrl('account/edit'),
      body: { accountId: 8, month: '2026-11-01', amount: 100_000 },
    });
    await waitFor(
      () => expect(within(panel('accountTaskList-row-8')).getByText('1,000.00')).toBeTruthy(),
      SLOW,
    );
    expect(within(panel('accountTaskList-row-8')).getByText('50.00%')).toBeTruthy();
  });
});
