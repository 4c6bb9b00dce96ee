import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmPopover, login, toasts, useConsole } from '../harness';

const e2e = useConsole();

const rows = (page: Page, testId: string) => page.locator(`[data-testid=${testId}-table] tr.ant-table-row`);

/** The send log's newest digest, read afresh: the list is read once per load, the digest sent by the scheduler. */
async function newestDigest(page: Page): Promise<string> {
  await page.goto('/stayQualified/xhsAppEmailSend');
  await page.locator('[data-testid=leadEmails-log]').click();
  const row = rows(page, 'leadEmailLog').first();
  await row.waitFor();
  return row.innerText();
}

describe('the lead e-mail page', () => {
  it('says messages are kept without SMTP, sends the demo digest now and shows it whole in the log', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/stayQualified/xhsAppEmailSend');
    // The demo server has no SMTP_URL.
    expect(await page.locator('[data-testid=leadEmail-kept]').innerText()).toContain('未配置 SMTP_URL');
    // The demo seed's setting (server/src/db/seed/leadEmails.ts).
    const setting = rows(page, 'leadEmail').filter({ hasText: 'leads@example.com' });
    await setting.waitFor();
    await setting.locator('[data-testid^=leadEmail-sendNow-]').click();
    await confirmPopover(page);
    await toasts(page).filter({ hasText: '立即发送成功' }).first().waitFor();

    await expect.poll(() => newestDigest(page), { timeout: 30_000 }).toContain('已留存');
    await rows(page, 'leadEmailLog').first().locator('[data-testid^=leadEmailLog-message-]').click();
    const raw = page.locator('[data-testid=leadEmailLog-raw]');
    await raw.waitFor();
    expect(await raw.innerText()).toMatch(/Message-ID: <lead-digest-\d+@adops\.local>/);
  });
});
