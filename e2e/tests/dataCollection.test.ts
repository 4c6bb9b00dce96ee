import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DAILY_COLUMNS } from '@adops/common/contract/import';
import type { ListResult } from '@adops/common/contract/fields';
import type { SyncStateRow } from '@adops/common/contract/dataCollection';
import type { JobRow } from '@adops/common/contract/jobs';
import { addDays, shanghaiDay } from '@adops/server/src/time';
import { apiCall, confirmPopover, login, sessionToken, toasts, useConsole } from '../harness';

const e2e = useConsole();

/** An account the signed-in user sees on the page, by the API the page reads. */
async function someAccount(page: Page): Promise<SyncStateRow> {
  const answer = await apiCall(
    page,
    e2e.server.url,
    '/api/crm/dataCollection/syncState/list',
    await sessionToken(page),
    {
      params: { pageSize: '1', sort: 'platformId' },
    },
  );
  return (answer.data as ListResult<SyncStateRow>).list[0]!;
}

/** Whether a platform sync of the server runs or waits to, as the scheduled jobs' list says. */
async function platformBusy(page: Page): Promise<boolean> {
  const answer = await apiCall(page, e2e.server.url, '/api/crm/scheduledJob/list', await sessionToken(page), {
    params: { pageSize: '50' },
  });
  return (answer.data as ListResult<JobRow>).list.some(
    (job) => job.kind.startsWith('platform.') && (job.running || job.requestedAt !== null),
  );
}

/** A row of a list by a text it shows. */
const rowWith = (page: Page, table: string, text: string) =>
  page.locator(`[data-testid=${table}] tr.ant-table-row`, { hasText: text });

describe('data collection', () => {
  it('uploads a platform export, lists its bad rows at once, and keeps it in the history with them', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/otherTools/operationReptile');
    const account = await someAccount(page);
    await rowWith(page, 'syncState-table', account.platformId).waitFor();

    await page.locator('[data-testid=dataCollection-imports]').click();
    await page.locator('[data-testid=imports-upload]').click();
    const yesterday = addDays(shanghaiDay(Date.now()), -1);
    const csv = [
      ACCOUNT_DAILY_COLUMNS.map((c) => c.title).join(','),
      `${yesterday},${account.platformId},12.50,100,5,1,0,0`,
      `${addDays(yesterday, -1)},${account.platformId},-3,100,5,1,0,0`,
      `${yesterday},NO-SUCH-ACCOUNT,1,10,1,0,0,0`,
    ].join('\n');
    const filename = `账户日报-${Date.now()}.csv`;
    await page
      .locator('.ant-modal input[type=file]')
      .setInputFiles({ name: filename, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.locator('[data-testid=imports-upload-start]').click();

    const errors = page.locator('[data-testid=imports-upload-errors] tr.ant-table-row');
    await expect
      .poll(() => errors.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^3\s+消耗\s+不能为负数$/),
        expect.stringMatching(/^4\s+账户ID\s+您的数据权限内没有此账户$/),
      ]);
    await expect
      .poll(() => page.locator('[data-testid=imports-upload-result]').innerText())
      .toMatch(/第 3 行/);

    await page.locator('.ant-modal-close').click();
    const upload = rowWith(page, 'imports-table', filename);
    await expect.poll(() => upload.innerText()).toMatch(/已拒绝[\s\S]*3\s+0\s+2/);
    await upload.locator('[data-testid^=imports-errors-]').click();
    const detail = page.locator('[data-testid=importErrors-table] tr.ant-table-row');
    await expect
      .poll(() => detail.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^3\s+消耗\s+不能为负数$/),
        expect.stringMatching(/^4\s+账户ID\s+您的数据权限内没有此账户$/),
      ]);
  });

  it('syncs one account now through the scheduler, and shows when', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/otherTools/operationReptile');
    const account = await someAccount(page);
    const row = rowWith(page, 'syncState-table', account.platformId);
    await row.waitFor();
    // The server's own platform sync (at start, and every five minutes) refuses a sync asked for meanwhile: asked
    // once none runs or waits, and again if one began in between, each answer read from its own toast.
    const answers = toasts(page).filter({ hasText: /立即同步成功|正在同步|已在等待执行/ });
    await expect
      .poll(
        async () => {
          await expect.poll(() => platformBusy(page), { timeout: 60_000 }).toBe(false);
          await answers.first().waitFor({ state: 'detached' });
          await page.locator(`[data-testid=syncState-syncAccount-${account.platformId}]`).click();
          await confirmPopover(page);
          await answers.first().waitFor();
          return answers.first().innerText();
        },
        { timeout: 150_000 },
      )
      .toContain('立即同步成功');

    // The scheduler takes it at once; the list is read afresh until the row shows the sync done.
    // A platform sync that began meanwhile holds it until that one is done.
    await expect
      .poll(
        async () => {
          const now = await someAccount(page);
          return now.lastSyncAt !== account.lastSyncAt && now.requestedAt === null && now.error === null;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const synced = await someAccount(page);
    await page.reload();
    await expect.poll(() => row.innerText()).toContain(synced.lastSyncAt!);
  }, 240_000);
});
