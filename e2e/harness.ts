/**
 * Browser test harness: per test file one real console server (a child process on a copy of the run's demo
 * seed) and one Chromium; per test a fresh browser context and page.
 */
import { join } from 'node:path';
import { routeByName } from '@adops/common/menu';
import { MENU_TITLES } from '@adops/common/menuTitles';
import { signRequest } from '@adops/common/signing';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchBrowser } from './chromium';
import { ROOT, START_TIMEOUT_MS, startServer, workersSeed, type ConsoleServer } from './server';

export const DEMO_PASSWORD = 'Demo@2026';

export interface E2E {
  readonly server: ConsoleServer;
  readonly browser: Browser;
  /** This test's context and page (fresh for every test). */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught errors of this test's pages; the harness fails a test that leaves any. */
  readonly pageErrors: string[];
}

/** What a test file may change of its contexts: the screen (a phone's, say). */
export type ScreenOptions = Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch'>;

/**
 * A browser context as every test gets one: zh-CN, desktop 1440×900 unless `screen` says otherwise, reduced
 * motion, the server as base URL, uncaught page errors collected into `pageErrors`.
 */
export async function newConsoleContext(
  browser: Browser,
  baseURL: string,
  pageErrors: string[],
  screen: ScreenOptions = {},
) {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
    ...screen,
  });
  context.setDefaultTimeout(15_000);
  context.on('page', (p) => p.on('pageerror', (error) => pageErrors.push(String(error.stack ?? error))));
  return context;
}

/**
 * Registers the hooks of a browser test file: one server (on a copy of the seed, with `env` on top of the
 * defaults) and one browser for the file, a new context (zh-CN, desktop 1440×900 unless `screen` says otherwise,
 * the server as base URL) and page for each test.
 */
export function useConsole(screen: ScreenOptions = {}, env: Record<string, string> = {}): E2E {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer(workersSeed(inject('demoSeeds')), { STATIC_DIR: inject('staticDir'), ...env }),
      launchBrowser(),
    ]);
  }, START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()]);
  }, 30_000);

  beforeEach(async () => {
    pageErrors.length = 0;
    context = await newConsoleContext(browser!, server!.url, pageErrors, screen);
    page = await context.newPage();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) await keepFailure(page, task.name);
    await context?.close();
    context = undefined;
    page = undefined;
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  const need = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is only available inside a test`);
    return value;
  };
  return {
    get server() {
      return need(server, 'server');
    },
    get browser() {
      return need(browser, 'browser');
    },
    get context() {
      return need(context, 'context');
    },
    get page() {
      return need(page, 'page');
    },
    pageErrors,
  };
}

/** What the page showed when a test failed, for the reader of a CI log: its address, and a screenshot. */
async function keepFailure(page: Page, testName: string) {
  const file = join(ROOT, 'test-results', `${testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}.png`);
  const shot = await page.screenshot({ path: file, fullPage: true }).then(
    () => `screenshot ${file}`,
    (error: Error) => `no screenshot (${error.message})`,
  );
  console.error(`failed at ${page.url()}; ${shot}`);
}

// ---------------------------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------------------------

export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The visible side menu (the sider on desktop, the drawer's menu in mobile mode). */
export const sideMenuOf = (page: Page) => page.locator('ul[data-testid=side-menu]:visible');

/** Waits until the signed-in layout shows the user's name in the top bar. */
export async function waitForShell(page: Page) {
  await page.locator('[data-testid=avatar-menu]').waitFor();
  // The name is hidden on narrow screens, so wait for its text rather than its visibility.
  await page.waitForFunction(
    () => (document.querySelector('[data-testid=avatar-menu] .navbar-name')?.textContent ?? '').trim() !== '',
  );
}

/**
 * Signs in through the real form. Stays on the sign-in page when already there (keeping its `redirect`),
 * otherwise opens /login first; resolves when the shell of the console is shown.
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD) {
  await submitLogin(page, username, password);
  await waitForShell(page);
}

/** The sign-in form filled and sent; resolves when the browser has left /login (wherever it went). */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await sendLogin(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * The sign-in form filled and sent, and nothing awaited: a refused sign-in may leave /login and come back
 * before a busy test runner has seen it leave.
 */
export async function sendLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  if (!pathOf(page).startsWith('/login')) await page.goto('/login');
  await reloadSettled(page);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('[data-testid=login-submit]').click();
}

/**
 * After the server ended a session the console reloads (spec section 9) and shows the server's message once it
 * is back: resolves when no such reload is pending, so that nothing typed is lost to it.
 */
export async function reloadSettled(page: Page) {
  await page.waitForFunction(() => sessionStorage.getItem('adops.farewell') === null);
  await page.waitForLoadState('load');
}

export interface MenuEntry {
  title: string;
  /** The pages of a submenu; absent for a plain item. */
  children?: string[];
}

/** Opens every closed submenu of the visible (inline) side menu and waits for the opening to finish. */
export async function openAllSubmenus(page: Page) {
  const menu = sideMenuOf(page);
  await menu.waitFor();
  // A click on each closed submenu title, bottom up, a frame apart (a dozen pointer clicks with Playwright's
  // actionability checks take seconds; these are the same click events on the same titles).
  await menu.evaluate(async (ul) => {
    const titles = [
      ...ul.querySelectorAll(
        ':scope > li.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title',
      ),
    ].reverse();
    for (const title of titles) {
      (title as HTMLElement).click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await submenusOpened(page, null);
}

/**
 * Waits until the submenus of the visible side menu titled `section` (every one, for null) are open, shown
 * and done sliding open: an item clicked while its list still moves can be missed.
 */
async function submenusOpened(page: Page, section: string | null) {
  await page.waitForFunction((title) => {
    const ul = [...document.querySelectorAll('ul[data-testid=side-menu]')].find((m) => m.checkVisibility());
    const submenus = [...(ul?.querySelectorAll(':scope > li.ant-menu-submenu') ?? [])].filter(
      (li) => title === null || li.querySelector(':scope > .ant-menu-submenu-title')?.textContent === title,
    );
    return (
      submenus.length > 0 &&
      submenus.every((li) => {
        const sub = li.querySelector(':scope > ul.ant-menu-sub');
        return (
          li.classList.contains('ant-menu-submenu-open') &&
          sub !== null &&
          sub.getAnimations().length === 0 &&
          !/motion/.test(sub.className) &&
          sub.checkVisibility()
        );
      })
    );
  }, section);
}

/** The side menu as the user sees it with every submenu open: top-level entries and the pages inside. */
export async function menuTree(page: Page): Promise<MenuEntry[]> {
  await openAllSubmenus(page);
  // No named helpers inside: the function is serialized into the page as it is.
  return sideMenuOf(page).evaluate((ul) =>
    [...ul.children]
      .filter((li) => li.matches('li.ant-menu-item, li.ant-menu-submenu'))
      .map((li) =>
        li.matches('.ant-menu-submenu')
          ? {
              title:
                li.querySelector(':scope > .ant-menu-submenu-title .ant-menu-title-content')?.textContent ??
                '',
              children: [...li.querySelectorAll(':scope > ul > li.ant-menu-item')]
                .filter((item) => item.checkVisibility())
                .map((item) => item.querySelector('.ant-menu-title-content')?.textContent ?? ''),
            }
          : { title: li.querySelector('.ant-menu-title-content')?.textContent ?? '' },
      ),
  );
}

/** The visible side-menu labels, top level and inside submenus, in order. */
export async function menuTexts(page: Page): Promise<string[]> {
  return (await menuTree(page)).flatMap((entry) => [entry.title, ...(entry.children ?? [])]);
}

/** Clicks a page of the side menu by its label, opening its submenu first when needed. */
export async function clickMenuItem(page: Page, label: string, section?: string) {
  const menu = sideMenuOf(page);
  const item = (scope: Locator) => scope.locator('li.ant-menu-item').getByText(label, { exact: true });
  if (!section) return item(menu).click();
  const submenu = menu.locator(':scope > li.ant-menu-submenu').filter({
    has: page.locator(':scope > .ant-menu-submenu-title').getByText(section, { exact: true }),
  });
  if (!(await submenu.evaluate((li) => li.classList.contains('ant-menu-submenu-open'))))
    await submenu.locator(':scope > .ant-menu-submenu-title').click();
  await submenusOpened(page, section);
  await item(submenu).click();
}

export const tabItems = (page: Page) => page.locator('[data-testid=tags-view] .tags-view-item');

/** The paths of the open tabs, left to right. */
export async function tabPaths(page: Page): Promise<string[]> {
  return tabItems(page).evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.path ?? ''));
}

export const tabOf = (page: Page, path: string) =>
  page.locator(`[data-testid=tags-view] .tags-view-item[data-path="${path}"]`);

export type TabAction = 'refresh' | 'close' | 'others' | 'all';

const TAB_ACTION_LABELS: Record<TabAction, RegExp> = {
  refresh: /^(刷新|Refresh)$/,
  close: /^(关闭|Close)$/,
  others: /^(关闭其他|Close others)$/,
  all: /^(关闭所有|Close all)$/,
};

/** Right-clicks a tab and picks an entry of its context menu. */
export async function rightClickTab(page: Page, path: string, action: TabAction) {
  await tabOf(page, path).click({ button: 'right' });
  const menu = await openedDropdown(page);
  await menu.getByRole('menuitem', { name: TAB_ACTION_LABELS[action] }).click();
  await menu.waitFor({ state: 'hidden' });
}

/**
 * The dropdown menu just opened, once it has stopped moving: antd zooms a dropdown in, and an item clicked
 * in mid-zoom can miss. A dropdown closing before it (antd keeps closed ones in the page) is waited out too.
 */
export async function openedDropdown(page: Page) {
  await page.waitForFunction(() => {
    const dropdowns = [...document.querySelectorAll('.ant-dropdown')];
    const moving = dropdowns.some(
      (d) => /-(appear|enter|leave)\b/.test(d.className) || d.getAnimations().length > 0,
    );
    const open = dropdowns.filter((d) => !d.classList.contains('ant-dropdown-hidden') && d.checkVisibility());
    return !moving && open.length === 1;
  });
  return page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
}

/**
 * Confirms the popconfirm just opened with its OK button, once it alone shows and has stopped moving: antd zooms
 * it in, keeps closed ones in the page, and a click in mid-zoom (or on one still closing) can miss.
 */
export async function confirmPopover(page: Page) {
  await page.waitForFunction(() => {
    const shown = [...document.querySelectorAll('.ant-popconfirm')].filter((p) => p.checkVisibility());
    return (
      shown.length === 1 &&
      !/-(appear|enter|leave)\b/.test(shown[0]!.className) &&
      shown[0]!.getAnimations().length === 0
    );
  });
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '确 定' }).click();
}

/** antd's toasts (message notices) on the page. */
export const toasts = (page: Page) => page.locator('.ant-message .ant-message-notice');

/**
 * Resolves once no select's dropdown shows: two can be closing at once (a picker and a cascader), so their
 * number is watched rather than one of them.
 */
export async function dropdownsClosed(page: Page) {
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/**
 * Opens a select of a form, types to search and, once the select has stopped loading (a list searched on the
 * server is redrawn when the answer comes) and one offered option matches `label`, makes it the active
 * one with the arrow keys and picks it with Enter (a click may land on a list that is being redrawn, and be
 * lost); resolves when the choice shows in the field. A multiple select stays open afterwards. A select without
 * a search box is opened and stepped through the same way.
 */
export async function chooseOption(
  form: Locator,
  name: string,
  search: string,
  label: string | RegExp = search,
) {
  const page = form.page();
  const input = form.locator(`#${name}`);
  const select = form.locator('.ant-select', { has: page.locator(`#${name}`) });
  await input.click();
  // A select without a search box (a short enum) is only stepped through.
  if (/\bant-select-show-search\b/.test((await select.getAttribute('class')) ?? '')) await input.fill(search);
  await expect.poll(() => select.getAttribute('class')).not.toMatch(/\bant-select-loading\b/);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect.poll(() => options.filter({ hasText: label }).count()).toBe(1);
  const activeIsWanted = () =>
    options.and(page.locator('.ant-select-item-option-active')).filter({ hasText: label });
  for (let moves = 0; (await activeIsWanted().count()) === 0; moves++) {
    if (moves === 20) throw new Error(`no option of ${name} matching ${String(label)} became active`);
    await input.press('ArrowDown');
  }
  await input.press('Enter');
  await expect.poll(() => select.innerText()).toContain(search);
}

/**
 * Searches a tree picker of `form` (departments, categories, a parent) and picks the node titled `title`; a click
 * may land on a tree still being filtered and be lost, so it is made again until the picker shows the title.
 */
export async function chooseTreeNode(form: Locator, name: string, title: string) {
  const page = form.page();
  const input = form.locator(`#${name}`);
  const picker = form.locator('.ant-select', { has: page.locator(`#${name}`) });
  const dropdown = page.locator('.ant-select-dropdown:visible');
  // While the search box has the focus, the picked title is hidden from innerText: read its text.
  await expect
    .poll(async () => {
      if (!(await dropdown.count())) await input.click();
      await input.fill(title);
      await dropdown.locator('.ant-select-tree-title').getByText(title, { exact: true }).first().click();
      return picker.textContent();
    })
    .toContain(title);
  // A searched tree may stay open on its pick: closed here, so that the next field is not covered.
  if (await dropdown.count()) await input.press('Escape');
  await dropdownsClosed(page);
}

/**
 * Searches the region picker `name` of `form` and picks, with the arrow keys and Enter, the match whose path
 * contains `within` (a click may land on a list that is still being filtered, and be lost).
 */
export async function chooseRegion(form: Locator, name: string, search: string, within: string) {
  const page = form.page();
  const input = form.locator(`#${name}`);
  await input.click();
  await input.fill(search);
  const dropdown = page.locator('.ant-cascader-dropdown:visible');
  await dropdown.locator('.ant-cascader-menu-item', { hasText: within }).first().waitFor();
  const active = dropdown.locator('.ant-cascader-menu-item-active');
  await expect
    .poll(async () => {
      await input.press('ArrowDown');
      return active.innerText();
    })
    .toContain(within);
  await input.press('Enter');
  const picker = form.locator('.ant-cascader', { has: page.locator(`#${name}`) });
  await expect.poll(() => picker.innerText()).toContain(search);
}

/** Opens the avatar menu of the top bar and picks an entry by its label. */
export async function avatarMenu(page: Page, label: RegExp | string) {
  await page.locator('[data-testid=avatar-menu]').click();
  await (await openedDropdown(page)).getByRole('menuitem', { name: label }).click();
}

/** Waits until the open tabs are these paths, left to right. */
export async function expectTabs(page: Page, paths: string[]) {
  await expect.poll(() => tabPaths(page)).toEqual(paths);
}

/** The session token the console keeps in its cookie. */
export async function sessionToken(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
}

/**
 * A call on the API from the test, signed as the console signs (query sessionId, saltId, timestamp; headers
 * saltId, timestamp, token), with the browser context's cookies: a GET, or a POST when there is a body.
 * Resolves with the envelope.
 */
export async function apiCall(
  page: Page,
  baseUrl: string,
  path: string,
  token: string | undefined,
  { params = {}, body }: { params?: Record<string, string>; body?: object } = {},
): Promise<{ status: number; desc: string; data: unknown }> {
  const signature = signRequest(token);
  const query = new URLSearchParams({
    ...params,
    sessionId: signature.sessionId,
    saltId: String(signature.saltId),
    timestamp: String(signature.timestamp),
  });
  const response = await page.request.fetch(`${baseUrl}${path}?${query}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      saltId: String(signature.saltId),
      timestamp: String(signature.timestamp),
      ...(token ? { token } : {}),
    },
    ...(body ? { data: body } : {}),
  });
  return (await response.json()) as { status: number; desc: string; data: unknown };
}

/**
 * Opens a page of the console as an in-app link does (the console stays loaded: a full load per page would slow
 * the browser tests running beside this one), and waits for its title in the top bar in the language shown.
 */
export async function openInApp(page: Page, name: string, lang: 'zh' | 'en' = 'zh') {
  const path = routeByName(name)!.fullPath;
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
  await page
    .locator('.navbar-breadcrumb', {
      hasText: MENU_TITLES[`route.${name}` as keyof typeof MENU_TITLES][lang],
    })
    .waitFor();
}
