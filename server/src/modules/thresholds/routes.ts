import {
  THRESHOLDS_SAVE_URL,
  THRESHOLDS_URL,
  type ThresholdsAnswer,
} from '@adops/common/contract/thresholds';
import { moduleOf } from '@adops/common/menu';
import { DEFAULT_THRESHOLDS, thresholdsInput } from '@adops/common/thresholds';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { canUse } from '../../auth/principal';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { writing } from '../../resources/writing';
import { recordAudit } from '../audit/audit';
import { readThresholds, writeThresholds } from '../../db/thresholds';

/** Who may change them: a holder of the assessment overview, whose KPIs they are, who sees all data. */
const ASSESSMENT = moduleOf('xhsXccdataCom');

/**
 * The thresholds' settings, opened from every monitoring and assessment page: read by any signed-in user (the
 * flags and KPIs they see are by them), changed only by a holder of the assessment overview who sees all data
 * (admin, general manager: they decide every user's flags), with an audit entry of the values before and after.
 */
export function thresholdsRoutes(app: AppContext) {
  return [
    route({
      method: 'GET',
      url: THRESHOLDS_URL,
      access: 'session',
      input: z.object({}),
      handler: async ({ scope, user }): Promise<ThresholdsAnswer> => ({
        values: await readThresholds(app.reads),
        defaults: DEFAULT_THRESHOLDS,
        editable: (await scope()).all && canUse(user, ASSESSMENT),
      }),
    }),
    route({
      method: 'POST',
      url: THRESHOLDS_SAVE_URL,
      access: ASSESSMENT,
      input: thresholdsInput,
      handler: (call) =>
        writing(app, call, async (ctx) => {
          if (!ctx.scope.all) throw forbidden();
          const before = await readThresholds(ctx.tx);
          await writeThresholds(ctx.tx, call.input);
          await recordAudit(ctx.tx, ctx.actor, {
            action: 'update',
            entity: 'thresholds',
            before,
            after: call.input,
          });
          return call.input;
        }),
    }),
  ];
}
