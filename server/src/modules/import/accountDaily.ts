import { and, sql } from 'drizzle-orm';
import {
  ACCOUNT_DAILY_COLUMNS,
  IMPORT_LIMITS,
  type AccountDailyColumn,
  type AccountDailyImportResult,
  type ImportFailure,
  type ImportRowError,
} from '@adops/common/contract/import';
import { Status } from '@adops/common/codes';
import { formatMessage, type Lang } from '@adops/common/messages';
import type { DataScope } from '@adops/common/scope';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { adAccounts } from '../../db/schema';
import { mergeDailyFacts, type DailyMerge } from '../../facts/writer';
import { ApiError } from '../../http/errors';
import { scopeFilter } from '../../scope/dataScope';
import { shanghaiDay } from '../../time';
import { errorEnvelope } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit/audit';
import { recordImport } from './history';
import { accountScopeColumns } from '../base/visibility';
import { parseCount, parseDay, parseMoney, parsePlatformId, type Parsed } from './cells';
import { isStorableText } from '@adops/common/storable';
import { isBlank, type Cell, type Table } from './table';

/**
 * The import of the platform's account daily report.
 *
 * - Every data row is checked, every cell: the day (a closed day), the account (a platform id of an account in
 *   the caller's data scope), spend (yuan, two decimals at most, not negative) and the counts (whole, not
 *   negative); a required cell left empty is refused, and so is a second row of the same account and day.
 * - Any bad cell refuses the whole file (status 130, every bad cell listed); otherwise the whole file is written
 *   in one transaction, daily rows and their weekly and monthly rollups together. The checks against the
 *   database (the accounts) read before it, in short statements, so that the transaction holds the embedded
 *   database's one session only while it writes.
 * - A row replaces the stored day's fee, impressions, clicks, interactions, consults and leads. What the report
 *   does not carry is kept from the stored row: landing visits and order value; and the cash/grant split of
 *   spend while the fee is the same, since the split cannot be told from the file. A new day, or a changed
 *   fee, counts the whole fee as cash (cash fee = fee, grant fee = 0) until the sync restates it.
 * - Rows equal to what is stored are not written again: importing the same file twice changes nothing.
 */

type Measure = Exclude<AccountDailyColumn, 'day' | 'platformId'>;
const MEASURES: readonly Measure[] = ['fee', 'impressions', 'clicks', 'interactions', 'consults', 'leads'];
const TITLE = Object.fromEntries(ACCOUNT_DAILY_COLUMNS.map((c) => [c.key, c.title])) as Record<
  AccountDailyColumn,
  string
>;
const ORDER = new Map<string, number>(ACCOUNT_DAILY_COLUMNS.map((c, i) => [c.title, i]));

/** How far down the file the header may sit (a title line above it, as some exports have). */
const HEADER_SEARCH = 10;

/** A header title as written, less spaces and a unit in brackets: '消耗(元)', ' 展现 '. */
const headerTitle = (cell: Cell | undefined) =>
  isBlank(cell)
    ? ''
    : String(cell)
        .replace(/[\s\uFEFF\u200B]+/g, '')
        .replace(/[(（][^()（）]*[)）]$/, '');

interface Header {
  row: number;
  /** Column index of each field. */
  index: Record<AccountDailyColumn, number>;
}

/** The row with the titles (the first that names 账户ID, else the first row) and where each column is. */
function findHeader(table: Table, lang: Lang): Header {
  const idTitle = TITLE.platformId;
  const candidates = table.rows.slice(0, HEADER_SEARCH);
  const headerRow = candidates.find((r) => r.cells.some((c) => headerTitle(c) === idTitle)) ?? table.rows[0];
  if (!headerRow) throw new ApiError(Status.INVALID, 'importEmpty');
  const titles = headerRow.cells.map(headerTitle);
  const index = {} as Record<AccountDailyColumn, number>;
  const missing: ImportRowError[] = [];
  for (const { key, title } of ACCOUNT_DAILY_COLUMNS) {
    const at = titles.indexOf(title);
    if (at < 0) {
      missing.push({ row: headerRow.row, column: title, reason: formatMessage('importColumnMissing', lang) });
      continue;
    }
    if (titles.indexOf(title, at + 1) >= 0)
      throw new ApiError(Status.INVALID, 'importDuplicateColumn', { column: title });
    index[key] = at;
  }
  if (missing.length) {
    const data: ImportFailure = { errors: missing, total: missing.length };
    throw new ApiError(
      Status.INVALID,
      'importMissingColumns',
      { columns: missing.map((m) => m.column).join(lang === 'zh' ? '、' : ', ') },
      data,
    );
  }
  return { row: headerRow.row, index };
}

interface ImportRow {
  row: number;
  day: string;
  platformId: string;
  /** Null when a measure of the row is bad (the row still takes part in the account and duplicate checks). */
  measures: Record<Measure, number> | null;
}

/** The rows whose day and account read well, and every bad cell. */
function readRows(table: Table, header: Header, today: string, lang: Lang) {
  const rows: ImportRow[] = [];
  const errors: ImportRowError[] = [];
  const dataRows = table.rows.filter((r) => r.row > header.row);
  if (!dataRows.length) throw new ApiError(Status.INVALID, 'importEmpty');
  // A file has few distinct days among many rows: each is read once.
  const days = new Map<Cell, Parsed<string>>();
  const readDay = (cell: Cell) => {
    if (typeof cell !== 'string') return parseDay(cell, today);
    let parsed = days.get(cell);
    if (!parsed) days.set(cell, (parsed = parseDay(cell, today)));
    return parsed;
  };
  for (const line of dataRows) {
    const cell = (key: AccountDailyColumn) => line.cells[header.index[key]] ?? null;
    let good = true;
    const take = <T>(key: AccountDailyColumn, parsed: Parsed<T>): T | undefined => {
      if (parsed.ok) return parsed.value;
      good = false;
      errors.push(rowError(line.row, TITLE[key], formatMessage(parsed.reason, lang, parsed.params)));
      return undefined;
    };
    const read = <T>(key: AccountDailyColumn, parse: (cell: Cell) => Parsed<T>) => {
      const value = cell(key);
      return take(key, unstorable(value) ? UNSTORABLE_CELL : parse(value));
    };
    const day = read('day', readDay);
    const platformId = read('platformId', parsePlatformId);
    const measures = {} as Record<Measure, number>;
    for (const key of MEASURES) {
      const value = read(key, key === 'fee' ? parseMoney : parseCount);
      if (value !== undefined) measures[key] = value;
    }
    if (platformId !== undefined && day !== undefined)
      rows.push({ row: line.row, day, platformId, measures: good ? measures : null });
  }
  return { rows, errors, dataRows: dataRows.length };
}

const rowError = (row: number, column: string, reason: string): ImportRowError => ({ row, column, reason });

const unstorable = (cell: Cell) => typeof cell === 'string' && !isStorableText(cell);
const UNSTORABLE_CELL: Parsed<never> = { ok: false, reason: 'importUnstorableText' };

/** Accounts per lookup: one JSON parameter each. */
const CHUNK = 1_000;

/** Platform id → account id, of the accounts among `platformIds` that the scope reaches. */
async function accountsInScope(db: Executor, platformIds: string[], scope: DataScope) {
  const ids = new Map<string, number>();
  for (let i = 0; i < platformIds.length; i += CHUNK) {
    const part = JSON.stringify(platformIds.slice(i, i + CHUNK));
    const rows = await db
      .select({ id: adAccounts.id, platformId: adAccounts.platformId })
      .from(adAccounts)
      .where(
        and(
          sql`${adAccounts.platformId} in (select value from json_array_elements_text(${part}::json))`,
          scopeFilter(scope, accountScopeColumns),
        ),
      );
    for (const r of rows) ids.set(r.platformId, r.id);
  }
  return ids;
}

/**
 * What the file does not carry is kept from the stored day `d` (see the rules above): landing visits, order value,
 * and the cash/grant split while the fee `x.fee` is the same.
 */
const KEPT_FROM_STORED: DailyMerge = {
  cash_fee: 'case when d.fee = x.fee then d.cash_fee else x.fee end',
  grant_fee: 'case when d.fee = x.fee then d.grant_fee else 0 end',
  landing_visits: 'coalesce(d.landing_visits, 0)',
  order_value: 'coalesce(d.order_value, 0)',
};

/**
 * Called once a file is checked, before it is written: tests hold an import there to see the server answer
 * others meanwhile.
 */
export const importSteps: { checked?: () => Promise<void> } = {};

export interface ImportRequest {
  /** Reads the file's rows (refusing, with 130, a file it cannot read). */
  read: () => Promise<Table>;
  filename: string;
  scope: DataScope;
  lang: Lang;
  actor: Actor;
}

/**
 * Checks the whole file, then writes it in one transaction; a bad cell anywhere writes nothing. Every upload is
 * kept in the import history: a file written in its transaction, a file refused after, with its bad cells.
 */
export async function importAccountDaily(
  app: AppContext,
  request: ImportRequest,
): Promise<AccountDailyImportResult> {
  const uploadedAt = new Date(app.clock.now());
  const record = {
    kind: 'accountDaily',
    filename: request.filename,
    uploadedBy: request.actor.userId,
    uploadedAt,
  } as const;
  const found = { rows: 0, errors: [] as ImportRowError[] };
  try {
    return await checkAndWrite(app, request, found, (tx, result) =>
      recordImport(tx, {
        ...record,
        status: 'ok',
        rowsRead: result.rows,
        rowsWritten: result.created + result.updated,
        rowsRefused: 0,
        errors: [],
      }),
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== Status.INVALID) throw error;
    const errors = found.errors.length ? found.errors : ((error.data as ImportFailure | null)?.errors ?? []);
    await recordImport(app.db, {
      ...record,
      status: 'refused',
      rowsRead: found.rows,
      rowsWritten: 0,
      rowsRefused: new Set(found.errors.map((e) => e.row)).size,
      errors,
      message: errorEnvelope(error, request.lang).desc,
    });
    throw error;
  }
}

async function checkAndWrite(
  app: AppContext,
  { read, filename, scope, lang, actor }: ImportRequest,
  found: { rows: number; errors: ImportRowError[] },
  recorded: (tx: Executor, result: AccountDailyImportResult) => Promise<void>,
): Promise<AccountDailyImportResult> {
  const table = await read();
  const today = shanghaiDay(app.clock.now());
  const header = findHeader(table, lang);
  const { rows, errors, dataRows } = readRows(table, header, today, lang);
  found.rows = dataRows;
  found.errors = errors;

  // The checks read in short statements outside any transaction, each taking its turn among other callers'.
  const accounts = await accountsInScope(app.db, [...new Set(rows.map((r) => r.platformId))], scope);
  const firstRow = new Map<string, number>();
  for (const r of rows) {
    const line = r.row;
    if (!accounts.has(r.platformId)) {
      errors.push(rowError(line, TITLE.platformId, formatMessage('importNoAccount', lang)));
      continue;
    }
    const key = `${r.platformId}:${r.day}`;
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, line);
    else
      errors.push(
        rowError(line, TITLE.platformId, formatMessage('importDuplicateRow', lang, { row: first })),
      );
  }
  if (errors.length) throw refusal(errors);

  const facts = rows.map((r) => ({ accountId: accounts.get(r.platformId)!, day: r.day, ...r.measures! }));
  const days = rows.map((r) => r.day).sort();
  const start = days[0]!;
  const end = days[days.length - 1]!;
  const fee = facts.reduce((sum, f) => sum + f.fee, 0);
  await importSteps.checked?.();
  // The write, set-wise, merging each day with the stored one in the database: all or nothing.
  return app.db.transaction(async (tx) => {
    const { changed, created } = await mergeDailyFacts(tx, facts, KEPT_FROM_STORED);
    const result: AccountDailyImportResult = {
      rows: dataRows,
      accounts: new Set(facts.map((f) => f.accountId)).size,
      days: { start, end },
      fee,
      created,
      updated: changed - created,
      unchanged: rows.length - changed,
    };
    if (changed)
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'accountDailyImport',
        after: { filename, ...result },
      });
    await recorded(tx, result);
    return result;
  });
}

/** 130 naming the first bad cell; `data` lists them by row, then column. */
function refusal(errors: ImportRowError[]) {
  errors.sort((a, b) => a.row - b.row || (ORDER.get(a.column) ?? 0) - (ORDER.get(b.column) ?? 0));
  const first = errors[0]!;
  const data: ImportFailure = { errors: errors.slice(0, IMPORT_LIMITS.maxErrors), total: errors.length };
  return new ApiError(
    Status.INVALID,
    'importRowError',
    { row: first.row, column: first.column, reason: first.reason, count: errors.length },
    data,
  );
}
