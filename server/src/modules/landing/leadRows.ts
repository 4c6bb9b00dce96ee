import { eq } from 'drizzle-orm';
import type { LandingFormField, LeadAnswers, LeadSource } from '@adops/common/contract/landing';
import { answersText, sourceText, type LeadRow } from '@adops/common/contract/leads';
import type { Lang } from '@adops/common/messages';
import type { Executor } from '../../db/client';
import { customers, landingForms, landingPages, leads, users } from '../../db/schema';
import { shanghaiTimestamp } from '../../db/text';

/** A lead as read, before its contact is shown to the caller and its source and answers are put in words. */
export type StoredLead = Omit<LeadRow, 'masked' | 'source' | 'answers'> & {
  source: LeadSource;
  answers: LeadAnswers;
  /** The page's form, whose options name the choices answered. */
  fields: LandingFormField[] | null;
};

/** Leads with their page, advertiser and assignee, as the leads list and the lead e-mails' sheet read them. */
export const leadQuery = (db: Executor) =>
  db
    .select({
      id: leads.id,
      name: leads.name,
      phone: leads.phone,
      email: leads.email,
      regionCode: leads.regionCode,
      pageId: leads.pageId,
      pageTitle: landingPages.title,
      pageSlug: landingPages.slug,
      customerId: leads.customerId,
      customerName: customers.name,
      source: leads.source,
      answers: leads.answers,
      fields: landingForms.fields,
      status: leads.status,
      remark: leads.note,
      assigneeId: leads.assigneeId,
      assigneeName: users.name,
      createTime: shanghaiTimestamp(leads.createdAt, 'create_time'),
    })
    .from(leads)
    .innerJoin(landingPages, eq(landingPages.id, leads.pageId))
    .innerJoin(customers, eq(customers.id, leads.customerId))
    .leftJoin(landingForms, eq(landingForms.id, landingPages.formId))
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .$dynamic();

/** A lead's source and answers in words, in `lang`; its contact as stored. */
export function leadInWords<R extends Pick<StoredLead, 'fields' | 'source' | 'answers'>>(
  { fields, source, answers, ...lead }: R,
  lang: Lang,
): Omit<R, 'fields' | 'source' | 'answers'> & Pick<LeadRow, 'source' | 'answers'> {
  return { ...lead, source: sourceText(source, lang), answers: answersText(answers, fields ?? [], lang) };
}
