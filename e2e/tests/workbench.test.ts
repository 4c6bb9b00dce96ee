import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '@adops/common/format';
import { login, toasts, useConsole } from '../harness';

// No platform sync: today's spend stays as seeded, so a progress is the share of a known figure.
const e2e = useConsole({}, { PLATFORM_SYNC: 'off' });

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
const yuanText = (amount: number) => (amount / 100).toFixed(2);

/** Fills a form's amount (yuan), saves it, and waits for the saved toast and the form to close. */
async function saveAmount(page: Page, testId: string, amount: number) {
  const form = page.locator(`[data-testid=${testId}-form]`);
  await form.locator('#amount').fill(yuanText(amount));
  await page.locator(`[data-testid=${testId}-form-save]`).click();
  await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
  await form.waitFor({ state: 'detached' });
}

/** A table row's cells, as shown. */
const cellsOf = async (page: Page, testId: string) =>
  (await page.locator(`tr[data-testid=${testId}]`).innerText()).split('\t').map((cell) => cell.trim());

describe('the operations workbench', () => {
  it("sets the quarter's target and an account's task, and their progress moves", async () => {
    const { page } = e2e;
    await login(page, 'gm');
    await page.goto('/workbench/operateWorkbench');

    // The company's quarter so far (the general manager sees all of it), against a target of four times that.
    const value = page.locator('[data-testid=workbench-targetProcess-value]');
    await value.waitFor();
    const spent = cents(await value.innerText());
    expect(spent).toBeGreaterThan(0);
    await page.locator('[data-testid=workbench-targetProcess-action-setTarget]').click();
    await saveAmount(page, 'workbench-targetProcess-setTarget', spent * 4);
    const progress = page.locator('[data-testid=workbench-targetProcess-progress]');
    await expect.poll(() => progress.innerText()).toContain('25.00%');
    expect(cents(await page.locator('[data-testid=workbench-targetProcess-target]').innerText())).toBe(
      spent * 4,
    );

    // The biggest spender's task this month: its progress is the month's spend over the task.
    const first = page.locator('tr[data-testid^=workbench-accountTaskList-row-]').first();
    await first.waitFor();
    const rowId = (await first.getAttribute('data-testid'))!;
    const before = await cellsOf(page, rowId);
    await page.locator(`[data-testid=${rowId}-edit]`).click();
    const task = 8_888_800;
    await saveAmount(page, 'workbench-accountTaskList-edit', task);
    let after: string[] = [];
    await expect.poll(async () => (after = await cellsOf(page, rowId))).toContain('88,888.00');
    // Beside the task, its progress: the month's spend over it.
    const at = after.indexOf('88,888.00');
    expect(after[at + 1]).toBe(formatPercent(cents(after[at - 1]!) / task));
    expect(after).not.toEqual(before);
  });

  it('shows an operator only the accounts they run', async () => {
    const { page } = e2e;
    await login(page, 'operator');
    await page.goto('/workbench/operateWorkbench');
    // Their account tasks: every row one of theirs.
    const rows = page.locator('tr[data-testid^=workbench-accountTaskList-row-]');
    await rows.first().waitFor();
    for (const text of await rows.allInnerTexts()) expect(text).toContain('陈运营');
  });
});
