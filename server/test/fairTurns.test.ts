import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { inLane } from '../src/db/lane';
import { FairQueue } from '../src/db/pglite/fairQueue';

describe('a fair queue', () => {
  it('takes one from each lane in turn, lanes in the order they first waited', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3', 'b1', 'c1', 'c2']) queue.push(item[0]!, item);
    const taken = Array.from({ length: 7 }, () => queue.shift());
    expect(taken).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3', undefined]);
    expect(queue.size).toBe(0);
  });
});

describe('the embedded database under one user’s long work', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('answers another user’s statement in its turn, not after all of the first user’s', async () => {
    const finished: string[] = [];
    const inTurn = (lane: string, statement: ReturnType<typeof sql>, name: string) =>
      inLane(lane, async () => {
        await database.db.execute(statement);
        finished.push(name);
      });
    const long = Array.from({ length: 12 }, (_, i) =>
      inTurn('pivot user', sql`select pg_sleep(0.02)`, `long ${i}`),
    );
    const home = inTurn('home user', sql`select 1`, 'home');
    await Promise.all([...long, home]);
    // Two are sent at a time, then lanes take turns: the other user's statement waits for those already sent
    // and the one whose lane was first in line, not for the other nine.
    expect(finished.indexOf('home')).toBeLessThanOrEqual(3);
  });
});
