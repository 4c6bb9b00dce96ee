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

if (!Number.isFinite(SECONDS) || SECONDS <= 0) throw new Error('BENCH_SECONDS must be a positive number');

interface Figures {
  name: string;
  rps: number;
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

async function load(name: string, target: Target, expectBody: string): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: SECONDS,
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
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
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
  const userInfoFigures = await load('getUserInfo', userInfo, (await fetchOk(userInfo)).body);

  const bareRoute: Target = { url: urlOf(bare, '/bare').toString(), headers: {} };
  const bareFigures = await load('bare route', bareRoute, (await fetchOk(bareRoute)).body);

  const ratio = (userInfoFigures.rps / bareFigures.rps) * 100;
  console.log(
    `\nCPU cores: ${availableParallelism()}, database: ${database.kind}, ` +
      `${CONNECTIONS} connections, ${SECONDS} s per phase\n`,
  );
  console.table(
    Object.fromEntries(
      [userInfoFigures, bareFigures].map((f) => [
        f.name,
        { 'req/s (avg)': Math.round(f.rps), 'p50 (ms)': f.p50, 'p99 (ms)': f.p99 },
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
