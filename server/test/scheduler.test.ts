import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/rows';
import { LAPSED_NOTE, type ClaimedRun } from '../src/jobs/claim';
import { cleanUp } from '../src/jobs/cleanup';
import { startScheduler, type JobHandler, type Scheduler } from '../src/jobs/scheduler';
import { anotherInstance, createTestApi, TestClock, type Instance, type TestApi } from './harness';

/**
 * The scheduler as two server instances run it on one database (two connections' worth on PostgreSQL with
 * TEST_DATABASE_URL; on PGlite the same code shares the one database): each due time runs once, a run whose
 * instance died is failed and the next one runs, a run asked for by hand runs once at the next tick.
 */

const START = Date.parse('2026-11-27T10:00:00+08:00');
const MINUTE = 60_000;
const LEASE_MS = 30_000;

let api: TestApi;
let other: Instance & { close(): Promise<void> };
const clock = new TestClock(START);

beforeAll(async () => {
  api = await createTestApi({}, { clock });
  other = await anotherInstance(api);
});
afterAll(async () => {
  await other.close();
  await api.close();
});

async function addJob(kind: string, cron: string, nextRunAt: number): Promise<number> {
  const [job] = await queryRows<{ id: number }>(
    api.app.db,
    sql`insert into scheduled_jobs (kind, cron, next_run_at) values (${kind}, ${cron}, ${new Date(nextRunAt)})
      returning id`,
  );
  return Number(job!.id);
}

interface RunRow {
  due: string;
  status: string;
  instance: string;
  trigger: string;
  message: string | null;
  note: unknown;
}
const runsOf = (jobId: number) =>
  queryRows<RunRow>(
    api.app.db,
    sql`select to_char(due_at at time zone 'Asia/Shanghai', 'HH24:MI') as due, status, instance, trigger, message, note
      from job_runs where job_id = ${jobId} order by due_at`,
  );

const scheduler = (on: Instance, instance: string, handlers: Record<string, JobHandler>): Scheduler =>
  startScheduler({ db: on.app.db, clock, handlers, tickMs: 0, leaseMs: LEASE_MS, instance });

describe('the scheduler', () => {
  it('runs a job due every minute once per minute over an hour, whichever instance ticks', async () => {
    const jobId = await addJob('probe', '* * * * *', START);
    const done: ClaimedRun[] = [];
    const probe: JobHandler = async (run) => {
      done.push(run);
      return { status: 'ok' };
    };
    const [a, b] = [scheduler(api, 'a', { probe }), scheduler(other, 'b', { probe })];
    for (let minute = 0; minute < 60; minute++) {
      clock.advance(minute === 0 ? 1_000 : MINUTE);
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    }
    const runs = await runsOf(jobId);
    expect(runs).toHaveLength(60);
    expect(new Set(runs.map((r) => r.due)).size).toBe(60);
    expect(runs[0]!.due).toBe('10:00');
    expect(runs.at(-1)!.due).toBe('10:59');
    expect(runs.every((r) => r.status === 'ok' && r.trigger === 'schedule')).toBe(true);
    expect(done.filter((r) => r.jobId === jobId)).toHaveLength(60);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('fails the run of an instance killed mid-run once its lease lapses, and the next due time runs', async () => {
    const jobId = await addJob('hang', '* * * * *', clock.now());
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const dying = scheduler(api, 'dying', { hang: () => (started(), new Promise<never>(() => {})) });
    void dying.tick();
    await running;
    dying.halt();
    expect((await runsOf(jobId)).map((r) => [r.status, r.instance])).toEqual([['running', 'dying']]);

    // Within the lease the run is the dead instance's still: nothing is failed, nothing else runs.
    const survivor = scheduler(other, 'survivor', { hang: async () => ({ status: 'ok' }) });
    clock.advance(LEASE_MS / 2);
    await survivor.tick();
    expect((await runsOf(jobId)).map((r) => r.status)).toEqual(['running']);

    clock.advance(MINUTE);
    await survivor.tick();
    const runs = await runsOf(jobId);
    expect(runs.map((r) => [r.status, r.instance])).toEqual([
      ['failed', 'dying'],
      ['ok', 'survivor'],
    ]);
    expect(runs[0]!.note).toEqual(LAPSED_NOTE);
    await survivor.stop();
  });

  it('runs a job asked for by hand at the next tick, once, and leaves its next time as it was', async () => {
    const next = clock.now() + 3 * 3_600_000;
    const jobId = await addJob('report', '0 * * * *', next);
    await api.app.db.execute(
      sql`update scheduled_jobs set requested_at = ${new Date(clock.now())} where id = ${jobId}`,
    );
    const a = scheduler(api, 'a', { report: async () => ({ status: 'ok', rows: 7 }) });
    await Promise.all([a.tick(), a.tick()]);
    await a.tick();
    expect((await runsOf(jobId)).map((r) => [r.trigger, r.status])).toEqual([['manual', 'ok']]);
    const [job] = await queryRows<{ next: Date | string; requested: unknown; status: string }>(
      api.app.db,
      sql`select next_run_at as next, requested_at as requested, last_status as status from scheduled_jobs
        where id = ${jobId}`,
    );
    expect(new Date(job!.next).getTime()).toBe(next);
    expect(job!.requested).toBeNull();
    expect(job!.status).toBe('ok');
    await a.stop();
  });

  it('records a throwing run as failed with its message, and claims no job of a kind it does not run', async () => {
    const failing = await addJob('broken', '* * * * *', clock.now());
    const foreign = await addJob('elsewhere', '* * * * *', clock.now());
    const a = scheduler(api, 'a', {
      broken: async () => {
        throw new Error('the platform answered 502');
      },
    });
    await a.tick();
    expect((await runsOf(failing)).map((r) => [r.status, r.message])).toEqual([
      ['failed', 'the platform answered 502'],
    ]);
    expect(await runsOf(foreign)).toEqual([]);
    await a.stop();
  });
});

describe('the clean-up job', () => {
  it('deletes sessions ended a month ago and used tickets, and the text of messages sent 90 days ago; keeps the rest', async () => {
    const now = new Date(clock.now());
    const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
    const [user] = await queryRows<{ id: number }>(api.app.db, sql`select id from users order by id limit 1`);
    const sessions = await queryRows<{ id: number }>(
      api.app.db,
      sql`insert into sessions (user_id, token_hash, expires_at) values
      (${user!.id}, ${'a'.repeat(64)}, ${days(-31)}), (${user!.id}, ${'b'.repeat(64)}, ${days(-2)}),
      (${user!.id}, ${'c'.repeat(64)}, ${days(7)}) returning id`,
    );
    // A ticket lives with the session that made it: the one still open.
    const live = sessions[2]!.id;
    await api.app.db
      .execute(sql`insert into second_login_tickets (token_hash, user_id, session_id, expires_at, used_at) values
      (${'d'.repeat(64)}, ${user!.id}, ${live}, ${days(1)}, ${now}), (${'e'.repeat(64)}, ${user!.id}, ${live}, ${days(1)}, null)`);
    const [robot] = await queryRows<{ id: number }>(
      api.app.db,
      sql`insert into notice_robots (name, webhook_url, kind) values ('群', 'http://x/cgi-bin/webhook/send?key=k', 'internal')
        returning id`,
    );
    await api.app.db
      .execute(sql`insert into notice_outbox (robot_id, robot_name, source, msgtype, content, status,
        next_attempt_at, sent_at)
      values (${robot!.id}, '群', 'test', 'text', '旧消息', 'sent', ${days(-91)}, ${days(-91)}),
        (${robot!.id}, '群', 'test', 'text', '新消息', 'sent', ${days(-89)}, ${days(-89)})`);
    const outcome = await cleanUp(api.app.db, now);
    expect(outcome.status).toBe('ok');
    expect(outcome.note).toMatchObject({ key: 'cleanupSummary', params: { sessions: 1, tickets: 1 } });
    // A message sent long ago keeps its row in the send log, not its text.
    const texts = await queryRows<{ content: string }>(
      api.app.db,
      sql`select content from notice_outbox where robot_id = ${robot!.id} order by id`,
    );
    expect(texts.map((t) => t.content)).toEqual(['', '新消息']);
    const left = await queryRows<{ hash: string }>(
      api.app.db,
      sql`select left(token_hash, 1) as hash from sessions where token_hash in (${'a'.repeat(64)}, ${'b'.repeat(64)}, ${'c'.repeat(64)})
        union all select left(token_hash, 1) from second_login_tickets order by 1`,
    );
    expect(left.map((r) => r.hash)).toEqual(['b', 'c', 'e']);
  });
});
