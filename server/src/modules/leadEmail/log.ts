import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LEAD_EMAIL_MESSAGE,
  leadEmailLogFilters,
  type KeptMessage,
  type LeadEmailLogRow,
  type LeadEmailResult,
} from '@adops/common/contract/leadEmail';
import type { AppContext } from '../../context';
import { customers, leadEmailSends } from '../../db/schema';
import { onDays } from '../../db/onDays';
import { containing, shanghaiTimestamp } from '../../db/text';
import { conflict } from '../../http/errors';
import { resourceRoutes } from '../../resources/resource';
import { customerScopeColumns } from '../base/visibility';
import { LEAD_EMAILS } from './settings';

/**
 * The send log of lead e-mails (`/api/crm/leadEmailLog/…`, read only): each digest with its recipients,
 * subject, result and the mail server's answer, within the scope of its advertiser; a digest kept without SMTP
 * is read whole from `message`.
 */
export function leadEmailLogRoutes(app: AppContext) {
  return resourceRoutes<LeadEmailLogRow, typeof leadEmailLogFilters, z.ZodObject>(app, {
    path: 'leadEmailLog',
    entity: 'leadEmailLog',
    id: leadEmailSends.id,
    access: LEAD_EMAILS,
    query: (db) =>
      db
        .select({
          id: leadEmailSends.id,
          settingId: leadEmailSends.settingId,
          customerId: leadEmailSends.customerId,
          customerName: customers.name,
          recipients: leadEmailSends.recipients,
          subject: leadEmailSends.subject,
          messageId: sql<string>`${leadEmailSends.messageId}`.as('message_id'),
          leadCount: leadEmailSends.leadCount,
          result: sql<LeadEmailResult>`${leadEmailSends.result}`.as('result'),
          answer: leadEmailSends.answer,
          kept: sql<boolean>`${leadEmailSends.raw} is not null`.as('kept'),
          createTime: shanghaiTimestamp(leadEmailSends.createdAt, 'create_time'),
          finishTime: shanghaiTimestamp(leadEmailSends.finishedAt, 'finish_time'),
        })
        .from(leadEmailSends)
        .innerJoin(customers, eq(customers.id, leadEmailSends.customerId))
        .$dynamic(),
    scope: customerScopeColumns,
    filters: leadEmailLogFilters,
    where: (f) =>
      and(
        f.customerId ? eq(leadEmailSends.customerId, f.customerId) : undefined,
        f.settingId ? eq(leadEmailSends.settingId, f.settingId) : undefined,
        f.result ? eq(leadEmailSends.result, f.result) : undefined,
        onDays(leadEmailSends.createdAt, f),
      ),
    keyword: (text) =>
      or(ilike(leadEmailSends.subject, containing(text)), ilike(customers.name, containing(text))),
    sorts: { id: leadEmailSends.id, createTime: leadEmailSends.createdAt, result: leadEmailSends.result },
    defaultSort: '-id',
    related: [
      {
        endpoint: LEAD_EMAIL_MESSAGE,
        idField: 'id',
        read: async (db, send): Promise<KeptMessage> => {
          const [kept] = await db
            .select({ raw: leadEmailSends.raw })
            .from(leadEmailSends)
            .where(eq(leadEmailSends.id, send.id));
          if (!kept?.raw) throw conflict('noKeptMessage');
          return { id: send.id, raw: kept.raw };
        },
      },
    ],
  });
}
