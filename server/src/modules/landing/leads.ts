import { and, asc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  LEAD_PAGES_URL,
  leadEditInput,
  leadFilters,
  regionPrefix,
  type LeadPageOption,
  type LeadRow,
} from '@adops/common/contract/leads';
import { ownsAdvertiser, shownContact } from '@adops/common/leadContact';
import { moduleOf } from '@adops/common/menu';
import type { DataScope } from '@adops/common/scope';
import type { AppContext } from '../../context';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { onDays } from '../../db/onDays';
import { qualified } from '../../db/qualified';
import { adAccounts, customers, landingPages, leads, users } from '../../db/schema';
import { containing } from '../../db/text';
import { route } from '../../http/route';
import { resourceRoutes } from '../../resources/resource';
import { scopeFilter } from '../../scope/dataScope';
import { customerScopeColumns } from '../base/visibility';
import { leadInWords, leadQuery, type StoredLead } from './leadRows';

const LEADS = moduleOf('xhsAppCustomer');

/** The advertisers the caller owns (leadContact.ts), of those with leads the caller sees. */
type Owned = ReadonlySet<number>;

async function ownedAdvertisers(db: Executor, user: Principal, scope: DataScope): Promise<Owned> {
  const advertisers = await db
    .select({
      id: customers.id,
      salesId: customers.salesId,
      operatorIds: sql<number[]>`array(select distinct a.operator_id from ${adAccounts} a
        where a.customer_id = ${qualified(customers.id)} and a.operator_id is not null)`,
    })
    .from(customers)
    .where(
      and(
        sql`exists (select 1 from ${leads} l where l.customer_id = ${qualified(customers.id)})`,
        scopeFilter(scope, customerScopeColumns),
      ),
    );
  return new Set(
    advertisers
      .filter((a) => ownsAdvertiser(user, { salesId: a.salesId, operatorIds: a.operatorIds.map(Number) }))
      .map((a) => a.id),
  );
}

/**
 * The leads (xhsAppCustomer [161]): `/api/crm/lead/…`, seen within the scope of their advertiser. Only their
 * follow-up is edited here (status, remark, assignee). Phone and email leave the server masked for a caller who
 * does not own the advertiser, and such a caller's keyword finds leads by name only, so that a search cannot
 * tell the hidden digits either.
 */
export function leadRoutes(app: AppContext) {
  const resource = resourceRoutes<StoredLead, typeof leadFilters, typeof leadEditInput, Owned>(app, {
    path: 'lead',
    entity: 'lead',
    table: leads,
    id: leads.id,
    access: LEADS,
    query: leadQuery,
    scope: customerScopeColumns,
    filters: leadFilters,
    where: (f) =>
      and(
        f.status ? eq(leads.status, f.status) : undefined,
        f.pageId ? eq(leads.pageId, f.pageId) : undefined,
        f.customerId ? eq(leads.customerId, f.customerId) : undefined,
        f.assigneeId ? eq(leads.assigneeId, f.assigneeId) : undefined,
        f.regionCode ? like(leads.regionCode, `${regionPrefix(f.regionCode)}%`) : undefined,
        onDays(leads.createdAt, f),
      ),
    viewer: ownedAdvertisers,
    keyword: (text, owned) =>
      or(
        ilike(leads.name, containing(text)),
        owned.size
          ? and(
              inArray(leads.customerId, [...owned]),
              or(ilike(leads.phone, containing(text)), ilike(leads.email, containing(text))),
            )
          : undefined,
      ),
    sorts: {
      id: leads.id,
      createTime: leads.createdAt,
      name: leads.name,
      status: leads.status,
      pageTitle: landingPages.title,
      customerName: customers.name,
      assigneeName: users.name,
    },
    defaultSort: '-createTime',
    present: (stored, lang, owned): LeadRow => {
      const masked = !owned.has(stored.customerId);
      return { ...shownContact(!masked, leadInWords(stored, lang)), masked };
    },
    save: {
      input: leadEditInput,
      editOnly: true,
      references: { assigneeId: 'user' },
      values: async (input, ctx) => ({
        status: input.status,
        note: input.remark ?? null,
        assigneeId: input.assigneeId ?? null,
        updatedAt: ctx.now,
      }),
      // The stored row holds the whole contact, which only the list and detail show, each as the caller may see it.
      answer: { edit: () => null },
    },
  });
  return [
    ...resource,
    route({
      method: 'GET',
      url: LEAD_PAGES_URL,
      access: LEADS,
      input: z.object({}),
      handler: async ({ scope }): Promise<LeadPageOption[]> =>
        app.db
          .select({ id: landingPages.id, title: landingPages.title, slug: landingPages.slug })
          .from(landingPages)
          .innerJoin(customers, eq(customers.id, landingPages.customerId))
          .where(scopeFilter(await scope(), customerScopeColumns))
          .orderBy(asc(landingPages.title), asc(landingPages.id)),
    }),
  ];
}
