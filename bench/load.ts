/**
 * Load test: what a whole agency gets at its busiest hour. Virtual staff (async loops in this process, signed
 * requests as the console's browser sends them) sign in, open Home, three reports with changing ranges and
 * filters, a searched list, and now and then export a report, thinking 1-3 s between actions (load/staff.ts).
 *
 * Cluster run (default): 200 staff for 60 s against two server instances on the large tier's PostgreSQL
 * (`npm run bench:seed -- --only large` first) behind a round-robin balancer; targets 0 errors and p99 ≤ 500 ms
 * for every kind but exports. Embedded run (`-- --embedded`, and after the cluster run unless `--cluster-only`):
 * 50 staff for 60 s against one instance on PGlite with the demo tier; targets 0 errors and p99 ≤ 1.5 s.
 * `--cold` empties the shared report cache before the cluster run. Env: LOAD_STAFF, LOAD_EMBEDDED_STAFF,
 * LOAD_SECONDS, LOAD_SEED (the same seed, the same choices by every member).
 */
import { clusterRun } from './load/cluster';
import { embeddedRun } from './load/embedded';
import { loadOptions } from './load/options';

const options = loadOptions(process.argv.slice(2));

// Whatever ends the bench, the servers and the balancer it started end with it.
const stops = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void Promise.allSettled([...stops].map((stop) => stop())).then(() => process.exit(130));
  });
const stopping = (stop: () => Promise<void>) => stops.add(stop);

const met: boolean[] = [];
if (options.cluster) met.push(await clusterRun(options, stopping));
if (options.embedded) met.push(await embeddedRun(options, stopping));
console.log(`\nall targets met: ${met.every(Boolean) ? 'yes' : 'no'}`);
