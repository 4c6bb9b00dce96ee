import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENU_TITLES } from '@adops/common/menuTitles';
import { permittedRoutes } from '../../web/src/app/permission';
import { roleTokensOf } from '../expected';
import { routeByName } from '@adops/common/menu';
import { apiCall, login, sessionToken, toasts, useConsole } from '../harness';

const e2e = useConsole();

/** Every API answer of the page that is not a success, as "path: status desc". */
function refusals(page: Page): string[] {
  const found: string[] = [];
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').startsWith('application/json')) return;
    void response
      .json()
      .then((body: { status: number; desc: string }) => {
        if (body.status !== 1) found.push(`${new URL(response.url()).pathname}: ${body.status} ${body.desc}`);
      })
      .catch(() => undefined);
  });
  return found;
}

/** API calls still unanswered: a page has settled once none are. */
function inFlight(page: Page): () => number {
  let open = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (r) => isApi(r.url()) && open++);
  page.on('requestfinished', (r) => isApi(r.url()) && open--);
  page.on('requestfailed', (r) => isApi(r.url()) && open--);
  return () => open;
}

describe('the operator', () => {
  it('opens every page of its menu without an error message', { timeout: 120_000 }, async () => {
    const { page } = e2e;
    const refused = refusals(page);
    const open = inFlight(page);
    await login(page, 'operator');
    const pages = permittedRoutes(roleTokensOf('operator')).filter((route) => !route.hidden);
    expect(pages.length).toBeGreaterThan(5);
    for (const route of pages) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route.fullPath);
      await page.waitForURL(`**${route.fullPath}`);
      const title = MENU_TITLES[`route.${route.name}` as keyof typeof MENU_TITLES].zh;
      await page.locator('.navbar-breadcrumb', { hasText: title }).waitFor();
      await expect.poll(open, { message: route.fullPath }).toBe(0);
    }
    expect(refused).toEqual([]);
    expect(await toasts(page).count()).toBe(0);
  });
});

describe('a drill-down to a customer', () => {
  it('names the customer in the filter, not its id', async () => {
    const { page, server } = e2e;
    await login(page, 'admin');
    const answer = await apiCall(
      page,
      server.url,
      '/api/crm/base/customer/getList',
      await sessionToken(page),
      {
        params: { limit: '200' },
      },
    );
    // The last by name: not among the first the picker lists by itself.
    const customer = (answer.data as { id: number; name: string }[]).at(-1)!;
    await page.goto(`${routeByName('myAccountMonthCus')!.fullPath}?customerId=${customer.id}`);
    const search = page.locator('[data-testid=report-search]');
    await search.getByText(customer.name, { exact: true }).first().waitFor();
    expect(await search.getByText(String(customer.id), { exact: true }).count()).toBe(0);
  });
});
