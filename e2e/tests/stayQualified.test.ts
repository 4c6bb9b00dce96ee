import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, confirmPopover, login, newConsoleContext, toasts, useConsole } from '../harness';

/** Lead capture (/stayQualified): forms, pages, the public page on a phone, leads and their e-mails. */
const e2e = useConsole();

const SLUG = 'e2e-journey';
const VISITOR_PHONE = '13912345678';

const row = (page: Page, testId: string, text: string) =>
  page.locator(`[data-testid=${testId}-table] tr.ant-table-row`, { hasText: text });

async function save(page: Page, testId: string) {
  await page.locator(`[data-testid=${testId}-form-save]`).click();
  await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
  await page.locator(`[data-testid=${testId}-form]`).waitFor({ state: 'detached' });
}

describe('a landing page, from the console to a phone and back', () => {
  it('is built and published, takes a lead at 375 px without a session, and the lead is masked for another user', async () => {
    const { page, browser, server } = e2e;
    await login(page, 'admin');

    // A form: a new one starts with a name and a phone field; an e-mail field is added.
    await page.goto('/stayQualified/xhsAppFallPageForm');
    await page.locator('[data-testid=landingForm-create]').click();
    const formDialog = page.locator('[data-testid=landingForm-form]');
    await formDialog.locator('#name').fill('E2E 表单');
    await formDialog.locator('[data-testid=landingForm-field-fields-add]').click();
    await chooseOption(formDialog, 'fields_2_kind', '邮箱');
    await formDialog.locator('[data-testid=landingForm-field-fields-2-label-zh]').fill('邮箱');
    await save(page, 'landingForm');
    await row(page, 'landingForm', 'E2E 表单').waitFor();

    // A page showing it, with a text block above the form.
    await page.goto('/stayQualified/xhsAppFallPage');
    await page.locator('[data-testid=landingPage-create]').click();
    const pageDialog = page.locator('[data-testid=landingPage-form]');
    await pageDialog.locator('#title').fill('E2E 落地页');
    await pageDialog.locator('#slug').fill(SLUG);
    // The first advertiser offered, chosen by its name.
    await pageDialog.locator('#customerId').click();
    const firstAdvertiser = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    const advertiser = (await firstAdvertiser.innerText()).trim();
    const exactly = new RegExp(`^${advertiser.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await chooseOption(pageDialog, 'customerId', advertiser, exactly);
    await chooseOption(pageDialog, 'formId', 'E2E', 'E2E 表单');
    await pageDialog.locator('[data-testid=landingPage-field-blocks-add]').click();
    await chooseOption(pageDialog, 'blocks_1_kind', '文字');
    await pageDialog.locator('[data-testid=landingPage-field-blocks-1-text-zh]').fill('欢迎留下联系方式');
    await pageDialog.locator('[data-testid=landingPage-field-blocks-up-1]').click();
    await save(page, 'landingPage');
    const listed = row(page, 'landingPage', 'E2E 落地页');
    await listed.waitFor();
    await listed.locator('[data-testid^=landingPage-publish-]').click();
    await confirmPopover(page);
    await toasts(page).filter({ hasText: '发布成功' }).first().waitFor();
    await expect.poll(() => listed.innerText()).toContain('已发布');

    // A visitor on a phone, with no session, from an ad's link.
    const phone = await newConsoleContext(browser, server.url, e2e.pageErrors, {
      viewport: { width: 375, height: 667 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const visitor = await phone.newPage();
      await visitor.goto(`/strategy?page=${SLUG}&utm_source=xiaohongshu&utm_campaign=e2e`);
      await visitor.getByRole('heading', { name: 'E2E 落地页' }).waitFor();
      await visitor.getByLabel('手机号').waitFor();
      // The text block comes first, then the form.
      const body = () => visitor.locator('body').innerText();
      await expect.poll(async () => (await body()).indexOf('欢迎留下联系方式')).toBeGreaterThanOrEqual(0);
      const text = await body();
      expect(text.indexOf('欢迎留下联系方式')).toBeLessThan(text.indexOf('手机号'));
      // The page is laid out for the phone: nothing wider than its screen.
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await visitor.getByLabel('姓名').fill('手机访客');
      await visitor.getByLabel('手机号').fill('1391234');
      await visitor.getByLabel('邮箱').fill('visitor@example.com');
      await visitor.locator('button[type=submit]').tap();
      // The spec's message, before anything is sent.
      await visitor.getByText('手机号码必须是11位').waitFor();
      await visitor.getByLabel('手机号').fill(VISITOR_PHONE);
      await visitor.locator('button[type=submit]').tap();
      await visitor.getByRole('status').getByText('提交成功').waitFor();
    } finally {
      await phone.close();
    }

    // The general manager oversees the advertiser without working it: the lead is there, its phone masked.
    const manager = await newConsoleContext(browser, server.url, e2e.pageErrors);
    try {
      const gm = await manager.newPage();
      await login(gm, 'gm');
      await gm.goto('/stayQualified/xhsAppCustomer');
      const lead = row(gm, 'lead', '手机访客');
      await lead.waitFor();
      const shown = await lead.innerText();
      expect(shown).toContain('139****5678');
      expect(shown).not.toContain(VISITOR_PHONE);
      expect(shown).toContain('E2E 落地页');
      expect(shown).toContain('xiaohongshu');
    } finally {
      await manager.close();
    }
  });
});

const leadRow = (page: Page, name: string) =>
  page.locator('[data-testid=lead-table] tr.ant-table-row', { hasText: name });

describe('the leads page', () => {
  it('masks the phone for a manager who does not own the advertiser, and follows a lead up', async () => {
    const { page } = e2e;
    await login(page, 'gm');
    await page.goto('/stayQualified/xhsAppCustomer');
    // The demo page's leads (server/src/db/seed/landing.ts): 王女士 left 13800138001.
    const row = leadRow(page, '王女士');
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('138****8001');
    expect(await row.innerText()).not.toContain('13800138001');
    await expect.poll(() => row.locator('[data-testid^=lead-masked-]').count()).toBe(1);

    await row.locator('[data-testid^=lead-edit-]').click();
    const form = page.locator('[data-testid=lead-form]');
    await form.locator('#remark').fill('已约下周面谈');
    await page.locator('[data-testid=lead-form-save]').click();
    await toasts(page).filter({ hasText: '保存成功' }).first().waitFor();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => leadRow(page, '王女士').innerText()).toContain('已约下周面谈');
  });

  it('shows the admin the phone whole, and the rate limits as a form', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto('/stayQualified/xhsAppCustomer');
    const row = leadRow(page, '王女士');
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('13800138001');

    await page.locator('[data-testid=leadRateLimits-open]').click();
    const perMinute = page.locator('[data-testid=leadRateLimits-form] #perAddressPerMinute');
    await expect.poll(() => perMinute.inputValue()).toBe('5');
  });
});

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
    await expect
      .poll(() => page.locator('[data-testid=leadEmail-kept]').innerText())
      .toContain('未配置 SMTP_URL');
    // The demo seed's setting (server/src/db/seed/leadEmails.ts).
    const setting = rows(page, 'leadEmail').filter({ hasText: 'leads@example.com' });
    await setting.waitFor();
    await setting.locator('[data-testid^=leadEmail-sendNow-]').click();
    await confirmPopover(page);
    await toasts(page).filter({ hasText: '立即发送成功' }).first().waitFor();

    await expect.poll(() => newestDigest(page), { timeout: 30_000 }).toContain('已留存');
    await rows(page, 'leadEmailLog').first().locator('[data-testid^=leadEmailLog-message-]').click();
    const raw = page.locator('[data-testid=leadEmailLog-raw]');
    await expect.poll(() => raw.innerText()).toMatch(/Message-ID: <lead-digest-\d+@adops\.local>/);
  });
});
