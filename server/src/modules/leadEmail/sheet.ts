import { asc, inArray } from 'drizzle-orm';
import { LEAD_SHEET_COLUMNS, type LeadSheetRow } from '@adops/common/contract/leadEmail';
import type { Executor } from '../../db/client';
import { leads } from '../../db/schema';
import { leadInWords, leadQuery } from '../landing/leadRows';
import { xlsxStream } from '../../export/xlsx';
import type { SheetColumn } from '../../export/kinds';

/** The leads of a digest as its sheet has them, in the order they came; source and answers in words (zh). */
export async function digestLeads(db: Executor, ids: readonly number[]): Promise<LeadSheetRow[]> {
  if (!ids.length) return [];
  const rows = await leadQuery(db)
    .where(inArray(leads.id, [...ids]))
    .orderBy(asc(leads.id));
  return rows.map((row) => leadInWords(row, 'zh'));
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
