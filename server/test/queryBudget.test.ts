import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import { MESSAGES } from '@adops/common/messages';
import { openDatabase, type Database } from '../src/db/client';
import { queryRows } from '../src/db/rows';
import { QUERY_CANCELED, sqlState } from '../src/db/sqlState';
import { registerRoutes, route } from '../src/http/route';
import { createTestApi, type TestApi } from './harness';

/**
 * The query time budget: on PGlite (in its own thread) and on PostgreSQL (TEST_DATABASE_URL), a statement past
 * the budget fails with 57014 at about the budget while the event loop stays free, and a request that meets
 * one is told to narrow its range.
 */

const BUDGET_MS = 200;
/** About 1.2 s on PGlite, 0.5 s on PostgreSQL. */
const SLOW = sql`select count(*) from generate_series(1, 6000000)`;
const onPglite = !process.env.TEST_DATABASE_URL;

/** How `work` ended, how long it took, and the event loop's longest stall meanwhile. */
async function watched(work: () => Promise<unknown>) {
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const started = performance.now();
  const error = await work().then(
    () => undefined,
    (e: unknown) => e,
  );
  const ms = performance.now() - started;
  stalls.disable();
  return { error, ms, longestStallMs: stalls.max / 1e6 };
}

let database: Database;
/** A table of the test's own, also on the shared PostgreSQL test database. */
const probe = `budget_probe_${randomBytes(4).toString('hex')}`;
const count = async () =>
  (
    await queryRows<{ n: number }>(database.background, sql.raw(`select count(*)::int as n from ${probe}`))
  )[0]!.n;

beforeAll(async () => {
  database = await openDatabase({ url: process.env.TEST_DATABASE_URL, queryTimeoutMs: BUDGET_MS });
  await database.background.execute(sql.raw(`create table ${probe} (id int primary key)`));
});
afterAll(async () => {
  await database.background.execute(sql.raw(`drop table if exists ${probe}`));
  await database.close();
});

describe('the query time budget', () => {
  it('fails a statement past it with 57014 at about the budget, the event loop free meanwhile', async () => {
    const { error, ms, longestStallMs } = await watched(() => database.db.execute(SLOW));
    expect(sqlState(error)).toBe(QUERY_CANCELED);
    expect(ms).toBeGreaterThanOrEqual(BUDGET_MS - 20);
    expect(ms).toBeLessThan(BUDGET_MS + 700);
    expect(longestStallMs).toBeLessThan(100);
  });

  it('leaves the database answering correctly afterwards', async () => {
    // PGlite outlasts the statement: the unbudgeted connection waits for it, then the budgeted one is free again.
    expect(await queryRows(database.background, sql`select 41 + 1 as n`)).toEqual([{ n: 42 }]);
    expect(await queryRows(database.db, sql`select 'still here' as s`)).toEqual([{ s: 'still here' }]);
  });

  it('ends a transaction whose statement ran out of time rolled back, even if the caller goes on', async () => {
    const failed = await watched(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into ${probe} values (1)`));
        await tx.execute(SLOW);
      }),
    );
    expect(sqlState(failed.error)).toBe(QUERY_CANCELED);
    expect(failed.ms).toBeLessThan(BUDGET_MS + 700);
    expect(await count()).toBe(0);

    // A caller that swallows the timeout and returns normally still commits nothing.
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into ${probe} values (2)`));
        await tx.execute(SLOW).catch(() => {});
      })
      .catch(() => {});
    expect(await count()).toBe(0);
  });

  it.runIf(onPglite)('never runs later a statement that timed out waiting behind a long one', async () => {
    const slow = database.db.execute(SLOW).catch(() => {});
    const { error } = await watched(() => database.db.execute(sql.raw(`insert into ${probe} values (3)`)));
    expect(sqlState(error)).toBe(QUERY_CANCELED);
    await slow;
    expect(await count()).toBe(0);
  });

  it('does not limit the background connection', async () => {
    const [row] = await queryRows<{ count: string | bigint | number }>(database.background, SLOW);
    expect(Number(row!.count)).toBe(6_000_000);
  });
});

describe('a request that meets the budget', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    registerRoutes(api.fastify, api.app, [
      route({
        method: 'GET',
        url: '/api/test/slowQuery',
        access: 'public',
        handler: () => database.db.execute(SLOW),
      }),
    ]);
  });
  afterAll(() => api.close());

  it('is answered 130 "narrow the range", not 500, while cheap calls keep answering', async () => {
    const slow = api.call('GET', '/api/test/slowQuery', { headers: { 'accept-language': 'en' } });
    const cheap = await watched(() => api.call('GET', '/api/crm/noSuchEndpoint'));
    expect(cheap.ms).toBeLessThan(BUDGET_MS);
    const answer = await slow;
    expect(answer).toMatchObject({ http: 200, status: Status.INVALID, desc: MESSAGES.queryTimeout.en });
    expect(await api.call('GET', '/api/test/slowQuery')).toMatchObject({ desc: MESSAGES.queryTimeout.zh });
  });
});
