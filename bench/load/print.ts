/** One run's figures: a table by kind of request beside the targets, then a few lines on where the time went. */
import type { BalancerStats } from './balancer';
import type { CpuFigures } from './cpu';
import type { CrowdResult } from './crowd';
import type { DatabaseFigures } from './database';
import type { ServerLog } from './serverLog';
import { KINDS, percentile, type Kind } from './tally';

export interface RunFigures {
  title: string;
  /** Every kind but exports: p99 at most this; every kind: no errors. */
  p99TargetMs: number;
  crowd: CrowdResult;
  serverLogs: ServerLog[];
  cpu: CpuFigures;
  cpuNames?: Record<string, string>;
  database?: DatabaseFigures;
  balancer?: BalancerStats;
}

const HEAVIEST = 6;

const ms = (value: number) =>
  Number.isNaN(value) ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(1);
const share = (value: number) => `${Math.round(value * 100)}%`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 || column >= row.length - 2
            ? cell.padEnd(widths[column]!)
            : cell.padStart(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function serverTimes(logs: ServerLog[], kind: Kind): string {
  const times = logs.flatMap((log) => log.times.get(kind) ?? []).sort((a, b) => a - b);
  return times.length ? `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.99))}` : '-';
}

/** Prints the run and says whether every target was met. */
export function printRun(figures: RunFigures): boolean {
  const { tally, loop } = figures.crowd;
  let met = true;
  const rows = [
    ['kind', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'server p50/p99', 'target', 'met'],
  ];
  for (const kind of KINDS) {
    const f = tally.figures(kind);
    const timed = kind !== 'export';
    const ok = f.errors === 0 && (!timed || f.p99 <= figures.p99TargetMs);
    met &&= ok;
    rows.push([
      kind,
      String(f.count),
      ms(f.p50),
      ms(f.p95),
      ms(f.p99),
      ms(f.max),
      String(f.errors),
      serverTimes(figures.serverLogs, kind),
      timed ? `0 errors, p99 ≤ ${figures.p99TargetMs} ms` : '0 errors',
      f.count === 0 ? '-' : ok ? 'yes' : 'NO',
    ]);
  }
  const seconds = (tally.last - tally.first) / 1000;
  console.log(`\n${figures.title}`);
  console.log(table(rows));
  console.log(
    `all: ${tally.requests} requests in ${seconds.toFixed(1)} s = ${(tally.requests / seconds).toFixed(1)} req/s, ` +
      `${tally.errors} errors; targets met: ${met ? 'yes' : 'NO'}`,
  );

  const after = tally.lastSignIn;
  if (after > tally.first && after < tally.last) {
    const steady = KINDS.filter((k) => k !== 'signIn')
      .map((kind) => ({ kind, f: tally.figures(kind, after) }))
      .filter(({ f }) => f.count > 0);
    console.log(
      `after the last sign-in (from ${((after - tally.first) / 1000).toFixed(1)} s): ` +
        steady
          .map(({ kind, f }) => `${kind} p99 ${ms(f.p99)} ms, ${f.errors} errors of ${f.count}`)
          .join('; '),
    );
  }
  const { cpu } = figures;
  const processes = Object.entries(cpu.byProcess)
    .map(([name, percent]) => `${name} ${Number.isNaN(percent) ? 'gone!' : percent.toFixed(0)}`)
    .join(', ');
  const backends = figures.database
    ? `, PostgreSQL backends of the instances ${figures.database.backendCpu.toFixed(0)} (${figures.database.backends})`
    : '';
  console.log(
    `CPU, % of one core: ${processes}${backends}; the machine ${cpu.machine.toFixed(0)}% busy over ${cpu.cores} cores ` +
      `(load ${cpu.load.toFixed(1)}); generator's event loop ${share(loop.busy)} busy, late p99 ${ms(loop.p99)} ms, most ${ms(loop.max)} ms`,
  );
  const db = figures.database;
  if (db) {
    console.log(
      `database: ${db.activeAverage.toFixed(1)} statements running on average (most ${db.activeMax}), waiting on ` +
        db.waits.map(([wait, s]) => `${wait} ${share(s)}`).join(', '),
    );
    for (const [query, s] of db.busiest) console.log(`  ${share(s)} of sightings: ${query}`);
    const asked = (['report', 'export'] as const).reduce((sum, k) => sum + tally.figures(k).count, 0);
    const panels = figures.serverLogs.reduce(
      (sum, log) =>
        sum +
        ['/api/zhImport/homeSearch', '/api/zhImport/getChart'].reduce(
          (n, p) => n + (log.byPath.get(p)?.length ?? 0),
          0,
        ),
      0,
    );
    console.log(
      `report cache (shared, report_cache): ${asked} reports and exports and ${panels} Home panels asked, ` +
        `${db.cacheWritten} answers computed and written during the run, ` +
        `${db.cacheRows} rows now; the catalog's version moved ${db.catalogMoves} times (each makes every cached answer stale)`,
    );
  }
  if (figures.balancer) {
    const b = figures.balancer;
    console.log(
      `balancer: ${b.perInstance.join(' / ')} requests per instance, ${b.failed} answered 502, ${b.abandoned} given up by the caller, most in flight ${b.mostInFlight}`,
    );
  }
  const byPath = new Map<string, number[]>();
  for (const log of figures.serverLogs)
    for (const [path, times] of log.byPath) byPath.set(path, [...(byPath.get(path) ?? []), ...times]);
  const total = [...byPath.values()].flat().reduce((sum, t) => sum + t, 0);
  const heaviest = [...byPath.entries()]
    .map(([path, times]) => ({
      path,
      times: times.sort((a, b) => a - b),
      sum: times.reduce((a, b) => a + b, 0),
    }))
    .sort((a, b) => b.sum - a.sum)
    .slice(0, HEAVIEST);
  if (total > 0) console.log(`server time by path (share of all; count; p50 ms):`);
  for (const { path, times, sum } of heaviest)
    console.log(
      `  ${share(sum / total).padStart(4)}  ${String(times.length).padStart(4)}×  ${ms(percentile(times, 0.5)).padStart(6)}  ${path}`,
    );
  for (const [reason, { count, example }] of tally.reasons)
    console.log(`error ×${count} ${reason}\n  e.g. ${example}`);
  for (const log of figures.serverLogs)
    for (const [message, { count, detail }] of log.problems)
      console.log(`server log: ${message} ×${count}${detail ? ` (${detail})` : ''}`);
  console.log('slowest of each kind:');
  for (const t of tally.slowest.values())
    console.log(`  ${ms(t.ms).padStart(6)} ms ${t.kind} ${t.what}${t.error ? ` [${t.error}]` : ''}`);
  return met;
}
