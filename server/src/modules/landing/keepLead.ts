import { sql } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import { DEFAULT_LEAD_RATE_LIMITS, LEAD_RATE_LIMITS_SETTING } from '@adops/common/contract/landing';
import type { Submission } from '@adops/common/contract/leadSubmission';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ApiError } from '../../http/errors';
import { shanghaiDay } from '../../time';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface LeadAttempt {
  pageId: number;
  customerId: number;
  ip: string;
  lead: Submission;
  now: number;
}

/**
 * One statement for a visitor's lead, so that the public endpoint costs the database little: the attempt is
 * counted against the address's minute (app setting `landing.rateLimits`, counters in `rate_counters` so that
 * they hold across instances and restarts); within it, against the page's day (Asia/Shanghai); within both, its
 * contact (phone, else email) is kept unless a lead of it was kept on the page in the last 24 hours, and then the
 * lead is stored. An attempt refused by the address's limit is not counted against the page's.
 */
export function keepLeadStatement({ pageId, customerId, ip, lead, now }: LeadAttempt) {
  const at = new Date(now);
  const minute = new Date(Math.floor(now / MINUTE) * MINUTE);
  const day = new Date(`${shanghaiDay(now)}T00:00:00+08:00`);
  const contact = lead.phone ?? lead.email;
  return sql`with limits as (
      select coalesce((s.value->>'perAddressPerMinute')::int, ${DEFAULT_LEAD_RATE_LIMITS.perAddressPerMinute})
          as per_address,
        coalesce((s.value->>'perPagePerDay')::int, ${DEFAULT_LEAD_RATE_LIMITS.perPagePerDay}) as per_page
      from (select 1) one left join app_settings s on s.key = ${LEAD_RATE_LIMITS_SETTING}),
    by_address as (
      insert into rate_counters (key, window_start, count) values (${`lead:ip:${ip}`}, ${minute}::timestamptz, 1)
      on conflict (key, window_start) do update set count = rate_counters.count + 1
      returning count),
    by_page as (
      insert into rate_counters (key, window_start, count)
      select ${`lead:page:${pageId}`}::text, ${day}::timestamptz, 1 from by_address, limits where by_address.count <= limits.per_address
      on conflict (key, window_start) do update set count = rate_counters.count + 1
      returning count),
    allowed as (select 1 from by_page, limits where by_page.count <= limits.per_page),
    contact as (
      insert into lead_contacts (page_id, contact, kept_at)
      select ${pageId}::int, ${contact}::text, ${at}::timestamptz from allowed where ${contact}::text is not null
      on conflict (page_id, contact) do update set kept_at = excluded.kept_at
        where lead_contacts.kept_at <= ${new Date(now - DAY)}::timestamptz
      returning 1),
    kept as (
      insert into leads (page_id, customer_id, name, phone, email, region_code, answers, source, ip, created_at,
        updated_at)
      select ${pageId}::int, ${customerId}::int, ${lead.name}::text, ${lead.phone}::text, ${lead.email}::text,
        ${lead.regionCode}::text, ${JSON.stringify(lead.answers)}::jsonb, ${JSON.stringify(lead.source)}::jsonb,
        ${ip}::text, ${at}::timestamptz, ${at}::timestamptz
      from allowed where ${contact}::text is null or exists (select 1 from contact)
      returning id)
    select exists (select 1 from allowed) as allowed, (select id from kept) as kept`;
}

/**
 * Keeps the lead (see keepLeadStatement); 160 past the rate limits. A duplicate within 24 hours is not kept, and
 * the visitor is thanked all the same: the answer does not tell.
 */
export async function keepLead(db: Executor, attempt: LeadAttempt): Promise<void> {
  const [outcome] = await queryRows<{ allowed: boolean }>(db, keepLeadStatement(attempt));
  if (!outcome?.allowed) throw new ApiError(Status.TOO_MANY, 'tooManyLeads');
}
