import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { avatarMenu, type E2E, login, openInApp, waitForShell } from '../harness';

/** A report with a table and a chart. */
const REPORT = 'xhscustomerConsumptionDayTotal';
/** The preset colour the test picks: antd's purple. */
const PURPLE = '#722ed1';

/** An element's computed background colour, as rgb(a) text. */
const background = (locator: Locator) =>
  locator.first().evaluate((el) => getComputedStyle(el).backgroundColor);

/** The background an element shows: its own, or the nearest ancestor's that is not transparent. */
const shownBackground = (locator: Locator) =>
  locator.first().evaluate((el) => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const color = getComputedStyle(at).backgroundColor;
      if (!/^rgba\(.*,\s*0\)$|^transparent$/.test(color)) return color;
    }
    return 'rgb(255, 255, 255)';
  });

/** Perceived brightness (0–255) of an rgb(a) colour. */
function brightness(css: string): number {
  const [r, g, b] = css.match(/[\d.]+/g)!.map(Number);
  return (r! * 299 + g! * 587 + b! * 114) / 1000;
}

const DARK = 60;
const LIGHT = 200;

/** The shell's own surfaces: page background, top bar, an inactive tab. */
const shell = (page: Page) => ({
  layout: page.locator('.app-layout'),
  header: page.locator('.app-header'),
  tab: page.locator('[data-testid=tags-view] .tags-view-item:not(.active)'),
});

async function expectShell(page: Page, tone: 'dark' | 'light') {
  const { layout, header } = shell(page);
  for (const part of [layout, header]) {
    if (tone === 'dark') await expect.poll(async () => brightness(await background(part))).toBeLessThan(DARK);
    else await expect.poll(async () => brightness(await background(part))).toBeGreaterThan(LIGHT);
  }
}

const darkSwitch = (page: Page) => page.locator('[data-testid=theme-dark]');
const primaryValue = (page: Page) => page.locator('[data-testid=theme-primary-value]');
const primaryButton = (page: Page) => page.locator('[data-testid=theme-showcase] .ant-btn-primary').first();

/** The theme sample page's browser tests, on the file's console. */
export function themeTests(e2e: E2E) {
  describe('the theme sample page', () => {
    it('turns the whole console dark in a chosen colour, for this user only, across reloads', async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await openInApp(page, 'theme');
      await expectShell(page, 'light');
      const blue = await background(primaryButton(page));

      await darkSwitch(page).click();
      await expectShell(page, 'dark');
      await expect.poll(() => darkSwitch(page).getAttribute('aria-checked')).toBe('true');

      await page.locator(`[data-testid=theme-primary] button[aria-label="${PURPLE}"]`).click();
      await expect.poll(() => primaryValue(page).innerText()).toBe(PURPLE.toUpperCase());
      // antd's dark algorithm shades the seed colour: a purple, not the blue of before.
      await expect
        .poll(async () => {
          const rgb = await background(primaryButton(page));
          const [r, g, b] = rgb.match(/[\d.]+/g)!.map(Number);
          return rgb !== blue && r! > g! && b! > r!;
        })
        .toBe(true);

      await page.reload();
      await waitForShell(page);
      await expect.poll(() => darkSwitch(page).getAttribute('aria-checked')).toBe('true');
      await expect.poll(() => primaryValue(page).innerText()).toBe(PURPLE.toUpperCase());
      await expect
        .poll(() =>
          page
            .locator(`[data-testid=theme-primary] button[aria-label="${PURPLE}"]`)
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
      await expectShell(page, 'dark');

      // A report: its table, its chart's card and the chart itself are dark too.
      await openInApp(page, REPORT);
      const table = page.locator('[data-testid=report-table]:visible');
      await table.locator('tr.ant-table-row').first().waitFor();
      const cell = table.locator('tr.ant-table-row td').nth(1);
      await expect.poll(async () => brightness(await shownBackground(cell))).toBeLessThan(DARK);
      await expect
        .poll(async () => brightness(await cell.evaluate((td) => getComputedStyle(td).color)))
        .toBeGreaterThan(LIGHT - 50);
      await expect.poll(async () => brightness(await background(shell(page).tab))).toBeLessThan(DARK);
      const card = page.locator('[data-testid=report-chart]:visible');
      await expect.poll(async () => brightness(await shownBackground(card))).toBeLessThan(DARK);
      const chart = card.locator('[data-chart-theme]');
      await expect.poll(() => chart.getAttribute('data-chart-theme')).toBe('dark');
      // Drawn on a transparent background: the card shows through the chart's corner.
      const cornerAlpha = () =>
        chart
          .locator('canvas')
          .first()
          .evaluate((canvas: HTMLCanvasElement) => canvas.getContext('2d')!.getImageData(0, 0, 1, 1).data[3]);
      await expect.poll(cornerAlpha).toBe(0);

      // Another user on this browser: the default light theme, and charts in ECharts' default theme.
      await avatarMenu(page, '退出登录');
      await page.waitForURL((url) => url.pathname === '/login');
      await login(page, 'gm');
      await expectShell(page, 'light');
      await openInApp(page, REPORT);
      await expect
        .poll(() =>
          page
            .locator('[data-testid=report-chart]:visible [data-chart-theme]')
            .getAttribute('data-chart-theme'),
        )
        .toBe('default');
      await expectShell(page, 'light');

      // The first user's theme is still theirs.
      await avatarMenu(page, '退出登录');
      await page.waitForURL((url) => url.pathname === '/login');
      await login(page, 'admin');
      await expectShell(page, 'dark');
    });

    it('switches compact mode and the size, and resets both with the theme', async () => {
      const { page } = e2e;
      await login(page, 'admin');
      await openInApp(page, 'theme');
      const button = primaryButton(page);
      const height = () => button.evaluate((el) => el.getBoundingClientRect().height);
      const medium = await height();

      await page.locator('[data-testid=theme-compact]').click();
      await expect.poll(height).toBeLessThan(medium);
      const compactMedium = await height();

      await page.locator('[data-testid=theme-size]').getByText('大', { exact: true }).click();
      await expect.poll(height).toBeGreaterThan(compactMedium);

      await darkSwitch(page).click();
      await expectShell(page, 'dark');

      await page.locator('[data-testid=theme-reset]').click();
      await expectShell(page, 'light');
      await expect.poll(height).toBe(medium);
      await expect.poll(() => darkSwitch(page).getAttribute('aria-checked')).toBe('false');
      await expect
        .poll(() => page.locator('[data-testid=theme-compact]').getAttribute('aria-checked'))
        .toBe('false');
      await expect
        .poll(() => page.locator('[data-testid=theme-size] .ant-radio-button-wrapper-checked').innerText())
        .toBe('中');

      // The default theme is not stored: a reload stays on it.
      await page.reload();
      await waitForShell(page);
      await expectShell(page, 'light');
      expect(
        await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('theme.'))),
      ).toEqual([]);
    });
  });
}
