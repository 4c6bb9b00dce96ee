import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chooseOption, dropdownsClosed, login, useConsole } from '../harness';
import { workersSeed } from '../server';

const e2e = useConsole({}, { PLATFORM_SYNC: 'off' });

/**
 * The page on the seed's "today": the day the seed put its events of today on, which a run that crosses midnight
 * in Asia/Shanghai has left behind (the page would show the new, empty day).
 */
const seedsDay = () => `/otherTools/todayOperation?day=${workersSeed(inject('demoSeeds')).day}`;

/** The timeline's items as the page shows them, one text each. */
async function items(page: Page): Promise<string[]> {
  const timeline = page.locator('[data-testid=operation-timeline]');
  await timeline.locator('[data-testid^=operation-item-]').first().waitFor();
  return timeline.locator('[data-testid^=operation-item-]').allInnerTexts();
}

describe("today's operations", () => {
  it("shows the operator the day's events of their accounts as a timeline, newest first", async () => {
    const { page } = e2e;
    await login(page, 'operator');
    await page.goto(seedsDay());

    const day = await items(page);
    for (const kind of ['更换运营', '问题创建', '问题解决'])
      expect(day.some((item) => item.includes(kind))).toBe(true);
    expect(day.find((item) => item.includes('更换运营'))).toMatch(/运营由 .+ 改为 陈运营/);
    const times = day.map((item) => item.slice(0, 19));
    expect(times).toEqual([...times].sort().reverse());
  });

  it('narrows the timeline to a kind: the descents recorded today, with their causes', async () => {
    const { page } = e2e;
    await login(page, 'admin');
    await page.goto(seedsDay());
    await items(page);
    // Chosen by the keyboard once offered (a click on the list still sliding open was lost once); a multiple
    // select stays open on its choice.
    await chooseOption(page.locator('[data-testid=operation-search]'), 'kind', '消耗下降');
    await page.keyboard.press('Escape');
    await dropdownsClosed(page);
    await page.locator('[data-testid=operation-search-submit]').click();
    await expect
      .poll(async () => {
        const shown = await items(page);
        return shown.length > 0 && shown.every((item) => item.includes('消耗下降'));
      })
      .toBe(true);
    expect((await items(page)).join('\n')).toContain('原因：素材老化，点击率下降');
  });
});
