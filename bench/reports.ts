/**
 * Report latency on the large tier (PostgreSQL, `npm run bench:seed -- --only large` first): every report for
 * a 30-day and a 365-day range ending yesterday, as the admin sees it (all data), p50 and p95 of N runs.
 * Targets (issue 5): p95 ≤ 100 ms for 30 days, ≤ 200 ms for 365 days.
 */
import { ALL_DATA } from '@adops/server/src/scope/dataScope';
import { openDatabase } from '@adops/server/src/db/client';
import { REPORTS } from '@adops/server/src/reports/routes';
import { runReport } from '@adops/server/src/reports/engine';
import { addDays, shanghaiDay } from '@adops/server/src/time';
import { LARGE_DATABASE_URL } from './databases';

const RUNS = Number(process.env.BENCH_RUNS || 10);
const database = await openDatabase({ url: LARGE_DATABASE_URL });
const today = shanghaiDay(Date.now());
const yesterday = addDays(today, -1);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

console.log(`reports on ${LARGE_DATABASE_URL}, ${RUNS} runs each, ms`);
console.log(
  `${'report'.padEnd(36)} ${'30d p50'.padStart(8)} ${'30d p95'.padStart(8)} ${'365d p50'.padStart(9)} ${'365d p95'.padStart(9)}`,
);
try {
  for (const def of REPORTS) {
    const figures: string[] = [];
    for (const days of [30, 365]) {
      const query = { start: addDays(yesterday, 1 - days), end: yesterday, page: 1, pageSize: 50 };
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await runReport(def, query, { db: database.db, scope: ALL_DATA, today });
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      figures.push(
        percentile(times, 0.5)
          .toFixed(0)
          .padStart(days === 30 ? 8 : 9),
        percentile(times, 0.95)
          .toFixed(0)
          .padStart(days === 30 ? 8 : 9),
      );
    }
    console.log(`${def.name.padEnd(36)} ${figures.join(' ')}`);
  }
} finally {
  await database.close();
}
