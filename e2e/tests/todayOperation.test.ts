import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, useConsole } from '../harness';

const e2e = useConsole({}, { PLATFORM_SYNC: 'off' });

/** The timeline's items as the page shows them, one text each. */
async function items(page: Page): Promise<string[]> {
  const timeline = page.locator('[data-testid=operation-timeline]');
  await timeline.locator('[data-testid^=operation-item-]').first().waitFor();
  return timeline.locator('[data-testid^=operation-item-]').allInnerTexts();
}

describe("today's operations", () => {
  it("shows the operator the day's events of their accounts as a timeline; a kind filter narrows it", async () => {
    const { page } = e2e;
    await login(page, 'operator');
    await page.goto('/otherTools/todayOperation');

    const day = await items(page);
    for (const kind of ['更换运营', '消耗下降', '问题创建', '问题解决'])
      expect(day.some((item) => item.includes(kind))).toBe(true);
    expect(day.find((item) => item.includes('更换运营'))).toMatch(/运营由 .+ 改为 陈运营/);
    expect(day.find((item) => item.includes('消耗下降'))).toContain('原因：素材老化，点击率下降');
    // Newest first.
    const times = day.map((item) => item.slice(0, 19));
    expect(times).toEqual([...times].sort().reverse());

    await page.locator('[data-testid=operation-filter-kind]').click();
    await page.locator('.ant-select-item-option[title=消耗下降]').click();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=operation-search-submit]').click();
    await expect
      .poll(async () => (await items(page)).map((item) => item.includes('消耗下降')))
      .toEqual([true, true]);
  });
});
