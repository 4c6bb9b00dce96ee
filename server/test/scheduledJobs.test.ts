import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { JobRow, RunRow } from '@adops/common/contract/jobs';
import { fieldLabel } from '@adops/common/fieldLabels';
import { formatMessage } from '@adops/common/messages';
import { runDueJobs } from './jobRuns';
import { ensureSystemJobs } from '../src/jobs/systemJobs';
import { createTestApi, TestClock, type TestApi } from './harness';

/** The scheduled jobs' page's calls: the list, a cron edited, run now, enabled and disabled. */

const clock = new TestClock(Date.parse('2026-11-27T10:02:00+08:00'));
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi({}, { clock });
  await ensureSystemJobs(api.app.db, new Date(clock.now()));
  admin = (await api.login('admin')).token;
});
afterAll(() => api.close());

const call = async <T>(method: 'GET' | 'POST', verb: string, input: Record<string, unknown>, token = admin) =>
  api.call<T>(
    method,
    `/api/crm/scheduledJob/${verb}`,
    method === 'GET' ? { token, query: input } : { token, body: input },
  );

async function job(kind: string): Promise<JobRow> {
  const { data } = await call<{ list: JobRow[] }>('GET', 'list', { pageSize: 50 });
  return data.list.find((j) => j.kind === kind)!;
}

describe('the scheduled jobs', () => {
  it('list the system’s jobs with their cron and next run, in Shanghai time', async () => {
    const cleanup = await job('cleanup');
    expect(cleanup).toMatchObject({
      cron: '30 3 * * *',
      enabled: true,
      nextRunAt: '2026-11-28 03:30:00',
      lastStatus: null,
    });
    expect((await job('platform.hourly')).nextRunAt).toBe('2026-11-27 10:05:00');
  });

  it('take a new cron and move the next run by it; refuse a bad one naming the field, and a creation', async () => {
    const cleanup = await job('cleanup');
    const saved = await call('POST', 'save', { id: cleanup.id, cron: '*/20 * * * *' });
    expect(saved.status, saved.desc).toBe(Status.OK);
    expect(await job('cleanup')).toMatchObject({ cron: '*/20 * * * *', nextRunAt: '2026-11-27 10:20:00' });

    for (const [cron, reason] of [
      ['61 * * * *', 'cronRule'],
      ['0 0 31 2 *', 'cronNever'],
    ] as const) {
      const refused = await call('POST', 'save', { id: cleanup.id, cron });
      expect(refused.status).toBe(Status.INVALID);
      expect(refused.desc).toContain(fieldLabel('cron', 'zh'));
      expect(refused.desc).toContain(formatMessage(reason, 'zh'));
    }
    expect((await job('cleanup')).cron).toBe('*/20 * * * *');
    const created = await call('POST', 'save', { kind: 'cleanup', cron: '* * * * *' });
    expect(created.status).toBe(Status.INVALID);
  });

  it('run a job asked for now at the next tick, by hand, its next run left as it was', async () => {
    const cleanup = await job('cleanup');
    expect((await call('POST', 'runNow', { id: cleanup.id })).status).toBe(Status.OK);
    expect((await job('cleanup')).requestedAt).toBe('2026-11-27 10:02:00');
    const runs = await runDueJobs(api, clock);
    expect(runs.map((r) => [r.kind, r.trigger])).toEqual([['cleanup', 'manual']]);
    const log = await api.call<{ list: RunRow[] }>('GET', '/api/crm/automationLog/list', {
      token: admin,
      query: { job: 'cleanup' },
    });
    expect(log.data.list.map((r) => [r.job, r.trigger, r.status, r.startedAt])).toEqual([
      ['cleanup', 'manual', 'ok', '2026-11-27 10:02:00'],
    ]);
    // What it cleared, in the caller's language: Chinese by default, English for an English caller.
    const cleared = {
      sessions: 0,
      tickets: 0,
      loginFailures: 0,
      loginLocks: 0,
      signatures: 0,
      rateCounters: 0,
      leadContacts: 0,
      sentTexts: 0,
    };
    expect(log.data.list[0]!.message).toBe(formatMessage('cleanupSummary', 'zh', cleared));
    const inEnglish = await api.call<{ list: RunRow[] }>('GET', '/api/crm/automationLog/list', {
      token: admin,
      query: { job: 'cleanup' },
      headers: { cookie: 'language=en' },
    });
    expect(inEnglish.data.list[0]!.message).toBe(formatMessage('cleanupSummary', 'en', cleared));
    expect(await job('cleanup')).toMatchObject({
      requestedAt: null,
      lastStatus: 'ok',
      lastRunAt: '2026-11-27 10:02:00',
      nextRunAt: '2026-11-27 10:20:00',
    });
  });

  it('disable a job (no next run) and enable it again (its next run from now), each from its state only', async () => {
    const { id } = await job('platform.daily');
    expect((await call('POST', 'disable', { id })).status).toBe(Status.OK);
    expect(await job('platform.daily')).toMatchObject({ enabled: false, nextRunAt: null });
    expect((await call('POST', 'disable', { id })).status).toBe(Status.CONFLICT);
    expect((await call('POST', 'enable', { id })).status).toBe(Status.OK);
    expect(await job('platform.daily')).toMatchObject({ enabled: true, nextRunAt: '2026-11-28 06:00:00' });
  });

  it('answer only a holder of the page', async () => {
    const { token } = await api.login('operator');
    expect((await call('GET', 'list', {}, token)).status).toBe(Status.FORBIDDEN);
    expect((await call('POST', 'runNow', { id: 1 }, token)).status).toBe(Status.FORBIDDEN);
  });
});
