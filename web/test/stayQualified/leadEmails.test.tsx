import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeadEmailLogRow, LeadEmailRow } from '@adops/common/contract/leadEmail';
import { checkRecipients } from '@adops/common/contract/leadEmail';
import { LeadEmails } from '../../src/pages/stayQualified/emailPages';
import { renderPage, SLOW } from '../resource/render';
import { installDomGaps, stubApi } from '../system/dom';

beforeAll(installDomGaps);
afterEach(() => vi.unstubAllGlobals());

const SETTING: LeadEmailRow = {
  id: 3,
  customerId: 1,
  customerName: '甲客户',
  recipients: ['a@example.com', 'b@example.com'],
  cron: '0 9 * * *',
  enabled: true,
  pending: 2,
  nextRunAt: '2026-11-28 09:00:00',
  lastSentAt: null,
  lastResult: null,
  createTime: '2026-11-27 10:00:00',
  version: 1,
};

const sent = (id: number, more: Partial<LeadEmailLogRow>): LeadEmailLogRow => ({
  id,
  settingId: 3,
  customerId: 1,
  customerName: '甲客户',
  recipients: ['a@example.com'],
  subject: '【新线索】甲客户：2 条新线索（2026-11-27）',
  messageId: `<lead-digest-${id}@adops.local>`,
  leadCount: 2,
  result: 'ok',
  answer: '250 OK',
  kept: false,
  createTime: '2026-11-27 10:00:00',
  finishTime: '2026-11-27 10:00:01',
  ...more,
});

const answers = (smtp: boolean) => ({
  '/api/crm/leadEmail/transport': { smtp },
  '/api/crm/leadEmail/list': { list: [SETTING], total: 1 },
  '/api/crm/leadEmailLog/list': {
    list: [sent(7, { result: 'kept', kept: true, answer: null }), sent(8, {})],
    total: 2,
  },
  '/api/crm/leadEmailLog/message': { id: 7, raw: 'Message-ID: <lead-digest-7@adops.local>\r\nSubject: x' },
});

describe('the lead e-mail page', { timeout: 120_000 }, () => {
  it('says messages are kept without SMTP, and shows a kept message whole', async () => {
    stubApi(answers(false));
    renderPage(<LeadEmails />);
    expect((await screen.findByTestId('leadEmail-kept', {}, SLOW)).textContent).toContain('未配置 SMTP_URL');
    expect(await screen.findByText('甲客户', {}, SLOW)).toBeTruthy();

    fireEvent.click(screen.getByTestId('leadEmails-log'));
    fireEvent.click(await screen.findByTestId('leadEmailLog-message-7', {}, SLOW));
    const view = await screen.findByTestId('leadEmailLog-message-view', {}, SLOW);
    expect((await within(view).findByTestId('leadEmailLog-raw', {}, SLOW)).textContent).toContain(
      'Message-ID: <lead-digest-7@adops.local>',
    );
    // A message that went out over SMTP is not kept: nothing to show.
    expect(screen.queryByTestId('leadEmailLog-message-8')).toBeNull();
  });

  it('says nothing of it when the server sends over SMTP', async () => {
    const calls = stubApi(answers(true));
    renderPage(<LeadEmails />);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/crm/leadEmail/transport'), SLOW);
    expect(await screen.findByText('甲客户', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('leadEmail-kept')).toBeNull();
  });
});

describe('the recipients field', () => {
  it('checks each pasted address by the spec’s email rule', () => {
    expect(checkRecipients('a@example.com\nb@example.com; c@example.com')).toBeNull();
    expect(checkRecipients('a@example.com, b@')).toBe('emailPattern');
  });
});
