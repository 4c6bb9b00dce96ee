/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * How fast the console draws its widest pages once their answer is in (issue 12, point 19): the accounts ×
 * days pivot for a year (the first page of 50 rows, then a page of 500) and for 90 days, the account
 * balances, and the accounts × hours heat matrix; beside them, as the reference measured in the same run, a
 * 7-day daily list. The console runs as `npm start` serves it (the built web/dist, rebuilt first when its
 * sources are newer) on the demo tier (400 days of history, 1,000 accounts) in memory, in Chromium
 * (CHROMIUM_PATH, else Debian's /usr/bin/chromium) at 1440×900 as the browser tests use it.
 *
 * Measured in the page, in performance.now() time:
 * - draw: from the end of the list's answer (its Resource Timing `responseEnd`) to the first frame painted
 *   with the table's rows and no loading veil (the rows found in a requestAnimationFrame, the paint past it
 *   taken as the task after that frame);
 * - sort: from the click on a column's title (the click event's time) to the first frame painted with the
 *   table re-sorted (another first row, no loading veil); beside it the part after the answer came.
 * The median of BENCH_RUNS (default 5) fresh pages each. Targets: draw ≤ 1,000 ms, sort ≤ 300 ms after the
 * answer. Words after `--` measure only the pages whose label holds one (the reference always).
 * BENCH_URL=<origin> measures a console already running there (on the demo tier, with web/dist
 * current) instead of starting one. BENCH_PROFILE=<folder> writes a Chrome CPU profile of each page's first run there (open it in
 * Chrome's DevTools, Performance panel) and prints its heaviest functions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays, shanghaiDay } from '@adops/server/src/time';
import { launchBrowser } from '../e2e/chromium';
import { buildConsole, median, signedInContext, signIn, startDemoServer, table, WAIT_MS } from './console';

const RUNS = Number(process.env.BENCH_RUNS || 5);
if (!Number.isInteger(RUNS) || RUNS <= 0) throw new Error('BENCH_RUNS must be a positive whole number');
const PROFILE_DIR = process.env.BENCH_PROFILE;
const ONLY = process.argv.slice(2);
const DRAW_TARGET_MS = 1_000;
const SORT_TARGET_MS = 300;
/** The server's largest page. */
const LARGE_PAGE = 500;

const yesterday = addDays(shanghaiDay(Date.now()), -1);
const lastDays = (days: number) => `start=${addDays(yesterday, 1 - days)}&end=${yesterday}`;

interface Case {
  label: string;
  path: string;
  /** The part of the list's URL that names it. */
  api: string;
  table: string;
  /** The title of the column whose click re-sorts the rows (to another first row). */
  sortBy: string;
  /** A page size picked from the pager after the first draw, measured as a draw of its own. */
  pageSize?: number;
  reference?: boolean;
}

const REPORT_TABLE = '[data-testid=report-table]';
const CASES: Case[] = [
  {
    label: 'reference: daily list, 7 days',
    path: `/todayConsum/xhscustomerConsumptionDayTotal?${lastDays(7)}`,
    api: '/api/crm/report/xhscustomerConsumptionDayTotal?',
    table: REPORT_TABLE,
    sortBy: '消耗',
    reference: true,
  },
  {
    label: 'accounts × days, 1 year',
    path: `/launchReport/xhsAccountDays?${lastDays(365)}`,
    api: '/api/crm/report/xhsAccountDays?',
    table: REPORT_TABLE,
    sortBy: '账户',
    pageSize: LARGE_PAGE,
  },
  {
    label: 'accounts × days, 90 days',
    path: `/launchReport/xhsAccountDays?${lastDays(90)}`,
    api: '/api/crm/report/xhsAccountDays?',
    table: REPORT_TABLE,
    sortBy: '账户',
  },
  {
    label: 'account balances',
    path: '/dailyManage/xhsAccountBalance',
    api: '/api/crm/balance/list?',
    table: '[data-testid=balance-table]',
    sortBy: '可用余额',
  },
  {
    label: 'accounts × hours',
    path: '/todayConsum/realTimeAccount2',
    api: '/api/crm/report/realTimeAccount2?',
    table: REPORT_TABLE,
    sortBy: '账户',
  },
];

// ---------------------------------------------------------------------------------------------------------
// In the page
// ---------------------------------------------------------------------------------------------------------

interface Watch {
  /**
   * After a click: 'change', rows shown whose first row is another than when armed (a sort); 'reload', rows
   * shown after the loading veil was (another page size). 'load': rows shown.
   */
  mode: 'load' | 'change' | 'reload';
  before: string | null;
  veiled: boolean;
  clickAt: number | null;
  drawnAt: number | null;
}
type BenchWindow = Window & { __drawWatch?: Watch };

/**
 * Runs in the page before its scripts: watches, a frame at a time, for the table's rows to be shown, and
 * notes the time of the first frame painted with them. Armed for the first load at once; `__drawArm(mode)`
 * arms it again before a click. Plain JavaScript text: a function of this file would reach the page as tsx
 * compiled it, with helpers the page does not have.
 */
const WATCHER = `(table) => {
  /** The first row shown (its key), null while there is none or the table is veiled as it loads. */
  const firstRow = (watch) => {
    const shown = [...document.querySelectorAll(table)].find((t) => t.checkVisibility());
    if (!shown) return null;
    if (shown.closest('.ant-table-wrapper')?.querySelector('.ant-spin-spinning')) {
      if (watch) watch.veiled = true;
      return null;
    }
    const first = shown.querySelector('.ant-table-row');
    return first && (first.getAttribute('data-row-key') ?? first.textContent ?? '');
  };
  const done = (watch, first) => {
    if (first === null) return false;
    if (watch.mode === 'load') return true;
    if (watch.clickAt === null) return false;
    return watch.mode === 'change' ? first !== watch.before : watch.veiled;
  };
  const frame = () => {
    const watch = window.__drawWatch;
    if (!watch || watch.drawnAt !== null) return;
    if (done(watch, firstRow(watch))) {
      // The frame this callback belongs to paints next; the first task after it runs once it has.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        watch.drawnAt = performance.now();
      };
      channel.port2.postMessage(null);
      return;
    }
    requestAnimationFrame(frame);
  };
  window.__drawArm = (mode) => {
    window.__drawWatch = { mode, before: firstRow(), veiled: false, clickAt: null, drawnAt: null };
    requestAnimationFrame(frame);
  };
  document.addEventListener(
    'click',
    (event) => {
      const watch = window.__drawWatch;
      if (watch && watch.mode !== 'load' && watch.clickAt === null) watch.clickAt = event.timeStamp;
    },
    true,
  );
  window.__drawArm('load');
}`;

const arm = (page: Page, mode: Watch['mode']) =>
  page.evaluate((m) => (window as unknown as { __drawArm: (m: Watch['mode']) => void }).__drawArm(m), mode);

interface Drawn {
  /** performance.now() of the first frame painted with the rows. */
  drawnAt: number;
  clickAt: number | null;
  /** The end of the last answer of the list before that frame. */
  answeredAt: number;
  rows: number;
}

async function drawn(page: Page, table: string, api: string): Promise<Drawn> {
  await page
    .waitForFunction(() => (window as BenchWindow).__drawWatch?.drawnAt != null, null, {
      timeout: WAIT_MS,
      polling: 100,
    })
    .catch(async (error: Error) => {
      const watch = await page.evaluate(() => JSON.stringify((window as BenchWindow).__drawWatch));
      throw new Error(`${table} not drawn at ${page.url()} (${watch}): ${error.message}`);
    });
  return page.evaluate(
    ({ table, api }) => {
      const watch = (window as BenchWindow).__drawWatch!;
      const answers = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(api) && (e as PerformanceResourceTiming).responseEnd < watch.drawnAt!)
        .map((e) => (e as PerformanceResourceTiming).responseEnd);
      const shown = [...document.querySelectorAll(table)].find((t) => t.checkVisibility())!;
      return {
        drawnAt: watch.drawnAt!,
        clickAt: watch.clickAt,
        answeredAt: Math.max(...answers),
        rows: shown.querySelectorAll('.ant-table-row').length,
      };
    },
    { table, api },
  );
}

// ---------------------------------------------------------------------------------------------------------
// The runs
// ---------------------------------------------------------------------------------------------------------

interface Figures {
  draw: number;
  /** The draw of the larger page size, when the case picks one. */
  drawLarge?: number;
  sortClick: number;
  sortAfterAnswer: number;
  rowsInDom: number;
}

const headerOf = (page: Page, c: Case, title: string) =>
  page
    .locator(`${c.table}:visible th`)
    .filter({ has: page.locator('.ant-table-column-title').getByText(title, { exact: true }) })
    .first();

async function pickPageSize(page: Page, size: number) {
  await page.locator('.ant-pagination-options .ant-select:visible').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${size}` }).click();
}

async function withProfile<T>(page: Page, name: string | null, run: () => Promise<T>): Promise<T> {
  if (!name || !PROFILE_DIR) return run();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    printHeaviest(name, profile);
    await cdp.detach();
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

/** The functions with the most samples of their own, as a first hint of where the time goes. */
function printHeaviest(name: string, profile: { nodes: ProfileNode[]; samples?: number[] }) {
  const hits = new Map<string, number>();
  const total = profile.samples?.length ?? 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    hits.set(key, (hits.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  console.log(`  profile ${name}: ${total} samples; heaviest by self time`);
  for (const [key, count] of [...hits].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`    ${((100 * count) / Math.max(1, total)).toFixed(1).padStart(5)} %  ${key}`);
}

async function runCase(context: BrowserContext, c: Case, run: number): Promise<Figures> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: `(${WATCHER})(${JSON.stringify(c.table)});` });
    const slug = c.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    const profiled = (part: string) => (run === 0 ? `${slug}-${part}` : null);

    const load = await withProfile(page, profiled('draw'), async () => {
      await page.goto(c.path);
      return drawn(page, c.table, c.api);
    });
    const figures: Figures = {
      draw: load.drawnAt - load.answeredAt,
      sortClick: 0,
      sortAfterAnswer: 0,
      rowsInDom: load.rows,
    };

    if (c.pageSize) {
      const large = await withProfile(page, profiled(`draw-${c.pageSize}`), async () => {
        await arm(page, 'reload');
        await pickPageSize(page, c.pageSize!);
        return drawn(page, c.table, `${c.api}`);
      });
      figures.drawLarge = large.drawnAt - large.answeredAt;
      figures.rowsInDom = large.rows;
    }

    const header = headerOf(page, c, c.sortBy);
    await header.scrollIntoViewIfNeeded();
    const sorted = await withProfile(page, profiled('sort'), async () => {
      await arm(page, 'change');
      await header.click();
      return drawn(page, c.table, c.api);
    });
    figures.sortClick = sorted.drawnAt - sorted.clickAt!;
    figures.sortAfterAnswer = sorted.drawnAt - Math.max(sorted.answeredAt, sorted.clickAt!);
    return figures;
  } finally {
    await page.close();
  }
}

const ms = (n: number | undefined) =>
  n === undefined || Number.isNaN(n) ? '' : Math.round(n).toLocaleString('en');
const spread = (values: number[]) =>
  values.length ? `${ms(Math.min(...values))}–${ms(Math.max(...values))}` : '';

/** The medians against the reference and the targets, then the spread of the runs. */
function report(results: [Case, Figures[]][]) {
  const of = (runs: Figures[], figure: (r: Figures) => number | undefined) =>
    runs.map(figure).filter((n): n is number => n !== undefined);
  const medianOf = (runs: Figures[], figure: (r: Figures) => number | undefined) => {
    const values = of(runs, figure);
    return values.length ? median(values) : undefined;
  };
  const reference = results.find(([c]) => c.reference)![1];
  const refDraw = medianOf(reference, (r) => r.draw)!;
  const refSort = medianOf(reference, (r) => r.sortAfterAnswer)!;

  console.log(
    `\nReport pages drawn, median of ${RUNS} run${RUNS === 1 ? '' : 's'} (ms, Chromium at 1440×900); targets: drawn <= ` +
      `${DRAW_TARGET_MS} ms after the answer, re-sorted <= ${SORT_TARGET_MS} ms after the answer`,
  );
  const rows = results.map(([c, runs]) => {
    const draw = medianOf(runs, (r) => r.draw)!;
    const drawLarge = medianOf(runs, (r) => r.drawLarge);
    const sort = medianOf(runs, (r) => r.sortAfterAnswer)!;
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    return [
      c.label,
      ms(draw),
      `${(draw / refDraw).toFixed(1)}x`,
      ms(drawLarge),
      ms(medianOf(runs, (r) => r.sortClick)),
      ms(sort),
      `${(sort / refSort).toFixed(1)}x`,
      ms(medianOf(runs, (r) => r.rowsInDom)),
      c.reference
        ? ''
        : `draw ${met(draw <= DRAW_TARGET_MS && (drawLarge ?? 0) <= DRAW_TARGET_MS)}, sort ${met(sort <= SORT_TARGET_MS)}`,
    ];
  });
  table(
    [32, 7, 7, 10, 8, 14, 7, 7, 2],
    [
      ['page', 'draw', 'x ref', `draw ${LARGE_PAGE}`, 'sort', 'after answer', 'x ref', 'rows', '', ''],
      ...rows.map((cells) => [...cells.slice(0, -1), '', cells.at(-1)!]),
    ],
  );
  console.log(`\nSpread of the runs (min–max, ms)`);
  table(
    [32, 14, 14, 14],
    [
      ['page', 'draw', `draw ${LARGE_PAGE}`, 'after answer'],
      ...results.map(([c, runs]) => [
        c.label,
        spread(of(runs, (r) => r.draw)),
        spread(of(runs, (r) => r.drawLarge)),
        spread(of(runs, (r) => r.sortAfterAnswer)),
      ]),
    ],
  );
  console.log(
    `\ndraw: the list's answer in -> its rows painted; draw ${LARGE_PAGE}: the same after picking ${LARGE_PAGE} rows` +
      ` a page; sort: a click on a column's title -> the re-sorted rows painted, the server's answer included;` +
      ` after answer: the part of it after the answer came; rows: the table rows in the page (those in view for` +
      ` a table drawn in part).`,
  );
}

if (!process.env.BENCH_URL) buildConsole();

const server = process.env.BENCH_URL
  ? { base: process.env.BENCH_URL, stop: async () => {} }
  : await (() => {
      console.log('Starting the console on the demo tier (in memory; the seed takes a minute or two)…');
      return startDemoServer();
    })();
const browser = await launchBrowser();
try {
  const storageState = await signIn(browser, server.base);
  const results: [Case, Figures[]][] = [];
  for (const c of CASES.filter((c) => c.reference || !ONLY.length || ONLY.some((w) => c.label.includes(w)))) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await signedInContext(browser, server.base, storageState);
      try {
        runs.push(await runCase(context, c, run));
      } finally {
        await context.close();
      }
    }
    results.push([c, runs]);
  }
  report(results);
} finally {
  await browser.close();
  await server.stop();
}
