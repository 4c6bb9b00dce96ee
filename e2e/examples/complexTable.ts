import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, confirmPopover, dropdownsClosed, type E2E, login, toasts } from '../harness';

const table = (page: Page, testId: string) => page.locator(`[data-testid=${testId}-table]`);
const rows = (page: Page, testId: string) => table(page, testId).locator('tbody tr.ant-table-row');
const rowOf = (page: Page, testId: string, id: string) =>
  table(page, testId).locator(`tbody tr.ant-table-row[data-row-key="${id}"]`);
const headers = (page: Page, testId: string) => table(page, testId).locator('thead th').allInnerTexts();
/** The ids of the rows, in the order shown. */
const order = (page: Page, testId: string) =>
  rows(page, testId).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key')!));
const form = (page: Page, testId: string) => page.locator(`[data-testid=${testId}-form]`);

async function openPage(page: Page, tab?: string) {
  await page.goto('/example/complexTable');
  if (tab) await page.locator(`[data-testid=articles-${tab}]`).click();
  await rows(page, tab === undefined ? 'article' : TAB_TABLES[tab]!)
    .first()
    .waitFor();
}
const TAB_TABLES: Record<string, string> = {
  drag: 'articleOrder',
  inline: 'articleEdit',
  columns: 'articleColumns',
};

/** The id of the first row whose state's tag reads `state`. */
async function firstRowWith(page: Page, state: string) {
  const tag = page.locator('.ant-tag', { hasText: new RegExp(`^${state}$`) });
  const row = rows(page, 'article').filter({ has: tag }).first();
  await row.waitFor();
  return (await row.getAttribute('data-row-key'))!;
}

async function done(page: Page, text: string) {
  await toasts(page).filter({ hasText: text }).first().waitFor();
}

/** The complexTable sample page's browser tests, on the file's console. */
export function complexTableTests(e2e: E2E) {
  describe('the complex table', () => {
    it('searches by a keyword on Enter and filters by a select, on the server', async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await openPage(page);
      const search = page.locator('[data-testid=article-search]');
      await search.locator('#keyword').fill('素材测试');
      await search.locator('#keyword').press('Enter');
      await expect
        .poll(async () => {
          const texts = await rows(page, 'article').allInnerTexts();
          return texts.length > 0 && texts.every((text) => text.includes('素材测试'));
        })
        .toBe(true);
      await chooseOption(search, 'type', '美国');
      await dropdownsClosed(page);
      await search.locator('#keyword').press('Enter');
      await expect
        .poll(async () => {
          const texts = await rows(page, 'article').allInnerTexts();
          return (
            texts.length > 0 && texts.every((text) => text.includes('素材测试') && text.includes('美国'))
          );
        })
        .toBe(true);
    });

    it('offers only the steps a row’s state allows, and shows the new state’s tag and steps', async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await openPage(page);
      const id = await firstRowWith(page, '草稿');
      const row = rowOf(page, 'article', id);
      const step = (name: string) => page.locator(`[data-testid=article-${name}-${id}]`);
      await expect.poll(() => step('draft').count()).toBe(0);

      await step('publish').click();
      await done(page, '发布成功');
      await expect.poll(() => row.innerText()).toContain('已发布');
      await expect.poll(() => step('publish').count()).toBe(0);

      await step('draft').click();
      await done(page, '草稿成功');
      await expect.poll(() => row.innerText()).toContain('草稿');
      await expect.poll(() => step('draft').count()).toBe(0);

      await step('delete').click();
      await confirmPopover(page);
      await expect.poll(() => row.innerText()).toContain('已删除');
      // A deleted article is only restored as a draft: never published or edited straight away.
      await step('draft').waitFor();
      await expect.poll(() => step('publish').count()).toBe(0);
      await expect.poll(() => step('edit').count()).toBe(0);
    });

    it('refuses a new article without its required fields, and takes it once they are given', async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await openPage(page);
      await page.locator('[data-testid=article-create]').click();
      const dialog = form(page, 'article');
      await dialog.locator('#author').fill('E2E作者');
      await page.locator('[data-testid=article-form-save]').click();
      await dialog.locator('.ant-form-item-explain', { hasText: '请填写标题' }).waitFor();
      await dialog.locator('.ant-form-item-explain', { hasText: '请填写类型' }).waitFor();
      expect(await dialog.isVisible()).toBe(true);

      // Enter takes the typed day, and submits the form, still refused for the fields left empty.
      const day = dialog.locator('#displayDay');
      await day.click();
      await day.fill('2026-11-20');
      await day.press('Enter');
      await expect.poll(() => day.inputValue()).toBe('2026-11-20');
      await dialog.locator('#title').fill('E2E 新文章');
      await chooseOption(dialog, 'importance', '★★', /^★★$/);
      await chooseOption(dialog, 'type', '美国');
      await dropdownsClosed(page);
      await page.locator('[data-testid=article-form-save]').click();
      await done(page, '保存成功');
      await dialog.waitFor({ state: 'detached' });
      const search = page.locator('[data-testid=article-search]');
      await search.locator('#keyword').fill('E2E 新文章');
      await search.locator('#keyword').press('Enter');
      await expect
        .poll(() => rows(page, 'article').allInnerTexts())
        .toEqual([expect.stringMatching(/E2E 新文章[\s\S]*E2E作者[\s\S]*美国[\s\S]*草稿/)]);
    });

    it('opens the edit form from a title and a small dialog from the pageviews', async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await openPage(page);
      const title = page.locator('[data-testid^=article-open-title-]').first();
      const titleText = (await title.innerText()).trim();
      await title.click();
      await expect.poll(() => form(page, 'article').locator('#title').inputValue()).toBe(titleText);
      await page.keyboard.press('Escape');
      await form(page, 'article').waitFor({ state: 'detached' });

      const figure = page.locator('[data-testid^=article-open-pageviews-]').first();
      const reads = (await figure.innerText()).trim();
      await figure.click();
      const view = page.locator('[data-testid=article-pageviews-view]');
      await expect.poll(() => view.innerText()).toContain(`阅读统计：${titleText}`);
      await expect.poll(() => view.locator('[data-testid=article-summary]').innerText()).toContain(reads);
    });

    it('shows and hides a column by its switch, and picks columns by their checkboxes', async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await openPage(page);
      // The headers read once the table has drawn them (its own columns), then without the hidden one.
      await expect.poll(() => headers(page, 'article')).toContain('作者');
      expect(await headers(page, 'article')).not.toContain('审核人');
      await page.locator('[data-testid=article-toggle-reviewer]').click();
      await expect.poll(() => headers(page, 'article')).toContain('审核人');
      await page.locator('[data-testid=article-toggle-reviewer]').click();
      await expect.poll(() => headers(page, 'article')).not.toContain('审核人');

      await page.locator('[data-testid=articles-columns]').click();
      await rows(page, 'articleColumns').first().waitFor();
      await expect.poll(() => headers(page, 'articleColumns')).toContain('作者');
      await page.locator('[data-testid=articleColumns-columns]').click();
      await page.locator('[data-testid=articleColumns-column-author]').click();
      await expect.poll(() => headers(page, 'articleColumns')).not.toContain('作者');
      await expect.poll(() => headers(page, 'articleColumns')).toContain('审核人');
      await page.locator('[data-testid=articleColumns-columns-reset]').click();
      await expect.poll(() => headers(page, 'articleColumns')).toContain('作者');
    });
  });

  describe('in English', () => {
    it('names the tables, their columns, states and steps in English', async () => {
      const { page, context } = e2e;
      await context.addCookies([{ name: 'language', value: 'en', url: e2e.server.url }]);
      await login(page, 'admin');
      await openPage(page);
      await expect
        .poll(() => page.locator('[data-testid=articles] .ant-tabs-tab').allInnerTexts())
        .toEqual(['Complex table', 'Drag to reorder', 'Edit in place', 'Pick columns']);
      await expect
        .poll(() => headers(page, 'article'))
        .toEqual(expect.arrayContaining(['Title', 'Author', 'Importance', 'Pageviews', 'Status']));
      const id = await firstRowWith(page, 'Draft');
      await expect
        .poll(() => page.locator(`[data-testid=article-publish-${id}]`).innerText())
        .toBe('Publish');
      await expect.poll(() => page.locator('[data-testid=article-search]').innerText()).toContain('Order by');
    });
  });

  describe('the drag table', () => {
    it('moves a row by its handle and keeps the new order after a reload', async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await openPage(page, 'drag');
      const before = await order(page, 'articleOrder');
      const [first, second, third] = before;
      const handle = page.locator(`[data-testid=articleOrder-drag-${first}]`);
      // The handles come with the drag code, which loads after the table has first drawn its rows.
      await handle.waitFor();
      const from = (await handle.boundingBox())!;
      const onto = (await rowOf(page, 'articleOrder', third!).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, onto.y + onto.height / 2 + 4, { steps: 12 });
      await page.mouse.up();
      const moved = [second, third, first, ...before.slice(3)];
      await expect.poll(() => order(page, 'articleOrder')).toEqual(moved);
      await done(page, '保存成功');

      await page.reload();
      await openPage(page, 'drag');
      await expect.poll(() => order(page, 'articleOrder')).toEqual(moved);
    });
  });

  describe('the table edited in place', () => {
    it('saves a title with OK, and restores an author on cancel', async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await openPage(page, 'inline');
      const id = (await rows(page, 'articleEdit').first().getAttribute('data-row-key'))!;
      const row = rowOf(page, 'articleEdit', id);
      const cell = (field: string) => `articleEdit-cell-${field}-${id}`;

      await page.locator(`[data-testid=${cell('title')}-edit]`).click();
      await page.locator(`form[data-testid=${cell('title')}] input`).fill('E2E 改过的标题');
      await page.locator(`[data-testid=${cell('title')}-save]`).click();
      await done(page, '保存成功');
      await page.locator(`form[data-testid=${cell('title')}]`).waitFor({ state: 'detached' });
      await expect.poll(() => row.innerText()).toContain('E2E 改过的标题');

      const author = (await row.locator('td').nth(2).innerText()).trim();
      await page.locator(`[data-testid=${cell('author')}-edit]`).click();
      await page.locator(`form[data-testid=${cell('author')}] input`).fill('不该留下');
      await page.locator(`[data-testid=${cell('author')}-cancel]`).click();
      await page.locator(`form[data-testid=${cell('author')}]`).waitFor({ state: 'detached' });
      await expect.poll(async () => (await row.locator('td').nth(2).innerText()).trim()).toBe(author);
      // Opened again, the cell starts from the stored value, not from what was typed before the cancel.
      await page.locator(`[data-testid=${cell('author')}-edit]`).click();
      await expect
        .poll(() => page.locator(`form[data-testid=${cell('author')}] input`).inputValue())
        .toBe(author);

      await page.reload();
      await openPage(page, 'inline');
      await expect.poll(() => rowOf(page, 'articleEdit', id).innerText()).toContain('E2E 改过的标题');
      await expect.poll(() => rowOf(page, 'articleEdit', id).innerText()).not.toContain('不该留下');
    });
  });
}
