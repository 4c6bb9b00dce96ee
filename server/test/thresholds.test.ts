import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { HomeCards } from '@adops/common/contract/dashboard';
import {
  THRESHOLDS_SAVE_URL,
  THRESHOLDS_URL,
  type ThresholdsAnswer,
} from '@adops/common/contract/thresholds';
import { fieldLabel } from '@adops/common/fieldLabels';
import { DEFAULT_THRESHOLDS } from '@adops/common/thresholds';
import { queryRows } from '../src/db/rows';
import { createTestApi, TestClock, type TestApi } from './harness';

/**
 * The settings page of the thresholds: who reads and who changes them, each change audited, bad values refused
 * naming the field with nothing saved, and the counts that use them moving at once.
 */

let api: TestApi;
const clock = new TestClock(Date.parse('2026-05-20T15:30:00+08:00'));
const tokens: Record<string, string> = {};

const read = (user: string) => api.call<ThresholdsAnswer>('GET', THRESHOLDS_URL, { token: tokens[user] });
const save = (user: string, body: Record<string, unknown>) =>
  api.call<unknown>('POST', THRESHOLDS_SAVE_URL, { token: tokens[user], body });

beforeAll(async () => {
  api = await createTestApi({}, { tier: 'small', clock });
  for (const user of ['admin', 'gm', 'depthead', 'finance', 'operator'])
    tokens[user] = (await api.login(user)).token;
});
afterAll(() => api.close());

describe('the thresholds', () => {
  it('are the defaults until changed, read by anyone and changed by admin and general manager', async () => {
    for (const user of ['admin', 'gm'])
      expect((await read(user)).data).toEqual({
        values: DEFAULT_THRESHOLDS,
        defaults: DEFAULT_THRESHOLDS,
        editable: true,
      });
    // A department head holds the assessment but not all data; finance all data but not the assessment.
    for (const user of ['depthead', 'finance', 'operator']) {
      expect((await read(user)).data.editable, user).toBe(false);
      const refused = await save(user, { ...DEFAULT_THRESHOLDS, dormantDays: 60 });
      expect(refused.status, user).toBe(Status.FORBIDDEN);
    }
    expect((await read('gm')).data.values.dormantDays).toBe(DEFAULT_THRESHOLDS.dormantDays);
  });

  it('are saved whole with an audit entry of before and after', async () => {
    const changed = { ...DEFAULT_THRESHOLDS, dormantDays: 60, onlineAmount: 300_000 };
    expect((await save('admin', changed)).status).toBe(Status.OK);
    expect((await read('depthead')).data.values).toEqual(changed);
    const [entry] = await queryRows<{ before: { dormantDays: number }; after: { dormantDays: number } }>(
      api.app.db,
      sql`select before, after from audit_log where entity = 'thresholds' order by id desc limit 1`,
    );
    expect(entry?.before.dormantDays).toBe(DEFAULT_THRESHOLDS.dormantDays);
    expect(entry?.after.dormantDays).toBe(60);
    expect((await save('gm', DEFAULT_THRESHOLDS)).status).toBe(Status.OK);
  });

  it('refuse a bad value naming its field, and keep what was in force', async () => {
    const bad: [string, unknown][] = [
      ['descentRatio', 1.5],
      ['descentRatio', 0],
      ['dormantDays', 'x'],
      ['lowBalanceDays', 0],
      ['onlineAmount', -1],
      ['spikeFactor', 0.5],
      ['targetOnline', 2.5],
    ];
    for (const [field, value] of bad) {
      const answer = await save('gm', { ...DEFAULT_THRESHOLDS, lowBalanceDays: 9, [field]: value });
      expect(answer.status, field).toBe(Status.INVALID);
      expect(answer.desc, field).toContain(fieldLabel(field, 'zh'));
    }
    const { [`targetWoken`]: _, ...missing } = DEFAULT_THRESHOLDS;
    expect((await save('gm', missing)).desc).toContain(fieldLabel('targetWoken', 'zh'));
    expect((await read('gm')).data.values).toEqual(DEFAULT_THRESHOLDS);
  });

  it('move Home’s low-balance count and the hints of its counts at once', async () => {
    const home = async () =>
      (await api.call<HomeCards>('GET', '/api/zhImport/homeSearch', { token: tokens.gm })).data;
    const before = await home();
    expect(before.lowBalanceDays).toBe(DEFAULT_THRESHOLDS.lowBalanceDays);
    await save('gm', { ...DEFAULT_THRESHOLDS, lowBalanceDays: 30, activeDays: 1 });
    try {
      const after = await home();
      expect(after).toMatchObject({ lowBalanceDays: 30, activeDays: 1 });
      expect(after.lowBalanceAccounts).toBeGreaterThan(before.lowBalanceAccounts);
    } finally {
      await save('gm', DEFAULT_THRESHOLDS);
    }
  });
});
