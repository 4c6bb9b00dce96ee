import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import {
  DEFAULT_LEAD_RATE_LIMITS,
  LEAD_RATE_LIMITS_SETTING,
  type LeadRateLimits,
} from '@adops/common/contract/landing';
import type { Executor } from '../../db/client';
import { rateCounters } from '../../db/schema';
import { readSetting } from '../../db/settings';
import { ApiError } from '../../http/errors';
import { shanghaiDay } from '../../time';

const MINUTE = 60_000;

/** The limits as set (app setting `landing.rateLimits`), each one not set taking its default. */
export async function leadRateLimits(db: Executor): Promise<LeadRateLimits> {
  const set = await readSetting<Partial<LeadRateLimits>>(db, LEAD_RATE_LIMITS_SETTING);
  return { ...DEFAULT_LEAD_RATE_LIMITS, ...set };
}

/**
 * Counts one more attempt of `key` in its window and tells whether it is within `limit`. One statement that
 * every instance's attempts go through, so the count holds across instances and restarts.
 */
async function countAttempt(db: Executor, key: string, windowStart: Date, limit: number): Promise<boolean> {
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + 1` },
    })
    .returning({ count: rateCounters.count });
  return row!.count <= limit;
}

/**
 * 160 past the limits of the public lead endpoint: leads a minute from one address, and leads a day (Asia/
 * Shanghai) to one page.
 */
export async function ensureLeadAllowed(db: Executor, ip: string, pageId: number, now: number) {
  const limits = await leadRateLimits(db);
  const minute = new Date(Math.floor(now / MINUTE) * MINUTE);
  const day = new Date(`${shanghaiDay(now)}T00:00:00+08:00`);
  if (
    !(await countAttempt(db, `lead:ip:${ip}`, minute, limits.perAddressPerMinute)) ||
    !(await countAttempt(db, `lead:page:${pageId}`, day, limits.perPagePerDay))
  )
    throw new ApiError(Status.TOO_MANY, 'tooManyLeads');
}
