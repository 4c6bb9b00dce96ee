import { asc, eq, inArray } from 'drizzle-orm';
import { LEAD_SHEET_COLUMNS, type LeadSheetRow } from '@adops/common/contract/leadEmail';
import { answersText, sourceText } from '@adops/common/contract/leads';
import type { Executor } from '../../db/client';
import { customers, landingForms, landingPages, leads, users } from '../../db/schema';
import { shanghaiTimestamp } from '../../db/text';
import { xlsxStream } from '../../export/xlsx';
import type { SheetColumn } from '../../export/kinds';

/** The leads of a digest as its sheet has them, in the order they came; source and answers in words (zh). */
export async function digestLeads(db: Executor, ids: readonly number[]): Promise<LeadSheetRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: leads.id,
      name: leads.name,
      phone: leads.phone,
      email: leads.email,
      regionCode: leads.regionCode,
      pageTitle: landingPages.title,
      pageSlug: landingPages.slug,
      customerName: customers.name,
      source: leads.source,
      answers: leads.answers,
      fields: landingForms.fields,
      status: leads.status,
      remark: leads.note,
      assigneeName: users.name,
      createTime: shanghaiTimestamp(leads.createdAt, 'create_time'),
    })
    .from(leads)
    .innerJoin(landingPages, eq(landingPages.id, leads.pageId))
    .innerJoin(customers, eq(customers.id, leads.customerId))
    .leftJoin(landingForms, eq(landingForms.id, landingPages.formId))
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(inArray(leads.id, [...ids]))
    .orderBy(asc(leads.id));
  return rows.map(({ source, answers, fields, ...row }) => ({
    ...row,
    source: sourceText(source, 'zh'),
    answers: answersText(answers, fields ?? [], 'zh'),
  }));
}

const SHEET_COLUMNS: SheetColumn[] = LEAD_SHEET_COLUMNS.map((c) => ({
  key: c.key,
  title: c.title.zh,
  kind: c.kind,
  ...('values' in c
    ? { values: Object.fromEntries(Object.entries(c.values).map(([code, text]) => [code, text.zh])) }
    : {}),
}));

/** The digest's attachment: one sheet, a heading line, the column titles, a row a lead. */
export async function digestSheet(title: string, rows: readonly LeadSheetRow[]): Promise<Buffer> {
  async function* pages() {
    yield rows as unknown as Record<string, unknown>[];
  }
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxStream('线索', [title], SHEET_COLUMNS, pages())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
