import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BaseAccount } from '@adops/common/contract/department';
import { apiCall, chooseOption, login, sessionToken, toasts, useConsole } from '../harness';

const e2e = useConsole({}, { PLATFORM_SYNC: 'off' });

const TITLE = 'E2E 计划被暂停，需排查';

const tableRows = (page: Page, testId: string) =>
  page.locator(`[data-testid=${testId}-table] tr.ant-table-row`);

/** The question's row of the list, by its title. */
const questionRow = (page: Page) => tableRows(page, 'question').filter({ hasText: TITLE });

/** Opens a form of the row (or of a button), fills it, saves it, and waits for the toast and its closing. */
async function submit(page: Page, form: string, fill: () => Promise<unknown>, done: string) {
  const modal = page.locator(`[data-testid=${form}-form]`);
  await modal.waitFor();
  await fill();
  await page.locator(`[data-testid=${form}-form-save]`).click();
  await toasts(page).filter({ hasText: done }).first().waitFor();
  await modal.waitFor({ state: 'detached' });
}

/** A drawer's list, its rows' texts once it shows `count` of them. */
async function drawerRows(page: Page, testId: string, count: number) {
  const rows = page.locator('.ant-drawer:visible').locator(`[data-testid=${testId}-table] tr.ant-table-row`);
  await expect.poll(() => rows.count()).toBe(count);
  return rows.allInnerTexts();
}

describe('a question', () => {
  it('is opened, assigned, commented on and solved, its status and thread shown on the page', async () => {
    const { page, server } = e2e;
    await login(page, 'depthead');
    const accounts = await apiCall(
      page,
      server.url,
      '/api/crm/base/department/account/getList',
      await sessionToken(page),
      {
        params: { pageSize: '1' },
      },
    );
    const account = (accounts.data as BaseAccount[])[0]!;
    await page.goto('/otherTools/xhsQuestionManage');

    await page.locator('[data-testid=question-create]').click();
    const form = page.locator('[data-testid=question-form]');
    await submit(
      page,
      'question',
      async () => {
        await form.locator('#title').fill(TITLE);
        await chooseOption(form, 'accountId', account.platformId, `${account.name} (${account.platformId})`);
        await form.locator('#description').fill('昨日起消耗为 0');
      },
      '保存成功',
    );
    const row = questionRow(page);
    await expect.poll(() => row.innerText()).toContain('待处理');
    expect(await row.innerText()).toContain(account.platformId);

    await row.locator('[data-testid^=question-assign-]').click();
    const assign = page.locator('[data-testid=question-assign-form]');
    await submit(page, 'question-assign', () => chooseOption(assign, 'assigneeId', '陈运营'), '指派成功');
    await expect.poll(() => row.innerText()).toContain('处理中');
    expect(await row.innerText()).toContain('陈运营');

    await row.locator('[data-testid^=question-comment-]').click();
    await submit(
      page,
      'question-comment',
      () => page.locator('[data-testid=question-comment-form] #text').fill('已联系客户确认预算'),
      '评论成功',
    );

    await row.locator('[data-testid^=question-solve-]').click();
    await submit(
      page,
      'question-solve',
      () => page.locator('[data-testid=question-solve-form] #resolution').fill('客户已调高预算，计划恢复'),
      '解决成功',
    );
    await expect.poll(() => row.innerText()).toContain('已解决');
    expect(await row.innerText()).toContain('客户已调高预算，计划恢复');
    // Solved, it offers to be reopened and no longer to be solved.
    await row.locator('[data-testid^=question-reopen-]').waitFor();
    expect(await row.locator('[data-testid^=question-solve-]').count()).toBe(0);

    // The thread: the comment made from the row, and one added in the thread itself.
    await row.locator('[data-testid^=question-thread-]').click();
    expect((await drawerRows(page, 'questionComment', 1))[0]).toContain('已联系客户确认预算');
    await page.locator('.ant-drawer:visible [data-testid=questionComment-comment]').click();
    await submit(
      page,
      'question-comment',
      () => page.locator('[data-testid=question-comment-form] #text').fill('客户确认无误'),
      '评论成功',
    );
    const thread = await drawerRows(page, 'questionComment', 2);
    expect(thread[0]).toContain('已联系客户确认预算');
    expect(thread[1]).toContain('客户确认无误');
    expect(thread[1]).toContain('张部长');
    await page.locator('.ant-drawer:visible .ant-drawer-close').click();
    await page.locator('.ant-drawer:visible').waitFor({ state: 'detached' });

    // The history: everything that happened, in order.
    await row.locator('[data-testid^=question-history-]').click();
    const history = await drawerRows(page, 'questionEvent', 6);
    const kinds = ['创建', '指派', '开始处理', '评论', '解决', '评论'];
    history.forEach((text, i) => expect(text).toContain(kinds[i]));
    expect(history[2]).toContain('待处理 → 处理中');
  });
});
