import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_LEAD_RATE_LIMITS } from '@adops/common/contract/landing';
import {
  LEAD_RATE_LIMITS_SAVE_URL,
  LEAD_RATE_LIMITS_URL,
  leadRateLimitsInput,
  type LeadRow,
} from '@adops/common/contract/leads';
import { Leads } from '../../src/pages/stayQualified/leadPages';
import { LEAD_RATE_LIMITS } from '../../src/pages/stayQualified/leads';
import { captureToasts, renderPage, SLOW } from '../resource/render';
import { installDomGaps, stubApi } from '../system/dom';

beforeAll(installDomGaps);
afterEach(() => vi.unstubAllGlobals());

const lead = (more: Partial<LeadRow>): LeadRow => ({
  id: 1,
  name: '张三',
  phone: '13812341234',
  email: null,
  masked: false,
  regionCode: '440305',
  pageId: 1,
  pageTitle: '页面',
  pageSlug: 'demo',
  customerId: 1,
  customerName: '甲客户',
  source: '来源：xiaohongshu',
  answers: '',
  status: 'new',
  remark: null,
  assigneeId: null,
  assigneeName: null,
  createTime: '2026-11-01 10:00:00',
  version: 1,
  ...more,
});

describe('the rate limits form', () => {
  it('takes exactly the whole numbers the server takes, each field at both ends of its range', () => {
    const accepted = (name: string, value: number) =>
      leadRateLimitsInput.safeParse({ ...DEFAULT_LEAD_RATE_LIMITS, [name]: value }).success;
    for (const field of LEAD_RATE_LIMITS.fields) {
      const [min, max] = field.range!;
      expect([field.name, accepted(field.name, min), accepted(field.name, max)]).toEqual([
        field.name,
        true,
        true,
      ]);
      expect([field.name, accepted(field.name, min - 1), accepted(field.name, max + 1)]).toEqual([
        field.name,
        false,
        false,
      ]);
    }
  });
});

describe('the leads page', { timeout: 60_000 }, () => {
  it('lists the leads, a masked contact saying why, and saves the rate limits from its header', async () => {
    const calls = stubApi({
      '/api/crm/lead/list': {
        list: [lead({}), lead({ id: 2, name: '王五', phone: '137****1111', masked: true })],
        total: 2,
      },
      [LEAD_RATE_LIMITS_URL]: { values: DEFAULT_LEAD_RATE_LIMITS, editable: true },
      [LEAD_RATE_LIMITS_SAVE_URL]: null,
    });
    const toasts = captureToasts();
    renderPage(<Leads />);
    await screen.findByText('13812341234', {}, SLOW);
    expect(screen.getByTestId('lead-masked-2').textContent).toBe('137****1111');
    expect(screen.queryByTestId('lead-masked-1')).toBeNull();
    expect(screen.getAllByText('广东省 深圳市 南山区')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('leadRateLimits-open'));
    const perMinute = () => screen.getByLabelText('每个地址每分钟留资上限') as HTMLInputElement;
    await waitFor(() => expect(perMinute().value).toBe('5'), SLOW);
    fireEvent.change(perMinute(), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('leadRateLimits-form-save'));
    await screen.findByText(/每个地址每分钟留资上限须在/, {}, SLOW);
    expect(calls.filter((c) => c.path === LEAD_RATE_LIMITS_SAVE_URL)).toEqual([]);
    fireEvent.change(perMinute(), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('leadRateLimits-form-save'));
    await waitFor(() => expect(toasts).toEqual(['保存成功']), SLOW);
    expect(calls.filter((c) => c.path === LEAD_RATE_LIMITS_SAVE_URL).map((c) => c.body)).toEqual([
      { ...DEFAULT_LEAD_RATE_LIMITS, perAddressPerMinute: 3 },
    ]);
  });
});
