import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportColumn } from '@adops/common/contract/report';
import { DESCENT_REASON_URL, editableWeeks, WEEK_NOTE_URL } from '@adops/common/contract/monitoring';
import dayjs from '../../src/components/dayjs';
import { captureToasts, SLOW } from '../resource/render';
import { installDomGaps, stubApi, type Call } from '../system/dom';
import { renderReport, result } from './harness';

beforeAll(installDomGaps);
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const text = (key: string, zh: string, dimension = false): ReportColumn => ({
  key,
  zh,
  en: key,
  kind: 'text',
  sortable: false,
  dimension,
});
const table = () => screen.findByTestId('report-table', {}, SLOW);
const called = (calls: Call[], path: string) => calls.filter((c) => c.path === path);

describe("a report page's row actions", { timeout: 60_000 }, () => {
  it('record the cause of a descent for the row and the range, then read the report again', async () => {
    const report = '/api/crm/report/descentDetails';
    const rows = [
      { accountId: 3, accountName: '甲账户', cause: '预算调低', action: null },
      { accountId: 4, accountName: '乙账户', cause: null, action: null },
    ];
    const calls = stubApi({
      [report]: result({
        columns: [text('accountName', '账户', true), text('cause', '下降原因')],
        rows,
        start: '2026-11-01',
        end: '2026-11-07',
      }),
      [DESCENT_REASON_URL]: null,
    });
    const toasts = captureToasts();
    renderReport('/operationalMonitoring/descentDetails?start=2026-11-01&end=2026-11-07');
    const shown = await table();
    const second = (await within(shown).findByText('乙账户', {}, SLOW)).closest('tr')!;
    fireEvent.click(within(second).getByTestId('report-row-action-cause'));
    await screen.findByTestId('report-cause-form', {}, SLOW);

    fireEvent.click(screen.getByTestId('report-cause-form-save'));
    await screen.findByText('请填写下降原因', {}, SLOW);
    expect(called(calls, DESCENT_REASON_URL)).toEqual([]);

    const before = called(calls, report).length;
    fireEvent.change(screen.getByLabelText('下降原因'), { target: { value: '素材过审慢' } });
    fireEvent.click(screen.getByTestId('report-cause-form-save'));
    await waitFor(() => expect(toasts).toEqual(['保存成功']), SLOW);
    expect(called(calls, DESCENT_REASON_URL).map((c) => c.body)).toEqual([
      { accountId: 4, start: '2026-11-01', end: '2026-11-07', cause: '素材过审慢', action: '' },
    ]);
    await waitFor(() => expect(called(calls, report).length).toBeGreaterThan(before), SLOW);
  });

  it("offer a week's note on this week's and last week's rows only", async () => {
    const [lastWeek, thisWeek] = editableWeeks(dayjs().format('YYYY-MM-DD'));
    const older = dayjs(lastWeek).subtract(7, 'day').format('YYYY-MM-DD');
    stubApi({
      '/api/crm/report/accountWeekOperation': result({
        columns: [text('week', '周', true), text('note', '运营记录')],
        rows: [thisWeek, lastWeek, older].map((week) => ({ accountId: 3, week, note: null })),
      }),
      [WEEK_NOTE_URL]: null,
    });
    renderReport('/operationalMonitoring/accountWeekOperation');
    const shown = await table();
    await within(shown).findByText(older, {}, SLOW);
    const offered = (week: string) =>
      within(within(shown).getByText(week).closest('tr')!).queryByTestId('report-row-action-note') !== null;
    expect([thisWeek, lastWeek, older].map(offered)).toEqual([true, true, false]);
  });
});
