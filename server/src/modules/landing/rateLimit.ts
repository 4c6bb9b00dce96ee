import {
  DEFAULT_LEAD_RATE_LIMITS,
  LEAD_RATE_LIMITS_SETTING,
  type LeadRateLimits,
} from '@adops/common/contract/landing';
import type { Executor } from '../../db/client';
import { readSetting } from '../../db/settings';

/** The limits as set (app setting `landing.rateLimits`), each one not set taking its default. */
export async function leadRateLimits(db: Executor): Promise<LeadRateLimits> {
  const set = await readSetting<Partial<LeadRateLimits>>(db, LEAD_RATE_LIMITS_SETTING);
  return { ...DEFAULT_LEAD_RATE_LIMITS, ...set };
}
