import { and, eq, ilike, sql } from 'drizzle-orm';
import {
  LEAD_EMAIL_COMMANDS,
  LEAD_EMAIL_TRANSPORT,
  leadEmailFilters,
  leadEmailSaveInput,
  type LeadEmailResult,
  type LeadEmailRow,
  type LeadEmailTransport,
} from '@adops/common/contract/leadEmail';
import { moduleOf } from '@adops/common/menu';
import type { AppContext } from '../../context';
import { customers, leadEmailSettings, scheduledJobs } from '../../db/schema';
import { qualified } from '../../db/qualified';
import { containing, shanghaiTimestamp } from '../../db/text';
import { route, type RouteSpec } from '../../http/route';
import { resourceRoutes } from '../../resources/resource';
import { customerScopeColumns } from '../base/visibility';
import { LEAD_DIGEST_JOB, removeDigestJob, requestDigest, saveDigestJob } from './job';

export const LEAD_EMAILS = moduleOf('xhsAppEmailSend');

const settingId = qualified(leadEmailSettings.id);
/** A column of the setting's latest digest. */
const lastSend = (column: 'created_at' | 'result') =>
  sql`(select e.${sql.identifier(column)} from lead_email_sends e where e.setting_id = ${settingId}
    order by e.id desc limit 1)`;

/**
 * Lead e-mail settings (xhsAppEmailSend): `/api/crm/leadEmail/…`, seen within the scope of their advertiser. A
 * setting's schedule is its job's (kind `lead.digest`), saved and removed with it; `sendNow` asks its job to run
 * at once (the scheduler sends; the page reads the outcome in the send log).
 */
export function leadEmailRoutes(app: AppContext): RouteSpec[] {
  return [
    ...resourceRoutes<LeadEmailRow, typeof leadEmailFilters, typeof leadEmailSaveInput>(app, {
      path: 'leadEmail',
      entity: 'leadEmail',
      table: leadEmailSettings,
      id: leadEmailSettings.id,
      access: LEAD_EMAILS,
      query: (db) =>
        db
          .select({
            id: leadEmailSettings.id,
            customerId: leadEmailSettings.customerId,
            customerName: customers.name,
            recipients: leadEmailSettings.recipients,
            cron: sql<string>`${scheduledJobs.cron}`.as('cron'),
            enabled: leadEmailSettings.enabled,
            pending:
              sql<number>`(select count(*) from leads l where l.customer_id = ${qualified(leadEmailSettings.customerId)}
                and l.emailed_at is null)`
                .mapWith(Number)
                .as('pending'),
            nextRunAt: shanghaiTimestamp(scheduledJobs.nextRunAt, 'next_run_at_text'),
            lastSentAt: sql<string | null>`to_char(${lastSend('created_at')} at time zone 'Asia/Shanghai',
                'YYYY-MM-DD HH24:MI:SS')`.as('last_sent_at'),
            lastResult: sql<LeadEmailResult | null>`${lastSend('result')}`.as('last_result'),
            createTime: shanghaiTimestamp(leadEmailSettings.createdAt, 'create_time'),
            version: leadEmailSettings.version,
          })
          .from(leadEmailSettings)
          .innerJoin(customers, eq(customers.id, leadEmailSettings.customerId))
          .leftJoin(
            scheduledJobs,
            and(eq(scheduledJobs.kind, LEAD_DIGEST_JOB), eq(scheduledJobs.refId, leadEmailSettings.id)),
          )
          .$dynamic(),
      scope: customerScopeColumns,
      filters: leadEmailFilters,
      where: (f) =>
        and(
          f.customerId ? eq(leadEmailSettings.customerId, f.customerId) : undefined,
          f.enabled === undefined ? undefined : eq(leadEmailSettings.enabled, f.enabled),
        ),
      keyword: (text) => ilike(customers.name, containing(text)),
      sorts: {
        id: leadEmailSettings.id,
        customerName: customers.name,
        createTime: leadEmailSettings.createdAt,
      },
      defaultSort: '-id',
      save: {
        input: leadEmailSaveInput,
        references: { customerId: 'customer' },
        unique: [
          { field: 'customerId', column: leadEmailSettings.customerId, message: 'duplicateLeadEmail' },
        ],
        values: async (input, ctx, before) => ({
          customerId: input.customerId,
          recipients: input.recipients,
          enabled: input.enabled,
          updatedAt: ctx.now,
          ...(before ? {} : { createdBy: ctx.user.userId }),
        }),
        after: (ctx, _before, after, input) =>
          saveDigestJob(ctx.tx, after.id, input.cron, input.enabled, ctx.now),
      },
      remove: { after: (ctx, row) => removeDigestJob(ctx.tx, row.id) },
      commands: [
        {
          contract: LEAD_EMAIL_COMMANDS.sendNow,
          keepsVersion: true,
          run: async (ctx, setting) => {
            await requestDigest(ctx.tx, setting.id, ctx.now, ctx.user.userId);
            return null;
          },
        },
      ],
    }),
    route({
      ...LEAD_EMAIL_TRANSPORT,
      access: LEAD_EMAILS,
      handler: async (): Promise<LeadEmailTransport> => ({ smtp: Boolean(app.config.smtpUrl) }),
    }),
  ];
}
