import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { queryRows } from '../src/db/rows';
import { rerunnable, TRANSACTION_ATTEMPTS } from '../src/db/retry';
import { connectionLost, sqlState } from '../src/db/sqlState';

/**
 * Every transaction of the database client is run again, a few times, when PostgreSQL rolled it back so that
 * another could go on (a deadlock, a serialization failure) or its connection was lost before the commit; on
 * PGlite and on PostgreSQL (TEST_DATABASE_URL). Nothing else is run twice.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: Database;
/** A table of the test's own, also on the shared PostgreSQL test database. */
const table = sql.identifier(`retry_probe_${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  database = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
  await database.db.execute(sql`create table ${table} (id int primary key, n int not null default 0)`);
});
afterAll(async () => {
  await database.db.execute(sql`drop table if exists ${table}`);
  await database.close();
});

const rows = () =>
  queryRows<{ id: number; n: number }>(database.db, sql`select id, n from ${table} order by id`);
const fresh = async (...ids: number[]) => {
  await database.db.execute(sql`delete from ${table}`);
  for (const id of ids) await database.db.execute(sql`insert into ${table} (id) values (${id})`);
};
/** A real serialization failure (SQLSTATE 40001), raised by the database. */
const serializationFailure = sql`do $$ begin raise exception 'could not serialize access' using errcode = 'serialization_failure'; end $$`;

describe('a transaction', () => {
  it('rolled back for a serialization failure is run again, once to its end', async () => {
    await fresh();
    let attempts = 0;
    const answer = await database.db.transaction(async (tx) => {
      attempts++;
      await tx.execute(sql`insert into ${table} (id) values (1)`);
      if (attempts === 1) await tx.execute(serializationFailure);
      return 'done';
    });
    expect({ answer, attempts }).toEqual({ answer: 'done', attempts: 2 });
    expect(await rows()).toEqual([{ id: 1, n: 0 }]);
  });

  it(`fails with the database's error after ${TRANSACTION_ATTEMPTS} attempts`, async () => {
    await fresh();
    let attempts = 0;
    const failure = await database.db
      .transaction(async (tx) => {
        attempts++;
        await tx.execute(sql`insert into ${table} (id) values (1)`);
        await tx.execute(serializationFailure);
      })
      .catch((error: unknown) => error);
    expect({ state: sqlState(failure), attempts }).toEqual({
      state: '40001',
      attempts: TRANSACTION_ATTEMPTS,
    });
    expect(await rows()).toEqual([]);
  });

  it('that fails otherwise (a refusal, a broken rule) is not run again', async () => {
    await fresh(1);
    let attempts = 0;
    const failure = await database.db
      .transaction(async (tx) => {
        attempts++;
        await tx.execute(sql`insert into ${table} (id) values (1)`);
      })
      .catch((error: unknown) => error);
    expect({ state: sqlState(failure), attempts }).toEqual({ state: '23505', attempts: 1 });
  });

  it.runIf(onPostgres)('chosen as a deadlock’s victim is run again: both transactions succeed', async () => {
    await fresh(1, 2);
    const signal = () => {
      let done!: () => void;
      return { promise: new Promise<void>((resolve) => (done = resolve)), done: () => done() };
    };
    const [first, second] = [signal(), signal()];
    // Each locks its row, then waits for the other's: one of them is told 40P01 and rolled back.
    const crossing = (
      mine: number,
      theirs: number,
      locked: ReturnType<typeof signal>,
      other: typeof locked,
    ) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update ${table} set n = n + 1 where id = ${mine}`);
        locked.done();
        await other.promise;
        await tx.execute(sql`update ${table} set n = n + 1 where id = ${theirs}`);
      });
    await Promise.all([crossing(1, 2, first, second), crossing(2, 1, second, first)]);
    expect(await rows()).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it.runIf(onPostgres)('whose connection is lost before its commit is run again on another', async () => {
    await fresh();
    let attempts = 0;
    await database.db.transaction(async (tx) => {
      attempts++;
      await tx.execute(sql`insert into ${table} (id) values (1)`);
      if (attempts === 1) await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
    });
    expect(attempts).toBe(2);
    expect(await rows()).toEqual([{ id: 1, n: 0 }]);
  });
});

describe('what is run again', () => {
  const lost = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: commit'), { cause });

  it('deadlocks and serialization failures, whenever they come', () => {
    expect(rerunnable(wrapped({ code: '40P01' }), true)).toBe(true);
    expect(rerunnable({ code: '40001' }, false)).toBe(true);
  });

  it('a lost connection only before the commit was asked for: after, its outcome is unknown', () => {
    expect(rerunnable(wrapped(lost), false)).toBe(true);
    expect(rerunnable(wrapped(lost), true)).toBe(false);
    expect(rerunnable(new Error('Connection terminated unexpectedly'), false)).toBe(true);
  });

  it('nothing else', () => {
    for (const code of ['23505', '57014', '23503', '42P01'])
      expect(rerunnable(wrapped({ code }), false), code).toBe(false);
    expect(rerunnable(new Error('no such order'), false)).toBe(false);
  });

  it('a lost connection is told from a refusal', () => {
    expect(connectionLost(wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })))).toBe(
      true,
    );
    expect(connectionLost({ code: '08006' })).toBe(true);
    expect(connectionLost({ code: '57014' })).toBe(false);
    expect(connectionLost(new Error('duplicate key value violates unique constraint'))).toBe(false);
  });
});
