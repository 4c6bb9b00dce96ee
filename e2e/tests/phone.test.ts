import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENU_ROUTES, routeByName } from '@adops/common/menu';
import { apiCall, login, openedDropdown, sessionToken, useConsole } from '../harness';

/** An iPhone's screen: 375 CSS pixels wide. */
const PHONE = { width: 375, height: 812 };

const e2e = useConsole({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Every page of /system and /dailyManage as the menu table has them, and one report. */
const PAGES = [
  ...MENU_ROUTES.filter((route) => route.section.name === 'system' || route.section.name === 'dailyManage'),
  routeByName('xhscustomerConsumptionDayTotal')!,
];

/** The tables of the page on show (the other open tabs stay mounted, hidden). */
const tablesOf = (page: Page) => page.locator('.app-main .ant-table-wrapper:visible');

/** Waits until every table of the page has rows and none is loading. */
async function rowsShown(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const tables = [...document.querySelectorAll('.app-main .ant-table-wrapper')].filter((table) =>
            table.checkVisibility(),
          );
          return (
            tables.length > 0 &&
            tables.every(
              (table) =>
                table.querySelector('tr.ant-table-row') && !table.querySelector('.ant-spin-spinning'),
            )
          );
        }),
      { message: `the tables of ${path} show their rows`, timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * The visible elements whose right edge lies past the screen, or past the content of the card they are in, and
 * that no container scrolling sideways holds (an antd table's scroll body, or any element with overflow-x auto
 * or scroll): outermost only, each as a readable selector with the closest test id around it and its edge.
 */
function pastTheScreen(page: Page): Promise<string[]> {
  // No named helpers outside: the function is serialized into the page as it is.
  return page.evaluate((width) => {
    const scrollsSideways = (element: Element) =>
      element.matches('.ant-table-content, .ant-table-body') ||
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const past = new Map<Element, string>();
    for (const element of document.querySelectorAll('body *')) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const card = element.parentElement?.closest('.ant-card-body');
      const cardEdge = card
        ? card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight)
        : width;
      const edge = Math.min(width, cardEdge);
      if (box.right <= edge + 1) continue;
      let held = false;
      for (let up = element.parentElement; up && up !== document.body && !held; up = up.parentElement)
        held = scrollsSideways(up);
      if (!held)
        past.set(
          element,
          `right edge at ${Math.round(box.right)} px, past the ${edge < width ? 'card' : 'screen'} at ${Math.round(edge)}`,
        );
    }
    const selector = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const classes = [...element.classList].slice(0, 3).map((c) => `.${c}`);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes.join('')}${
        testId ? `[data-testid=${testId}]` : ''
      }`;
    };
    return [...past]
      .filter(([element]) => !element.parentElement || !past.has(element.parentElement))
      .map(([element, where]) => {
        const around = element.parentElement?.closest('[data-testid]');
        const text = (element.textContent ?? '').trim().slice(0, 24);
        return `${around ? `[data-testid=${around.getAttribute('data-testid')}] ` : ''}${selector(element)}${
          text ? ` "${text}"` : ''
        }: ${where}`;
      });
  }, PHONE.width);
}

/** The totals ("共 82 条") that do not read on one line. */
function brokenTotals(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter(
        (element) =>
          element.checkVisibility() &&
          [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && /^共\s*[\d,]+\s*条$/.test(node.textContent!.trim()),
          ),
      )
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      })
      .map((element) => (element.textContent ?? '').trim()),
  );
}

/** The box of an element lies on the screen. */
async function onScreen(element: Locator) {
  const box = await element.boundingBox();
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= PHONE.width &&
    box.y + box.height <= PHONE.height
  );
}

/**
 * Every action of the first row of each table with an actions column is reachable: the row's menu opens and
 * shows each entry on the screen. Nothing is clicked but the menu's button.
 */
async function firstRowActionsReachable(page: Page, path: string) {
  const tables = tablesOf(page);
  for (let i = 0; i < (await tables.count()); i++) {
    const table = tables.nth(i);
    if (!(await table.locator('thead th', { hasText: /^操作$/ }).count())) continue;
    const more = table.locator('tr.ant-table-row').first().getByRole('button', { name: '更多操作' });
    expect(await more.count(), `${path}: the first row has one actions menu`).toBe(1);
    await more.click();
    const menu = await openedDropdown(page);
    const entries = menu.getByRole('menuitem');
    expect(await entries.count(), `${path}: the actions menu has entries`).toBeGreaterThan(0);
    for (const entry of await entries.all()) {
      const label = await entry.innerText();
      expect(await entry.isVisible(), `${path}: "${label}" is shown`).toBe(true);
      expect(await onScreen(entry), `${path}: "${label}" lies on the screen`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
}

/** An account with fund records and spend: the one that spends most this month. */
async function busiestAccount(page: Page, baseUrl: string): Promise<number> {
  const answer = await apiCall(page, baseUrl, '/api/crm/account/list', await sessionToken(page), {
    params: { page: '1', pageSize: '1', sort: '-monthFee' },
  });
  return (answer.data as { list: { id: number }[] }).list[0]!.id;
}

describe('on a 375 px phone', () => {
  it.each(PAGES.map((route) => [route.fullPath, route] as const))(
    '%s fits the screen and every row action is reachable',
    async (path, route) => {
      const { page, server } = e2e;
      await login(page, 'admin');
      // The hidden pages of /dailyManage are an account's drill-downs.
      const query = route.hidden ? `?accountId=${await busiestAccount(page, server.url)}` : '';
      await page.goto(path + query);
      await rowsShown(page, path);

      expect(await pastTheScreen(page), `${path}: elements past the screen`).toEqual([]);
      expect(await brokenTotals(page), `${path}: totals on more than one line`).toEqual([]);
      await firstRowActionsReachable(page, path);

      // A report's range picker, open: its months and quick ranges fit the screen too.
      const range = page.locator('[data-testid=report-search] .ant-picker-range');
      if (await range.count()) {
        await range.click();
        const popup = page.locator('.ant-picker-dropdown:visible');
        await expect.poll(() => popup.count()).toBe(1);
        await expect
          .poll(() =>
            popup.evaluate(
              (p) =>
                p.getAnimations({ subtree: true }).length === 0 && !/-(appear|enter)\b/.test(p.className),
            ),
          )
          .toBe(true);
        expect(await pastTheScreen(page), `${path}: the open range picker past the screen`).toEqual([]);
      }
    },
  );
});
