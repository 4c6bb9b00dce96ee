import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { CustomerRow } from '@adops/common/contract/customer';
import type { ListResult } from '@adops/common/contract/fields';
import {
  ACCOUNT_DAILY_COLUMNS,
  IMPORT_URLS,
  type AccountDailyImportResult,
} from '@adops/common/contract/import';
import { accountCategories, adAccounts, auditLog, customers, importHistory, users } from '../src/db/schema';
import { queryRows } from '../src/db/rows';
import { importSteps } from '../src/modules/import/accountDaily';
import { addDays, shanghaiDay } from '../src/time';
import { createTestApi, type TestApi } from './harness';

/**
 * An import checks its file against the database in short statements, then writes it in one transaction: the
 * embedded database answers others' statements between the import's, and a write that fails part-way leaves
 * nothing. The import is held between its checks and its write (`importSteps.checked`) while the others call.
 */

let api: TestApi;
let admin: string;
const ids: Record<string, number> = {};
let categoryId: number;
/** Accounts IMP-L1…IMP-L60, 90 days each: 5,400 rows, more than one statement of the fact writer. */
const ACCOUNTS = Array.from({ length: 60 }, (_, i) => `IMP-L${i + 1}`);
const DAYS = 90;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.login('admin')).token;
  for (const u of await api.app.db.select({ id: users.id, username: users.username }).from(users))
    ids[u.username] = u.id;
  const [category] = await api.app.db
    .insert(accountCategories)
    .values({ name: '导入中' })
    .returning({ id: accountCategories.id });
  categoryId = category!.id;
});
afterAll(() => api.close());
afterEach(() => {
  delete importSteps.checked;
});

/** A fresh customer with the accounts, and the file of their days (account by account, as exports list them). */
async function accountsAndFile(name: string) {
  const [customer] = await api.app.db.insert(customers).values({ name }).returning({ id: customers.id });
  const platformIds = ACCOUNTS.map((p) => `${p}-${customer!.id}`);
  const accounts = await api.app.db
    .insert(adAccounts)
    .values(platformIds.map((platformId) => ({ platformId, name: platformId, customerId: customer!.id })))
    .returning({ id: adAccounts.id, platformId: adAccounts.platformId });
  const yesterday = addDays(shanghaiDay(api.clock.now()), -1);
  const lines = [ACCOUNT_DAILY_COLUMNS.map((c) => c.title).join(',')];
  for (const platformId of platformIds)
    for (let d = 0; d < DAYS; d++)
      lines.push([addDays(yesterday, -d), platformId, '12.34', 100, 5, 1, 1, 1].join(','));
  return { customerId: customer!.id, accounts, csv: lines.join('\n') };
}

async function upload(csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'month.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return api.call<AccountDailyImportResult>('POST', IMPORT_URLS.accountDaily, {
    token: admin,
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

/** Holds the next import once its file is checked; `reached` resolves then, `release` lets it write. */
function holdImport() {
  let reached!: () => void;
  let release!: () => void;
  const atHold = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  importSteps.checked = async () => {
    reached();
    await released;
  };
  return { atHold, release };
}

const factsOf = async (accountIds: number[]) => {
  const [row] = await queryRows<{ daily: number; monthly: number; customer: number }>(
    api.app.db,
    sql`select (select count(*)::int from account_daily where account_id in ${sql`(${sql.join(accountIds, sql`, `)})`}) as daily,
          (select count(*)::int from account_monthly where account_id in ${sql`(${sql.join(accountIds, sql`, `)})`}) as monthly,
          (select count(*)::int from customer_daily c join ad_accounts a on a.customer_id = c.customer_id
            where a.id = ${accountIds[0]!}) as customer`,
  );
  return row!;
};

describe('an import under way', { timeout: 300_000 }, () => {
  it('leaves the console answering: a list and a create complete while the import has not yet written', async () => {
    const { accounts, csv } = await accountsAndFile('导入中客户');
    const hold = holdImport();
    let imported = false;
    const importing = upload(csv).finally(() => (imported = true));
    await hold.atHold;

    const listed = await api.call<ListResult<CustomerRow>>('GET', '/api/crm/customer/list', {
      token: admin,
      query: { name: '导入中客户' },
    });
    expect(listed.status).toBe(Status.OK);
    const created = await api.call<CustomerRow>('POST', '/api/crm/customer/save', {
      token: admin,
      body: { name: '导入时新建', categoryId, regionCode: '440305', salesId: ids.sales, departmentId: 5 },
    });
    expect(created.status).toBe(Status.OK);
    expect(imported).toBe(false);
    // Nothing of the file shows before its write.
    expect(await factsOf(accounts.map((a) => a.id))).toEqual({ daily: 0, monthly: 0, customer: 0 });

    hold.release();
    const result = await importing;
    expect(result).toMatchObject({
      status: Status.OK,
      data: { rows: accounts.length * DAYS, created: accounts.length * DAYS },
    });
    const facts = await factsOf(accounts.map((a) => a.id));
    expect(facts.daily).toBe(accounts.length * DAYS);
    expect(facts.customer).toBe(DAYS);
  });

  it('leaves nothing when its write fails part-way: no day, rollup, audit row or history of it', async () => {
    const { accounts, csv } = await accountsAndFile('导入失败客户');
    const audits = await api.app.db.$count(auditLog);
    const history = await api.app.db.$count(importHistory);
    const hold = holdImport();
    const importing = upload(csv);
    await hold.atHold;
    // The last account goes between the check and the write: its rows, in the writer's last statement, then
    // fail on their foreign key, after the first statements have written theirs.
    const last = accounts.at(-1)!;
    await api.app.db.delete(adAccounts).where(eq(adAccounts.id, last.id));
    hold.release();
    expect((await importing).status).not.toBe(Status.OK);

    const kept = accounts.slice(0, -1).map((a) => a.id);
    expect(await factsOf(kept)).toEqual({ daily: 0, monthly: 0, customer: 0 });
    expect(await api.app.db.$count(auditLog)).toBe(audits);
    expect(await api.app.db.$count(importHistory)).toBe(history);
    const online = await api.app.db
      .select({ onlineDay: adAccounts.onlineDay })
      .from(adAccounts)
      .where(inArray(adAccounts.id, kept));
    expect(online.every((a) => a.onlineDay === null)).toBe(true);
  });
});
