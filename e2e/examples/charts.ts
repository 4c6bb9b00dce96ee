import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type E2E, login, openedDropdown, waitForShell } from '../harness';

/** The page's three charts, by their panels' test ids, with their titles in each language. */
const CHARTS = [
  { testId: 'exampleCharts-daily', zh: '各产品每日消耗', en: 'Daily spend by product' },
  {
    testId: 'exampleCharts-monthly',
    zh: '近 12 个月消耗与在投账户',
    en: 'Spend and spending accounts, last 12 months',
  },
  {
    testId: 'exampleCharts-topAccounts',
    zh: '近 30 天消耗前 40 的账户',
    en: 'Top 40 accounts by spend, last 30 days',
  },
];

const canvasOf = (page: Page, testId: string) => page.locator(`[data-testid=${testId}] canvas`).first();

/**
 * The opaque pixels of a chart's canvas in colour: its series drawn, not the greys of its axes, grid and texts
 * nor the see-through fills of areas and of the zoom's slider. The legend's markers alone make a few hundred; a
 * line across the plot some thousands.
 */
const colouredPixels = (canvas: Locator) =>
  canvas.evaluate((el: HTMLCanvasElement) => {
    const { data } = el.getContext('2d')!.getImageData(0, 0, el.width, el.height);
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4)
      if (
        data[i + 3]! > 200 &&
        Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 48
      )
        coloured++;
    return coloured;
  });

/** The width a chart is drawn at (its canvas), and the width of its box (the chart's div, ECharts' container). */
const widths = (canvas: Locator) =>
  canvas.evaluate((el) => ({
    drawn: el.getBoundingClientRect().width,
    box: el.parentElement!.parentElement!.getBoundingClientRect().width,
  }));

/**
 * Each chart's widths once it is drawn at its box's width: a scroll bar that came with the page's content may have
 * narrowed the boxes a moment before, and the charts follow it.
 */
async function settledWidths(page: Page) {
  const read = () => Promise.all(CHARTS.map(({ testId }) => widths(canvasOf(page, testId))));
  await expect
    .poll(async () => (await read()).every(({ drawn, box }) => Math.abs(drawn - box) < 1))
    .toBe(true);
  return read();
}

/** Signs in as the admin and opens the page. */
async function openCharts(page: Page) {
  await login(page, 'admin');
  await page.goto('/example/charts');
  await waitForShell(page);
}

async function expectDrawnWithData(page: Page) {
  for (const { testId } of CHARTS) {
    const canvas = canvasOf(page, testId);
    await canvas.waitFor();
    await expect.poll(() => colouredPixels(canvas), { timeout: 15_000 }).toBeGreaterThan(2500);
  }
}

/** Each chart drawn at the width of its box, once the box's width has changed as `changed` says from `was`. */
async function expectFollowing(
  page: Page,
  was: { box: number }[],
  changed: (box: number, was: number) => boolean,
) {
  for (const [i, { testId }] of CHARTS.entries()) {
    const canvas = canvasOf(page, testId);
    await expect
      .poll(async () => {
        const { drawn, box } = await widths(canvas);
        return changed(box, was[i]!.box) && Math.abs(drawn - box) < 1;
      })
      .toBe(true);
  }
}

/** The charts sample page's browser tests, on the file's console. */
export function chartsTests(e2e: E2E) {
  describe('the charts sample page', () => {
    it('draws its three charts with data, and they follow their boxes when the side menu folds and the window narrows', async () => {
      const { page } = e2e;
      await openCharts(page);
      for (const { testId, zh } of CHARTS)
        await page.locator(`[data-testid=${testId}]`, { hasText: zh }).waitFor();
      await expectDrawnWithData(page);

      const before = await settledWidths(page);

      // Folding the menu widens the page's area without any resize of the window: each chart redraws at its
      // box's new width, wider by what the menu gave up.
      const viewport = page.viewportSize()!;
      await page.locator('[data-testid=hamburger]').click();
      await page.locator('aside.app-sider.ant-layout-sider-collapsed').waitFor();
      await expectFollowing(page, before, (box, was) => box > was + 80);
      expect(page.viewportSize()).toEqual(viewport);
      await expectDrawnWithData(page);

      // A narrower window narrows them again.
      const folded = await settledWidths(page);
      await page.setViewportSize({ ...viewport, width: viewport.width - 240 });
      await expectFollowing(page, folded, (box, was) => box < was - 100);
      await expectDrawnWithData(page);
    });

    it('reads in English', async () => {
      const { page } = e2e;
      await openCharts(page);
      await page.locator('[data-testid=lang-select]').click();
      await (await openedDropdown(page)).getByRole('menuitem', { name: 'English' }).click();
      for (const { testId, en } of CHARTS)
        await page.locator(`[data-testid=${testId}]`, { hasText: en }).waitFor();
      await expectDrawnWithData(page);
    });
  });
}
