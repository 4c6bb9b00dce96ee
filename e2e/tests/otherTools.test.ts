import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cronRuns } from '@adops/common/cron';
import { shanghaiTime } from '@adops/server/src/time';
import { login, toasts, useConsole } from '../harness';

const e2e = useConsole({}, { PLATFORM_SYNC: 'off' });

/** The cells of a job's row, by its kind. */
const jobRow = (page: Page, kind: string) =>
  page.locator('[data-testid=job-table] tr', { has: page.locator(`[data-testid=job-edit-${kind}]`) });

describe('scheduled jobs', () => {
  it('take a new cron and show the next run it names; a bad cron is refused naming the field', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/otherTools/scheduleTask');
    const cleanup = jobRow(page, 'cleanup');
    await expect.poll(() => cleanup.innerText()).toContain('30 3 * * *');

    await page.locator('[data-testid=job-edit-cleanup]').click();
    const form = page.locator('[data-testid=job-form]');
    const cron = form.locator('#cron');
    await expect.poll(() => cron.inputValue()).toBe('30 3 * * *');
    await cron.fill('61 * * * *');
    await page.locator('[data-testid=job-form-save]').click();
    await form.getByText('Cron 表达式须为 5 段').waitFor();

    await cron.fill('15 4 * * 1');
    await page.locator('[data-testid=job-form-save]').click();
    await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
    await form.waitFor({ state: 'detached' });
    const next = shanghaiTime(cronRuns('15 4 * * 1', new Date())[0]!.getTime());
    await expect.poll(() => cleanup.innerText()).toContain(next);
    await expect.poll(() => cleanup.innerText()).toContain('15 4 * * 1');
  });
});
