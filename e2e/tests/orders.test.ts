import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, newConsoleContext, openedDropdown, pathAndQuery, toasts, useConsole } from '../harness';

const e2e = useConsole();

const rows = (page: Page, testId: string) => page.locator(`[data-testid=${testId}-table] tr.ant-table-row`);
const counter = (page: Page, name: string) => page.locator(`[data-testid=message-count-${name}]`);

/** The dropdown opened, and the count its entry shows (0 when it shows none). */
async function openMessages(page: Page, name: string): Promise<number> {
  await page.locator('[data-testid=message-dropdown]').click();
  await openedDropdown(page);
  const badge = counter(page, name);
  return (await badge.count()) ? Number((await badge.innerText()).trim()) : 0;
}

/** Runs a row's command that asks for a confirmation, and waits for it to say it is done. */
async function confirmCommand(page: Page, testId: string, done: string) {
  await page.locator(`[data-testid=${testId}]`).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '确 定' }).click();
  await toasts(page).filter({ hasText: done }).first().waitFor();
}

const yuan = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

describe('a recharge order through both reviews', () => {
  it('is approved by sales from the dropdown, then by finance, and the account is recharged once', async () => {
    const { page } = e2e;
    await login(page, 'sales');
    const toReview = await openMessages(page, 'pendingReviewOrder');
    expect(toReview).toBeGreaterThan(0);
    await page.locator('[data-testid=message-pendingReviewOrder]').click();
    await page.waitForURL('**/orders/orderManagement?orderStatus=2000');
    // The list opens filtered by the link, and the form shows the filter.
    await expect.poll(() => rows(page, 'order').count()).toBe(toReview);
    expect(await page.locator('[data-testid=order-search]').innerText()).toContain('待商务审核');

    const first = rows(page, 'order').first();
    const orderNo = (await first.locator('td').first().innerText()).trim();
    const id = (await first.getAttribute('data-row-key'))!;
    await confirmCommand(page, `order-approve-${id}`, '审核通过成功');
    // Gone from the orders waiting for sales, and from the dropdown's count, without a reload.
    await expect.poll(() => rows(page, 'order').filter({ hasText: orderNo }).count()).toBe(0);
    await expect.poll(() => openMessages(page, 'pendingReviewOrder')).toBe(toReview - 1);

    const finance = await newConsoleContext(e2e.browser, e2e.server.url, e2e.pageErrors);
    try {
      const desk = await finance.newPage();
      await login(desk, 'finance');
      const waiting = await openMessages(desk, 'pendingReviewOrder');
      expect(waiting).toBeGreaterThan(0);
      await desk.locator('[data-testid=message-pendingReviewOrder]').click();
      await desk.waitForURL('**/orders/orderManagement?orderStatus=3000');
      const order = rows(desk, 'order').filter({ hasText: orderNo });
      const account = (await order.locator('td').nth(2).innerText()).trim();
      const amount = yuan(await order.locator('td').nth(4).innerText());

      // The account's balance before.
      await desk.goto(`/dailyManage/xhsAccountBalance`);
      await desk.locator('[data-testid=balance-filter-keyword]').fill(account);
      await desk.locator('[data-testid=balance-search-submit]').click();
      const balanceRow = rows(desk, 'balance').filter({ hasText: account });
      await balanceRow.waitFor();
      const availableAt = (row: typeof balanceRow) => row.locator('td').nth(9).innerText().then(yuan);
      const before = await availableAt(balanceRow);

      await desk.goto('/orders/orderManagement?orderStatus=3000');
      await confirmCommand(desk, `order-approve-${id}`, '审核通过成功');
      await expect.poll(() => rows(desk, 'order').filter({ hasText: orderNo }).count()).toBe(0);
      await expect.poll(() => openMessages(desk, 'pendingReviewOrder')).toBe(waiting - 1);
      await desk.keyboard.press('Escape');

      // Approved, with its fund record on the account: 充值 of the amount, the order's number beside it.
      await desk.goto('/orders/orderManagement?orderStatus=4000');
      const approved = rows(desk, 'order').filter({ hasText: orderNo });
      await approved.waitFor();
      await approved.locator(`[data-testid=order-funds-${id}]`).click();
      await desk.waitForURL('**/dailyManage/xhsAccountAccountRecord?accountId=*');
      const record = rows(desk, 'fund').filter({ hasText: orderNo });
      await record.waitFor();
      expect(await record.innerText()).toContain('充值');
      expect(yuan(await record.locator('td').nth(2).innerText())).toBe(amount);

      await desk.goto(`/dailyManage/xhsAccountBalance`);
      await desk.locator('[data-testid=balance-filter-keyword]').fill(account);
      await desk.locator('[data-testid=balance-search-submit]').click();
      await expect
        .poll(() => availableAt(rows(desk, 'balance').filter({ hasText: account })))
        .toBeCloseTo(before + amount, 2);
      expect(pathAndQuery(desk)).toBe('/dailyManage/xhsAccountBalance');
    } finally {
      await finance.close();
    }
  });
});
