import { z } from 'zod';
import {
  DEFAULT_LEAD_RATE_LIMITS,
  LEAD_RATE_LIMITS_SETTING,
  type LeadRateLimits,
} from '@adops/common/contract/landing';
import {
  LEAD_RATE_LIMITS_SAVE_URL,
  LEAD_RATE_LIMITS_URL,
  leadRateLimitsInput,
  type LeadRateLimitsAnswer,
} from '@adops/common/contract/leads';
import { moduleOf } from '@adops/common/menu';
import type { AppContext } from '../../context';
import { canUse } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { readSetting, writeSetting } from '../../db/settings';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { writing } from '../../resources/writing';
import { recordAudit } from '../audit/audit';

const LEADS = moduleOf('xhsAppCustomer');
const PAGES = moduleOf('xhsAppFallPage');

/** The limits as set, each one not set taking its default (keepLead.ts reads them in its statement). */
async function leadRateLimits(db: Executor): Promise<LeadRateLimits> {
  const set = await readSetting<Partial<LeadRateLimits>>(db, LEAD_RATE_LIMITS_SETTING);
  return { ...DEFAULT_LEAD_RATE_LIMITS, ...set };
}

/**
 * The public lead endpoint's rate limits, offered on the leads page: read by holders of the leads or the landing
 * pages; changed by a holder of the landing pages who sees all data, since the limits hold for every advertiser's
 * pages (as the thresholds are changed only by those who decide everyone's). Each change has its audit entry.
 */
export function leadRateLimitRoutes(app: AppContext) {
  return [
    route({
      method: 'GET',
      url: LEAD_RATE_LIMITS_URL,
      access: [LEADS, PAGES],
      input: z.object({}),
      handler: async ({ scope, user }): Promise<LeadRateLimitsAnswer> => ({
        values: await leadRateLimits(app.db),
        defaults: DEFAULT_LEAD_RATE_LIMITS,
        editable: (await scope()).all && canUse(user, PAGES),
      }),
    }),
    route({
      method: 'POST',
      url: LEAD_RATE_LIMITS_SAVE_URL,
      access: PAGES,
      input: leadRateLimitsInput,
      handler: (call) =>
        writing(app, call, async (ctx) => {
          if (!ctx.scope.all) throw forbidden();
          const before = await leadRateLimits(ctx.tx);
          await writeSetting(ctx.tx, LEAD_RATE_LIMITS_SETTING, call.input);
          await recordAudit(ctx.tx, ctx.actor, {
            action: 'update',
            entity: 'leadRateLimits',
            before,
            after: call.input,
          });
          return call.input;
        }),
    }),
  ];
}
