import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FakeRobots, serveFakeRobots } from '../src/connectors/wecom/fakeRobots';
import { WEBHOOK_PATH } from '../src/connectors/wecom/protocol';
import { queryRows } from '../src/db/rows';
import { seedOrganization } from '../src/db/seed/demo';
import { syncMenuModules } from '../src/db/seed/modules';
import { LAPSED_ATTEMPT } from '../src/notices/delivery';
import { queueNotice } from '../src/notices/queue';
import { serverDatabase, startServer, until, type ServerDatabase, type ServerProcess } from './serverProcess';

/**
 * The real server killed while a message is on its way to the robot (taken from the outbox, posted, no answer
 * yet), with more queued behind it: the next start sends every message, in order, none twice.
 */

const TEST_MS = 120_000;
/** Within a robot's minute, with the attempts the dead instance made. */
const MESSAGES = 12;
const robots = new FakeRobots();
let served: Awaited<ReturnType<typeof serveFakeRobots>>;
let where: ServerDatabase;

beforeAll(async () => {
  served = await serveFakeRobots(robots);
  robots.add('crash');
  where = await serverDatabase('notice_crash');
  await where.inDatabase(async (database) => {
    await database.migrate();
    await syncMenuModules(database.db);
    await seedOrganization(database.db, { password: 'Demo@2026' });
    const [robot] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into notice_robots (name, webhook_url, kind)
        values ('运营一部群', ${`${served.url}${WEBHOOK_PATH}?key=crash`}, 'internal') returning id`,
    );
    await database.db.transaction(async (tx) => {
      for (let i = 1; i <= MESSAGES; i++)
        await queueNotice(tx, {
          robot: { id: Number(robot!.id), name: '运营一部群' },
          source: 'test',
          dedupeKey: `crash:${i}`,
          message: { msgtype: 'text', content: `第 ${i} 条` },
          now: new Date(),
        });
    });
  });
}, TEST_MS);
afterAll(async () => {
  await served?.close();
  await where?.drop();
});

const serve = (): ServerProcess =>
  startServer({
    ...where.env,
    SEED_DEMO: 'false',
    PLATFORM_SYNC: 'off',
    SCHEDULER_TICK_SECONDS: '0',
    NOTICE_TICK_SECONDS: '0.2',
    NOTICE_LEASE_SECONDS: '2',
    NOTICE_TIMEOUT_SECONDS: '60',
  });

const outbox = () =>
  where.inDatabase(({ db }) =>
    queryRows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from notice_outbox group by status order by status`,
    ),
  );

describe('the outbox killed mid-send', { timeout: TEST_MS }, () => {
  it('sends every message after the restart, in order, none twice', async () => {
    robots.fail('crash', 'hang', 1, 5);
    const first = serve();
    await first.printed(/Server listening at/);
    await until(() => robots.hung('crash') === 1, 'the sixth message to be on its way');
    await first.kill();
    expect(robots.received('crash')).toHaveLength(5);
    // The batch it took is held for the dead instance: the sixth on its way, the rest behind it.
    expect(await outbox()).toEqual([
      { status: 'sending', n: MESSAGES - 5 },
      { status: 'sent', n: 5 },
    ]);

    const second = serve();
    await until(() => robots.received('crash').length >= MESSAGES, 'every message to arrive');
    await second.terminate(10_000);
    expect(robots.received('crash').map((m) => m.content)).toEqual(
      Array.from({ length: MESSAGES }, (_, i) => `第 ${i + 1} 条`),
    );
    expect(await outbox()).toEqual([{ status: 'sent', n: MESSAGES }]);
    // The sixth's first attempt is in the log as one whose answer never came.
    const sixth = await where.inDatabase(({ db }) =>
      queryRows<{ errcode: number; delivery: string; note: unknown }>(
        db,
        sql`select a.errcode, a.delivery, a.note from notice_attempts a join notice_outbox m on m.id = a.message_id
          where m.dedupe_key = 'crash:6' order by a.id`,
      ),
    );
    expect(sixth).toEqual([
      { errcode: -1, delivery: 'retry', note: LAPSED_ATTEMPT },
      { errcode: 0, delivery: 'sent', note: null },
    ]);
  });
});
