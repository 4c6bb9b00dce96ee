import type { PlatformConnector } from '../src/connectors/platform/types';
import { platformConnector } from '../src/sync/connector';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import type { Envelope } from '@adops/common/codes';
import { signRequest, type Salts } from '@adops/common/signing';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createAppContext, followDatabase, type AppContext, type Clock } from '../src/context';
import { openDatabase, type Database } from '../src/db/client';
import { seedDemo, seedOrganization } from '../src/db/seed/demo';
import type { TierName } from '../src/db/seed/tiers';
import type { DailyFact } from '../src/facts/writer';
import { syncMenuModules } from '../src/db/seed/modules';
import { exportThreadOn } from '../src/reports/exportThread/exportThread';
import { newServerDatabase } from './databases';

export const DEMO_PASSWORD = 'Demo@2026';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private time = Date.now()) {}
  now() {
    return this.time;
  }
  advance(ms: number) {
    this.time += ms;
  }
}

/**
 * A fresh database for one test file, started from the run's migrated one (`globalSetup.ts`): in-memory PGlite,
 * or a new database on the server of TEST_DATABASE_URL (dropped again at close), so that files can run side
 * by side.
 */
async function freshDatabase(
  queryTimeoutMs?: number,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const migrated = inject('migratedDatabase');
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://', image: migrated.image, queryTimeoutMs });
    return { database, drop: async () => {} };
  }
  const { url, drop } = await newServerDatabase(serverUrl, 'test', migrated.template);
  return { database: await openDatabase({ url, queryTimeoutMs }), url, drop };
}

export interface CallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The caller's socket address (inject's default is 127.0.0.1). */
  ip?: string;
  /** Replaces the signature: `false` sends none, an object overrides its fields. */
  signature?: false | Partial<{ sessionId: string; saltId: number; timestamp: number }>;
}

/** One server instance: its app and how to call it, signed as the browser signs. */
export interface Instance {
  app: AppContext;
  fastify: FastifyInstance;
  call<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    options?: CallOptions,
  ): Promise<Envelope<T> & { http: number }>;
}

export interface TestApi extends Instance {
  database: Database;
  /** The PostgreSQL database of this test file (TEST_DATABASE_URL); none on PGlite. */
  databaseUrl?: string;
  clock: TestClock;
  config: Config;
  /** Signs in and gives the token and user id. */
  login(username: string, password?: string, ip?: string): Promise<{ token: string; id: number }>;
  close(): Promise<void>;
}

function queryString(values: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  );
}

/**
 * A server on a fresh database with the demo organization and logins; with `tier`, the whole demo agency of
 * that size from the simulator, whose clock is the test clock.
 */
export async function createTestApi(
  env: Record<string, string> = {},
  options: {
    tier?: TierName;
    clock?: TestClock;
    platform?: PlatformConnector;
    /** Where the demo's group robots post: with it the tier has its robots and the notice rules on them. */
    robotBase?: string;
    /** The requests' query time budget (`db`); none by default. */
    queryTimeoutMs?: number;
  } = {},
): Promise<TestApi> {
  const { database, url: databaseUrl, drop } = await freshDatabase(options.queryTimeoutMs);
  await database.migrate();
  await syncMenuModules(database.db);
  const clock = options.clock ?? new TestClock();
  if (options.tier) {
    await seedDemo(database, {
      password: DEMO_PASSWORD,
      tier: options.tier,
      now: () => new Date(clock.now()),
      ...(options.robotBase ? { robotBase: options.robotBase } : {}),
    });
  } else {
    await seedOrganization(database.db, { password: DEMO_PASSWORD });
  }
  const config = loadConfig({ DATA_DIR: 'memory://', ...env });
  // The seeded world's simulator, as `npm start` has it, unless the test brings its own platform.
  const platform =
    options.platform ?? (await platformConnector(config, database.db, () => clock.now())) ?? undefined;
  const { app, fastify, call } = await startInstance(database, config, clock, databaseUrl, platform);
  return {
    database,
    ...(databaseUrl ? { databaseUrl } : {}),
    fastify,
    app,
    clock,
    config,
    call,
    async login(username, password = DEMO_PASSWORD, ip) {
      const result = await call<{ token: string; id: number }>('GET', '/api/crm/sys/login', {
        query: { username, password },
        ...(ip ? { ip } : {}),
      });
      if (result.status !== 1) throw new Error(`login ${username}: ${result.status} ${result.desc}`);
      return result.data;
    },
    async close() {
      await fastify.close();
      await database.close();
      await drop();
    },
  };
}

/** A server instance on `database`, following its announcements as `npm start` does. */
async function startInstance(
  database: Database,
  config: Config,
  clock: Clock,
  url?: string,
  platform?: PlatformConnector,
): Promise<Instance> {
  const app: AppContext = createAppContext({
    ...(platform ? { platform } : {}),
    db: database.db,
    config,
    clock,
    shared: database.kind === 'pg',
    ...(url ? { exportThread: exportThreadOn(url, config.queryTimeoutMs) } : {}),
  });
  await followDatabase(app, database);
  // TEST_LOG=error shows what a failing call logged (a 500's cause).
  const fastify = await buildApp(
    app,
    process.env.TEST_LOG ? { logger: { level: process.env.TEST_LOG } } : {},
  );

  const call: Instance['call'] = async (method, url, options = {}) => {
    const override = options.signature;
    const signature =
      override === false ? undefined : { ...sign(config.salts, clock, options.token), ...override };
    const response = await fastify.inject({
      method,
      url,
      query: queryString({ ...options.query, ...signature }),
      headers: {
        ...(signature ? { saltId: String(signature.saltId), timestamp: String(signature.timestamp) } : {}),
        ...(options.token ? { token: options.token } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
    // A file (an export) is no envelope: its success is the HTTP status.
    if (!String(response.headers['content-type']).startsWith('application/json'))
      return {
        http: response.statusCode,
        status: response.statusCode === 200 ? 1 : 500,
        desc: '',
        data: null as never,
      };
    return { http: response.statusCode, ...(response.json() as Envelope<never>) };
  };
  return { app, fastify, call };
}

/**
 * A second server instance beside a test's: on PostgreSQL a process of its own would have its own connections,
 * so it gets them (pools and the listening one); on PGlite it shares the database, as only one process can.
 * Closed before the test's own.
 */
export async function anotherInstance(
  api: TestApi,
  env: Record<string, string> = {},
): Promise<Instance & { database: Database; close(): Promise<void> }> {
  const database = api.databaseUrl ? await openDatabase({ url: api.databaseUrl }) : api.database;
  const config = loadConfig({ DATA_DIR: 'memory://', ...env });
  const platform = (await platformConnector(config, database.db, () => api.clock.now())) ?? undefined;
  const instance = await startInstance(database, config, api.clock, api.databaseUrl, platform);
  return {
    ...instance,
    database,
    async close() {
      await instance.fastify.close();
      if (database !== api.database) await database.close();
    },
  };
}

/**
 * The next NOTIFY on `channel` as the instances hear it: awaited, every instance on `database` has heard it
 * (their listeners came first).
 */
export function announcement(database: Database, channel: string): Promise<void> {
  return new Promise((resolve) => void database.listen(channel, () => resolve()));
}

function sign(salts: Salts, clock: Clock, token?: string) {
  return signRequest(token, { salts, now: clock.now() });
}

/** A day of an account with `fee` cents spent, all of it cash, and nothing else unless `more` says so. */
export const spendFact = (
  accountId: number,
  day: string,
  fee: number,
  more: Partial<DailyFact> = {},
): DailyFact => ({
  accountId,
  day,
  fee,
  cashFee: fee,
  grantFee: 0,
  impressions: 0,
  clicks: 0,
  interactions: 0,
  consults: 0,
  leads: 0,
  landingVisits: 0,
  orderValue: 0,
  ...more,
});
