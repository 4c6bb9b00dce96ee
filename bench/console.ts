/**
 * The console as the browser benches drive it: web/dist built as `npm start` serves it, the server on the demo
 * tier (400 days of history, 1,000 accounts) on the embedded database, the admin signed in.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { startServer, type ServerProcess } from './server-process';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = process.env.DEMO_PASSWORD || 'Demo@2026';
/** The longest a bench waits for something the page shows. */
export const WAIT_MS = 60_000;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Rebuilds web/dist when its sources are newer, as `npm start` does. */
export function buildConsole() {
  // Vitest's NODE_ENV=test, if set, would build React's development bundle: build as `npm start` does.
  const { NODE_ENV: _nodeEnv, ...buildEnv } = process.env;
  execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: buildEnv,
  });
}

/**
 * The server on the demo tier, seeded at its first start on `dataDir` (the embedded database in memory by
 * default; a folder keeps it for another start), with no sync and no sister CRM.
 */
export function startDemoServer(dataDir = 'memory://'): Promise<ServerProcess> {
  return startServer({
    DATA_DIR: dataDir,
    DEMO_TIER: 'demo',
    SEED_DEMO: 'true',
    PLATFORM_SYNC: 'off',
    LOG_LEVEL: 'warn',
    SISTER_CRM_URL: 'http://127.0.0.1:9/404',
  });
}

/** Signs the admin in through the sign-in page; the browser state to start signed-in contexts from. */
export async function signIn(browser: Browser, base: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: base, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name=username]').fill('admin');
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('[data-testid=login-submit]').click();
  await page.locator('[data-testid=avatar-menu]').waitFor({ timeout: WAIT_MS });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A context as the browser tests use the console: 1440×900, Chinese, no animations, signed in. */
export async function signedInContext(browser: Browser, base: string, storageState: StorageState) {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
    storageState,
  });
  context.setDefaultTimeout(WAIT_MS);
  return context;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** Text columns of these widths: the first to the left, the rest to the right, any past them as they are. */
export function table(widths: number[], rows: string[][]) {
  for (const cells of rows)
    console.log(
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[i] ?? 0)))
        .join('')
        .trimEnd(),
    );
}
