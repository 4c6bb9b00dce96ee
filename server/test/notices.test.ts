import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEND_LOG_ATTEMPTS, type AttemptRow } from '@adops/common/contract/notices';
import { formatMessage } from '@adops/common/messages';
import { FakeRobots, serveFakeRobots } from '../src/connectors/wecom/fakeRobots';
import { WEBHOOK_PATH } from '../src/connectors/wecom/protocol';
import { queryRows } from '../src/db/rows';
import { deliverDue, type DeliveryDeps } from '../src/notices/delivery';
import { queueNotice } from '../src/notices/queue';
import { anotherInstance, createTestApi, TestClock, type Instance, type TestApi } from './harness';

/**
 * The outbox against the fake robots, on the test clock both read: every message leaves once, in order per
 * robot, within 20 a minute; what the robot did not take is tried again later, what it refused for good is not.
 */

const clock = new TestClock(Date.parse('2026-11-27T09:00:00+08:00'));
const robots = new FakeRobots(() => clock.now());
let served: Awaited<ReturnType<typeof serveFakeRobots>>;
let api: TestApi;

beforeAll(async () => {
  served = await serveFakeRobots(robots);
  api = await createTestApi({}, { clock });
});
afterAll(async () => {
  await api.close();
  await served.close();
});

async function addRobot(key: string, known = true): Promise<{ id: number; name: string }> {
  if (known) robots.add(key);
  const [robot] = await queryRows<{ id: number; name: string }>(
    api.app.db,
    sql`insert into notice_robots (name, webhook_url, kind)
      values (${`机器人${key}`}, ${`${served.url}${WEBHOOK_PATH}?key=${key}`}, 'internal') returning id, name`,
  );
  return { id: Number(robot!.id), name: robot!.name };
}

const queue = (robot: { id: number; name: string }, key: string, content: string) =>
  api.app.db.transaction((tx) =>
    queueNotice(tx, {
      robot,
      source: 'test',
      dedupeKey: key,
      message: { msgtype: 'text', content },
      now: new Date(clock.now()),
    }),
  );

const deps = (on: Instance = api, instance = 'a'): DeliveryDeps => ({
  db: on.app.db,
  clock,
  instance,
  leaseMs: 60_000,
  timeoutMs: 300,
});

/** Rounds of the outbox, the clock moving `stepMs` between them, until nothing is left queued (or `rounds`). */
async function deliverAll(stepMs: number, rounds = 200, instances: DeliveryDeps[] = [deps()]) {
  for (let i = 0; i < rounds; i++) {
    await Promise.all(instances.map((d) => deliverDue(d)));
    const [left] = await queryRows<{ n: number }>(
      api.app.db,
      sql`select count(*)::int as n from notice_outbox where status in ('queued', 'sending')`,
    );
    if (!Number(left!.n)) return;
    clock.advance(stepMs);
  }
}

const statuses = (robotId: number) =>
  queryRows<{ status: string; attempts: number; last_errcode: number | null }>(
    api.app.db,
    sql`select status, attempts, last_errcode from notice_outbox where robot_id = ${robotId} order by id`,
  );

describe('the outbox', () => {
  it('sends a burst of 50 to one robot, at most 20 a minute, all of them, in order', async () => {
    const robot = await addRobot('burst');
    for (let i = 1; i <= 50; i++) await queue(robot, `burst:${i}`, `第 ${i} 条`);
    await deliverAll(5_000);
    const received = robots.received('burst');
    expect(received.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `第 ${i + 1} 条`));
    for (let i = 0; i + 20 < received.length; i++)
      expect(received[i + 20]!.at - received[i]!.at).toBeGreaterThanOrEqual(60_000);
    const [attempts] = await queryRows<{ n: number; over: number }>(
      api.app.db,
      sql`select count(*)::int as n, count(*) filter (where errcode = 45009)::int as over from notice_attempts
        where robot_id = ${robot.id}`,
    );
    expect(attempts).toEqual({ n: 50, over: 0 });
  });

  it('tries again what the robot did not take (over its limit, no answer), in order, and not a refusal', async () => {
    const flaky = await addRobot('flaky');
    robots.fail('flaky', 45009);
    robots.fail('flaky', 'hang');
    for (const n of [1, 2, 3]) await queue(flaky, `flaky:${n}`, `消息 ${n}`);
    const gone = await addRobot('gone', false);
    for (const n of [1, 2]) await queue(gone, `gone:${n}`, `消息 ${n}`);
    await deliverAll(10_000);
    expect(robots.received('flaky').map((m) => m.content)).toEqual(['消息 1', '消息 2', '消息 3']);
    expect(await statuses(flaky.id)).toEqual([
      { status: 'sent', attempts: 3, last_errcode: 0 },
      { status: 'sent', attempts: 1, last_errcode: 0 },
      { status: 'sent', attempts: 1, last_errcode: 0 },
    ]);
    expect(await statuses(gone.id)).toEqual([
      { status: 'failed', attempts: 1, last_errcode: 93000 },
      { status: 'failed', attempts: 1, last_errcode: 93000 },
    ]);
    clock.advance(3_600_000);
    await deliverDue(deps());
    expect((await statuses(gone.id)).map((s) => s.attempts)).toEqual([1, 1]);
  });

  it('queues a notice once however often it is queued, a long one as its parts', async () => {
    const robot = await addRobot('once');
    const long = Array.from({ length: 200 }, (_, i) => `第 ${i} 行：账户余额不足，请及时充值`).join('\n');
    const first = await queue(robot, 'once:1', long);
    expect(first.length).toBeGreaterThan(1);
    expect(await queue(robot, 'once:1', long)).toEqual([]);
    await deliverAll(5_000);
    expect(
      robots
        .received('once')
        .map((m) => m.content)
        .join('\n'),
    ).toBe(long);
  });

  it('sends each message once when two instances deliver at the same time', async () => {
    const other = await anotherInstance(api);
    const keys = ['two-a', 'two-b', 'two-c'];
    const two = await Promise.all(keys.map((k) => addRobot(k)));
    for (let i = 1; i <= 10; i++)
      for (const robot of two) await queue(robot, `${robot.id}:${i}`, `第 ${i} 条`);
    await deliverAll(5_000, 200, [deps(api, 'a'), deps(other, 'b')]);
    for (const key of keys)
      expect(robots.received(key).map((m) => m.content)).toEqual(
        Array.from({ length: 10 }, (_, i) => `第 ${i + 1} 条`),
      );
    await other.close();
  });

  it('logs the post of an instance that died as an attempt without an answer, in the reader’s language', async () => {
    const robot = await addRobot('lapsed');
    await queue(robot, 'lapsed:1', '第 1 条');
    // As an instance leaves a message it died posting: taken, posted, its lease running out.
    await api.app.db.execute(sql`update notice_outbox set status = 'sending', lease_owner = 'dead',
        lease_until = ${new Date(clock.now() + 1_000)}, posted_at = ${new Date(clock.now())}
      where dedupe_key = 'lapsed:1'`);
    clock.advance(2_000);
    await deliverAll(5_000);
    expect(robots.received('lapsed').map((m) => m.content)).toEqual(['第 1 条']);
    const [message] = await queryRows<{ id: number }>(
      api.app.db,
      sql`select id from notice_outbox where dedupe_key = 'lapsed:1'`,
    );
    const { token } = await api.login('admin');
    const attempts = (lang: string) =>
      api.call<{ list: AttemptRow[] }>('GET', SEND_LOG_ATTEMPTS.url, {
        token,
        query: { id: Number(message!.id) },
        headers: { cookie: `language=${lang}` },
      });
    const told = async (lang: string) => (await attempts(lang)).data.list.map((a) => [a.errcode, a.errmsg]);
    expect(await told('zh')).toEqual([
      [-1, formatMessage('noticeLapsed', 'zh')],
      [0, 'ok'],
    ]);
    expect(await told('en')).toEqual([
      [-1, formatMessage('noticeLapsed', 'en')],
      [0, 'ok'],
    ]);
  });
});
