import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, chooseRegion, dropdownsClosed, type E2E, login } from '../harness';

const form = (page: Page) => page.locator('[data-testid=example-form]');
const input = (page: Page, name: string) => form(page).locator(`#${name}`);
const control = (page: Page, name: string) => page.locator(`[data-testid=example-form-field-${name}]`);
/** The messages under a field, as the user reads them. */
const errorsOf = (page: Page, name: string) =>
  form(page)
    .locator('.ant-form-item', { has: page.locator(`#${name}, [data-testid=example-form-field-${name}]`) })
    .locator('.ant-form-item-explain');
const answer = (page: Page, name: string) => page.locator(`[data-testid=example-form-answer-${name}]`);

/** Eight bytes of a PNG signature and some more: an image by its bytes, as the server judges it. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

/** Types a day into a date input and takes it with Enter. */
async function typeDay(page: Page, day: ReturnType<typeof input>, text: string) {
  await day.click();
  await day.fill(text);
  await day.press('Enter');
  await expect.poll(() => day.inputValue()).toBe(text);
}

async function fillEveryKind(page: Page) {
  await input(page, 'name').fill('春季投放');
  await input(page, 'mobile').fill('138 1234 5678');
  await input(page, 'email').fill('ops@example.com');
  await input(page, 'amount').fill('1234.56');
  await input(page, 'days').fill('45');
  await typeDay(page, input(page, 'day'), '2026-11-20');
  const range = form(page).locator('.ant-picker-range input');
  await typeDay(page, range.nth(0), '2026-11-01');
  await typeDay(page, range.nth(1), '2026-11-30');
  await page.keyboard.press('Escape');
  await chooseOption(form(page), 'product', '薯条');
  await dropdownsClosed(page);
  await chooseRegion(form(page), 'regionCode', '西湖区', '杭州市');
  await control(page, 'enabled').click();
  await control(page, 'paymentMethod').getByText('支付宝').click();
  await control(page, 'marketingTargets').getByText('客资收集').click();
  await control(page, 'marketingTargets').getByText('商品销量').click();
  await control(page, 'image').locator('input[type=file]').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.locator('[data-testid=example-form-field-image-thumb]').waitFor();
  await input(page, 'remark').fill('样例');
}

/** The form sample page's browser tests, on the file's console. */
export function formTests(e2e: E2E) {
  describe('the form sample page', () => {
    it("says the spec's mobile and email messages word for word as they are typed", async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await page.goto('/example/form');
      const mobile = input(page, 'mobile');
      await mobile.fill('abc');
      await expect.poll(() => errorsOf(page, 'mobile').innerText()).toBe('手机号码必须是数字');
      await mobile.fill('1381234567');
      await expect.poll(() => errorsOf(page, 'mobile').innerText()).toBe('手机号码必须是11位');
      // 1, then 0 where the spec wants 1-9: eleven digits of the wrong pattern.
      await mobile.fill('10012345678');
      await expect.poll(() => errorsOf(page, 'mobile').innerText()).toBe('请输入正确的手机号');
      await mobile.fill('13812345678');
      await expect.poll(() => errorsOf(page, 'mobile').count()).toBe(0);

      const email = input(page, 'email');
      await email.fill('ops@');
      await expect.poll(() => errorsOf(page, 'email').innerText()).toBe('请输入正确的邮箱');
      await email.fill('');
      await expect.poll(() => errorsOf(page, 'email').innerText()).toBe('请输入邮箱');

      // Nothing goes to the server while a rule fails.
      await page.locator('[data-testid=example-form-submit]').click();
      await expect.poll(() => errorsOf(page, 'name').innerText()).toBe('请填写名称');
      await expect.poll(() => errorsOf(page, 'marketingTargets').innerText()).toBe('请填写营销目标');
      expect(await answer(page, 'name').count()).toBe(0);
    });

    it('sends a value of every kind and shows what the server understood; reset starts again', async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await page.goto('/example/form');
      await form(page).waitFor();
      await fillEveryKind(page);
      await page.locator('[data-testid=example-form-submit]').click();

      await expect.poll(() => answer(page, 'amount').innerText()).toBe('123456');
      expect(await answer(page, 'name').innerText()).toBe('春季投放');
      expect(await answer(page, 'mobile').innerText()).toBe('13812345678');
      expect(await answer(page, 'days').innerText()).toBe('45');
      expect(await answer(page, 'day').innerText()).toBe('2026-11-20');
      expect(await answer(page, 'dates').innerText()).toBe('{"start":"2026-11-01","end":"2026-11-30"}');
      expect(await answer(page, 'product').innerText()).toBe('shutiao');
      expect(await answer(page, 'regionCode').innerText()).toBe('330106');
      expect(await answer(page, 'regionName').innerText()).toBe('浙江省 杭州市 西湖区');
      expect(await answer(page, 'enabled').innerText()).toBe('true');
      expect(await answer(page, 'paymentMethod').innerText()).toBe('alipay');
      expect(await answer(page, 'marketingTargets').innerText()).toBe('["leads","sales"]');
      expect(await answer(page, 'remark').innerText()).toBe('样例');
      expect(JSON.parse(await answer(page, 'image').innerText())).toEqual({
        type: 'image/png',
        size: PNG.length,
        filename: 'photo.png',
      });

      await page.locator('[data-testid=example-form-reset]').click();
      await expect.poll(() => answer(page, 'name').count()).toBe(0);
      await expect.poll(() => input(page, 'name').inputValue()).toBe('');
      await expect.poll(() => input(page, 'amount').inputValue()).toBe('');
      await expect.poll(() => input(page, 'days').inputValue()).toBe('30');
      await expect.poll(() => control(page, 'enabled').getAttribute('aria-checked')).toBe('false');
      await expect
        .poll(() => control(page, 'paymentMethod').locator('input[value=bankTransfer]').isChecked())
        .toBe(true);
      await expect.poll(() => control(page, 'marketingTargets').locator('input:checked').count()).toBe(0);
      await expect.poll(() => page.locator('[data-testid=example-form-field-image-thumb]').count()).toBe(0);
      await expect.poll(() => form(page).locator('.ant-picker-range input').nth(0).inputValue()).toBe('');
    });

    it('says them in English to an English reader, each field by its label', async () => {
      const { page, context } = e2e;
      await context.addCookies([{ name: 'language', value: 'en', url: e2e.server.url }]);
      await login(page, 'admin');
      await page.goto('/example/form');
      await input(page, 'mobile').fill('abc');
      await expect.poll(() => errorsOf(page, 'mobile').innerText()).toBe('The mobile number must be digits');
      await input(page, 'email').fill('ops@');
      await expect.poll(() => errorsOf(page, 'email').innerText()).toBe('Please enter a valid email address');
      await page.locator('[data-testid=example-form-submit]').click();
      await expect.poll(() => errorsOf(page, 'name').innerText()).toBe('Name is required');
      await expect.poll(() => form(page).locator('label[for=regionCode]').innerText()).toBe('Region');
    });
  });
}
