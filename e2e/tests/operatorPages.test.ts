import type { Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENU_TITLES } from '@adops/common/menuTitles';
import { permittedRoutes } from '../../web/src/app/permission';
import { roleTokensOf } from '../expected';
import { routeByName } from '@adops/common/menu';
import { apiCall, login, sessionToken, toasts, useConsole } from '../harness';

const e2e = useConsole();

/**
 * The page's API calls: how many are still open (sent, and their answer not yet read), and every answer that
 * was not a success, as "path: status desc". A call counts as settled only once its answer has been read, so
 * waiting for none open is waiting for what the refusals list reads. A call the page cancels (a query dropped
 * as its page goes) is settled and no refusal.
 */
function watchApi(page: Page) {
  const refused: string[] = [];
  const open = new Set<Request>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) open.add(request);
  });
  page.on('requestfailed', (request) => {
    open.delete(request);
  });
  page.on('response', (response: Response) => {
    if (!isApi(response.url())) return;
    const path = new URL(response.url()).pathname;
    const read = (response.headers()['content-type'] ?? '').startsWith('application/json')
      ? response.json().then((body: { status: number; desc: string }) => {
          if (body.status !== 1) refused.push(`${path}: ${body.status} ${body.desc}`);
        })
      : Promise.resolve();
    void read.catch(() => undefined).finally(() => open.delete(response.request()));
  });
  return { refused, open: () => open.size };
}

describe('the operator', () => {
  it('opens every page of its menu without an error message', { timeout: 120_000 }, async () => {
    const { page } = e2e;
    const api = watchApi(page);
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
      await page.locator('.navbar-breadcrumb').getByText(title, { exact: true }).waitFor();
      await expect.poll(api.open, { message: route.fullPath }).toBe(0);
    }
    expect(api.refused).toEqual([]);
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
