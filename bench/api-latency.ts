import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '@adops/server/src/app';
import { loadConfig } from '@adops/server/src/config';
import { createAppContext, systemClock } from '@adops/server/src/context';
import { openDatabase } from '@adops/server/src/db/client';
import { seedOrganization } from '@adops/server/src/db/seed/demo';
import { syncMenuModules } from '@adops/server/src/db/seed/modules';
import { fetchOk, signed, type Target } from './signed';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
const PASSWORD = 'Demo@2026';
/**
 * Each route's SECONDS are measured in this many slices, taken in turns (getUserInfo, bare, bare, getUserInfo,
 * …): load from other work on the machine then falls on both alike, not on whichever ran while it lasted.
 */
const SLICES = 4;
/** Unmeasured load on each route first, so neither pays for compiling the HTTP code both run. */
const WARMUP_SECONDS = 1;

if (!Number.isFinite(SECONDS) || SECONDS <= 0) throw new Error('BENCH_SECONDS must be a positive number');

interface Figures {
  name: string;
  rps: number;
  /** The slowest slice's percentiles. */
  p50: number;
  p99: number;
}

function urlOf(fastify: FastifyInstance, path: string, query: Record<string, string | number> = {}): URL {
  const address = fastify.server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on TCP');
  const url = new URL(path, `http://127.0.0.1:${address.port}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url;
}

async function load(name: string, target: Target, expectBody: string, seconds: number) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: seconds,
    // The load generator runs in a worker thread so it does not share the server's event loop.
    workers: 1,
    // Every answer is HTTP 200, failures included, so compare the body with the one checked beforehand.
    expectBody,
  });
  const bad = result.non2xx + result.errors + result.timeouts + result.mismatches;
  if (bad > 0 || result.requests.total === 0) {
    throw new Error(
      `${name}: ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ` +
        `${result.timeouts} timeouts, ${result.mismatches} unexpected bodies`,
    );
  }
  return result;
}

interface Phase {
  name: string;
  target: Target;
  body: string;
}

/** Both phases warmed up, then measured in alternating slices; requests per second over all of a phase's slices. */
async function measure(phases: [Phase, Phase]): Promise<[Figures, Figures]> {
  for (const phase of phases) await load(phase.name, phase.target, phase.body, WARMUP_SECONDS);
  const totals = phases.map((phase) => ({ phase, requests: 0, seconds: 0, p50: 0, p99: 0 }));
  for (let slice = 0; slice < SLICES; slice++) {
    for (const total of slice % 2 ? [...totals].reverse() : totals) {
      const result = await load(total.phase.name, total.phase.target, total.phase.body, SECONDS / SLICES);
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p50 = Math.max(total.p50, result.latency.p50);
      total.p99 = Math.max(total.p99, result.latency.p99);
    }
  }
  const [first, second] = totals.map((t) => ({
    name: t.phase.name,
    rps: t.requests / t.seconds,
    p50: t.p50,
    p99: t.p99,
  }));
  return [first!, second!];
}

const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: 'memory://' },
);
await database.migrate();
await syncMenuModules(database.db);
await seedOrganization(database.db, { password: PASSWORD });
const config = loadConfig({ DATA_DIR: 'memory://' });
const api = await buildApp(createAppContext({ db: database.db, config, clock: systemClock }));
await api.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ status: 1, desc: 'ok', data: { hello: 'world' } }));
await bare.listen({ port: 0, host: '127.0.0.1' });

try {
  const login = signed(
    urlOf(api, '/api/crm/sys/login', { username: 'admin', password: PASSWORD }),
    config.salts,
  );
  const { data: session } = await fetchOk<{ token: string; id: number }>(login);

  const userInfoUrl = urlOf(api, '/api/crm/sys/getUserInfo', { uid: session.id });
  const userInfo = signed(userInfoUrl, config.salts, session.token);
  const bareRoute: Target = { url: urlOf(bare, '/bare').toString(), headers: {} };
  const [userInfoFigures, bareFigures] = await measure([
    { name: 'getUserInfo', target: userInfo, body: (await fetchOk(userInfo)).body },
    { name: 'bare route', target: bareRoute, body: (await fetchOk(bareRoute)).body },
  ]);

  const ratio = (userInfoFigures.rps / bareFigures.rps) * 100;
  console.log(
    `\nCPU cores: ${availableParallelism()}, database: ${database.kind}, ${CONNECTIONS} connections, ` +
      `${SECONDS} s per route in ${SLICES} alternating slices after ${WARMUP_SECONDS} s of warm-up each\n`,
  );
  console.table(
    Object.fromEntries(
      [userInfoFigures, bareFigures].map((f) => [
        f.name,
        { 'req/s (avg)': Math.round(f.rps), 'p50 (ms, worst slice)': f.p50, 'p99 (ms, worst slice)': f.p99 },
      ]),
    ),
  );
  console.log(`getUserInfo throughput: ${ratio.toFixed(1)}% of bare route`);
  console.log('target: getUserInfo >= 50% of bare route throughput');
  console.log(`target met: ${ratio >= 50 ? 'yes' : 'no'}`);
} finally {
  await bare.close();
  await api.close();
  await database.close();
}
