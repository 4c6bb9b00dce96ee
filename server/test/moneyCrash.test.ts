import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '@adops/common/contract/money';
import {
  adAccounts,
  balanceSnapshots,
  customers,
  fundRecords,
  platformTransfers,
  rechargeOrders,
  users,
} from '../src/db/schema';
import { seedOrganization } from '../src/db/seed/demo';
import { syncMenuModules } from '../src/db/seed/modules';
import { PATHS } from '../src/connectors/platform/http';
import { startFakePlatform, type FakePlatform } from './fakes/platformServer';
import {
  serverDatabase,
  signedCall,
  startServer,
  type ServerDatabase,
  type ServerProcess,
} from './serverProcess';

/**
 * Finance's approval of an order killed after the platform moved the money and before the console booked it:
 * the next start asks the platform again with the order's number, gets the record it wrote the first time, and
 * books it. The money moved once, and the order is approved.
 */

const PASSWORD = 'Demo@2026';
const ADVERTISER = '1600000000000001';
const ORDER_NO = 'R2026112600000001';
const TEST_MS = 120_000;

let where: ServerDatabase;
let platform: FakePlatform;
/** The order finance approves; PGlite's folder is one process's at a time, so it is read before the server runs. */
let orderId: number;

beforeAll(async () => {
  where = await serverDatabase('money_crash');
  platform = await startFakePlatform({
    data: {
      accounts: [
        {
          advertiserId: ADVERTISER,
          name: '花漾旗舰店',
          product: 'juguang',
          status: 'active',
          openedOn: '2026-01-05',
          dailyBudget: null,
        },
      ],
      balances: [
        {
          advertiserId: ADVERTISER,
          cash: 100_000,
          grant: 0,
          credit: 0,
          frozen: 0,
          total: 100_000,
          available: 100_000,
        },
      ],
    },
  });
  await where.inDatabase(async (database) => {
    await database.migrate();
    await syncMenuModules(database.db);
    await seedOrganization(database.db, { password: PASSWORD });
    const db = database.db;
    const [sales] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'sales'));
    const [customer] = await db
      .insert(customers)
      .values({ name: '花漾美妆', salesId: sales!.id, regionCode: '440305' })
      .returning({ id: customers.id });
    const [account] = await db
      .insert(adAccounts)
      .values({ platformId: ADVERTISER, name: '花漾旗舰店', customerId: customer!.id })
      .returning({ id: adAccounts.id });
    await db.insert(balanceSnapshots).values({
      accountId: account!.id,
      day: '2026-11-25',
      cash: 100_000,
      total: 100_000,
      available: 100_000,
    });
    const [order] = await db
      .insert(rechargeOrders)
      .values({
        orderNo: ORDER_NO,
        customerId: customer!.id,
        accountId: account!.id,
        amount: 500_000,
        paymentMethod: 'bankTransfer',
        status: 3000,
        salesReviewerId: sales!.id,
      })
      .returning({ id: rechargeOrders.id });
    orderId = order!.id;
  });
}, TEST_MS);
afterAll(async () => {
  await platform?.close();
  await where?.drop();
});

async function serve(): Promise<{ server: ServerProcess; url: string; token: string }> {
  const server = startServer({
    ...where.env,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    PLATFORM_API_URL: platform.url,
    PLATFORM_APP_ID: 'app-1',
    PLATFORM_SECRET: 'secret-1',
    PLATFORM_REFRESH_TOKEN: 'refresh-0',
  });
  const [, url] = await server.printed(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
  const signIn = (await (
    await signedCall(url!, 'GET', '/api/crm/sys/login', { username: 'finance', password: PASSWORD })
  ).json()) as { data: { token: string } };
  return { server, url: url!, token: signIn.data.token };
}

const state = () =>
  where.inDatabase(async ({ db }) => ({
    order: (await db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, ORDER_NO)))[0]!,
    transfers: await db.select().from(platformTransfers),
    records: await db.select().from(fundRecords).where(eq(fundRecords.orderId, ORDER_NO)),
  }));

describe('an approval killed between the platform and the books', { timeout: TEST_MS }, () => {
  it('is finished on the next start from the platform’s answer to the same key: money moved once', async () => {
    platform.failNext('doneThenHang', 1, { path: PATHS.transfer });
    const first = await serve();
    const arrived = platform.received(PATHS.transfer);
    void signedCall(first.url, 'POST', '/api/crm/order/approve', { id: orderId }, first.token).catch(
      () => null,
    );
    await arrived;
    await first.server.kill();

    // The platform moved the money; the console had not booked it yet.
    expect(platform.data.balances[0]!.cash).toBe(600_000);
    const killed = await state();
    expect(killed.order.status).toBe(3000);
    expect(killed.transfers).toMatchObject([{ key: ORDER_NO, state: 'pending', amount: 500_000 }]);
    expect(killed.records).toEqual([]);

    // The token store is the process's: the new one signs in again with the configured refresh token.
    platform.setToken({ accessToken: 'access-0', refreshToken: 'refresh-0' });
    const again = await serve();
    const detail = async () =>
      (
        (await (
          await signedCall(again.url, 'GET', '/api/crm/order/detail', { id: orderId }, again.token)
        ).json()) as { data: OrderRow }
      ).data;
    let seen = await detail();
    for (let tries = 0; seen.status !== 4000 && tries < 300; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await detail();
    }
    expect(seen.status).toBe(4000);
    await again.server.terminate(10_000);

    const finished = await state();
    expect(finished.transfers).toMatchObject([{ key: ORDER_NO, state: 'done' }]);
    expect(finished.records).toMatchObject([{ type: 'recharge', amount: 500_000, balanceAfter: 600_000 }]);
    expect(platform.data.funds).toHaveLength(1);
    expect(platform.data.balances[0]!.cash).toBe(600_000);
    expect(platform.calls.filter((c) => c.path === PATHS.transfer)).toHaveLength(2);
  });
});
