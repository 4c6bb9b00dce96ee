import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmPopover, login, newConsoleContext, openedDropdown, toasts, useConsole } from '../harness';

// No platform sync: the balances then move only by the transfers under test, to the cent.
const e2e = useConsole({}, { PLATFORM_SYNC: 'off' });

const rows = (page: Page, testId: string) => page.locator(`[data-testid=${testId}-table] tr.ant-table-row`);

/** The count the message dropdown shows for a counter (0 when it shows none), the dropdown opened first. */
async function messageCount(page: Page, counter: string): Promise<number> {
  if (!(await page.locator(`[data-testid=message-${counter}]`).isVisible())) {
    await page.locator('[data-testid=message-dropdown]').click();
    await openedDropdown(page);
  }
  const badge = page.locator(`[data-testid=message-count-${counter}]`);
  return (await badge.count()) ? Number((await badge.innerText()).trim()) : 0;
}

/** The counter once its count has come (the demo data leaves some waiting on each reviewer). */
async function waitingCount(page: Page, counter: string): Promise<number> {
  let count = 0;
  await expect.poll(async () => (count = await messageCount(page, counter))).toBeGreaterThan(0);
  return count;
}

/** Runs a row's command that asks for a confirmation, and waits for it to say it is done. */
async function confirmCommand(page: Page, testId: string, done: string) {
  await page.locator(`[data-testid=${testId}]`).click();
  await confirmPopover(page);
  await toasts(page).filter({ hasText: done }).first().waitFor();
}

const yuan = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The available balance the balance list shows for an account, searched by its name. */
async function available(page: Page, account: string): Promise<number> {
  await page.goto('/dailyManage/xhsAccountBalance');
  await page.locator('[data-testid=balance-filter-keyword]').fill(account);
  await page.locator('[data-testid=balance-search-submit]').click();
  // Searched once every row shown is of that name (names may share a stem): the row named exactly.
  let value: number | undefined;
  await expect
    .poll(async () => {
      const texts = await rows(page, 'balance').allInnerTexts();
      const cells = texts.map((text) => text.split('\t').map((cell) => cell.trim()));
      const row = cells.every((r) => r[0]!.includes(account))
        ? cells.find((r) => r[0] === account)
        : undefined;
      return (value = row ? yuan(row[9]!) : undefined);
    })
    .toBeDefined();
  return value!;
}

describe('a recharge order through both reviews', () => {
  it('is approved by sales from the dropdown, then by finance, and the account is recharged once', async () => {
    const { page } = e2e;
    await login(page, 'sales');
    const toReview = await waitingCount(page, 'pendingReviewOrder');
    await page.locator('[data-testid=message-pendingReviewOrder]').click();
    await page.waitForURL('**/orders/orderManagement?orderStatus=2000');
    // The list opens filtered by the link, and the form shows the filter.
    await expect.poll(() => rows(page, 'order').count()).toBe(toReview);
    await expect.poll(() => page.locator('[data-testid=order-search]').innerText()).toContain('待商务审核');

    const first = rows(page, 'order').first();
    const orderNo = (await first.locator('td').first().innerText()).trim();
    const id = (await first.getAttribute('data-row-key'))!;
    await confirmCommand(page, `order-approve-${id}`, '审核通过成功');
    // Gone from the orders waiting for sales, and from the dropdown's count, without a reload.
    await expect.poll(() => rows(page, 'order').filter({ hasText: orderNo }).count()).toBe(0);
    await expect.poll(() => messageCount(page, 'pendingReviewOrder')).toBe(toReview - 1);

    const finance = await newConsoleContext(e2e.browser, e2e.server.url, e2e.pageErrors);
    try {
      const desk = await finance.newPage();
      await login(desk, 'finance');
      const waiting = await waitingCount(desk, 'pendingReviewOrder');
      await desk.locator('[data-testid=message-pendingReviewOrder]').click();
      await desk.waitForURL('**/orders/orderManagement?orderStatus=3000');
      const order = rows(desk, 'order').filter({ hasText: orderNo });
      const account = (await order.locator('td').nth(2).innerText()).trim();
      const amount = yuan(await order.locator('td').nth(4).innerText());
      const before = await available(desk, account);

      await desk.goto('/orders/orderManagement?orderStatus=3000');
      await confirmCommand(desk, `order-approve-${id}`, '审核通过成功');
      await expect.poll(() => rows(desk, 'order').filter({ hasText: orderNo }).count()).toBe(0);
      await expect.poll(() => messageCount(desk, 'pendingReviewOrder')).toBe(waiting - 1);
      await desk.keyboard.press('Escape');

      // Approved, with its fund record on the account: 充值 of the amount, the order's number beside it.
      await desk.goto(`/orders/orderManagement?orderStatus=4000&keyword=${orderNo}`);
      await expect.poll(() => rows(desk, 'order').count()).toBe(1);
      await rows(desk, 'order').locator(`[data-testid=order-funds-${id}]`).click();
      await desk.waitForURL('**/dailyManage/xhsAccountAccountRecord?accountId=*');
      const record = rows(desk, 'fund').filter({ hasText: orderNo });
      await expect.poll(() => record.innerText()).toContain('充值');
      expect(yuan(await record.locator('td').nth(2).innerText())).toBe(amount);

      expect(await available(desk, account)).toBeCloseTo(before + amount, 2);
    } finally {
      await finance.close();
    }
  });
});
