import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@adops/common/codes';
import type { OrderRow } from '@adops/common/contract/money';
import { ROLE } from '@adops/common/roles';
import { userRoles } from '../src/db/schema';
import { queryRows } from '../src/db/rows';
import { writeSetting } from '../src/db/settings';
import { SEPARATE_DUTIES_SETTING } from '../src/resources/parties';
import { moneyDesk } from './moneyDesk';

/**
 * Separation of duties: one person holding the sales and the finance roles creates, reviews and approves nothing
 * twice over. The two reviews of a money record are two people's, neither of them its creator, unless the
 * setting is turned off; the demo's records keep to it.
 */

const desk = moneyDesk('-balance');
/** The demo `sales` user, given the finance role as well. */
let both: string;

beforeAll(async () => {
  const sales = await desk.api.login('sales');
  await desk.api.app.db.insert(userRoles).values({ userId: sales.id, roleId: ROLE.FINANCE });
  both = (await desk.api.login('sales')).token;
});
afterAll(() => writeSetting(desk.api.app.db, SEPARATE_DUTIES_SETTING, true));

const post = <T = null>(token: string, url: string, body: Record<string, unknown>) => {
  desk.api.clock.advance(1);
  return desk.api.call<T>('POST', `/api/crm/${url}`, { token, body });
};
const as = (who: string) => desk.tokens[who]!;
const newOrder = async (token: string) =>
  (await post<OrderRow>(token, 'order/save', { accountId: desk.account.id, amount: 40_000 })).data;

describe('the reviews of a money record', () => {
  it('are kept by the demo’s records: nobody takes two parts of one', async () => {
    const [twice] = await queryRows<{ n: number }>(
      desk.api.app.db,
      sql`
      select (
        (select count(*) from recharge_orders where submitter_id in (sales_reviewer_id, finance_reviewer_id)
          or sales_reviewer_id = finance_reviewer_id)
        + (select count(*) from withdrawals where submitter_id in (passer_id, processor_id) or passer_id = processor_id)
        + (select count(*) from settlements where requester_id = confirmer_id)
        + (select count(*) from invoices where requester_id = issuer_id)
      )::int as n`,
    );
    expect(twice!.n).toBe(0);
  });

  it('are not taken by its creator, in English too', async () => {
    const own = await newOrder(both);
    const refused = await post(both, 'order/approve', { id: own.id });
    expect(refused.status).toBe(Status.FORBIDDEN);
    expect(refused.desc).toContain('不同的人');
    expect(refused.desc).toContain('充值订单');
    const english = await desk.api.call('POST', '/api/crm/order/reject', {
      token: both,
      body: { id: own.id, reason: '自己驳回' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.status).toBe(Status.FORBIDDEN);
    expect(english.desc).toContain('different person');
  });

  it('are two people’s: the sales reviewer does not take the finance review', async () => {
    const order = await newOrder(as('gm'));
    expect((await post(both, 'order/approve', { id: order.id })).status).toBe(Status.OK);
    const second = await post(both, 'order/approve', { id: order.id });
    expect(second.status).toBe(Status.FORBIDDEN);
    expect(second.desc).toContain('审核');
    expect((await post(both, 'order/reject', { id: order.id, reason: 'x' })).status).toBe(Status.FORBIDDEN);
    expect((await post(as('finance'), 'order/approve', { id: order.id })).status).toBe(Status.OK);
  });

  it('hold for every money record: a refund, a withdrawal and an invoice their requester asked for', async () => {
    const order = await newOrder(as('gm'));
    await post(as('sales'), 'order/approve', { id: order.id });
    await post(as('finance'), 'order/approve', { id: order.id });
    const refund = await post<{ id: number }>(both, 'settlement/save', { orderId: order.id, amount: 1_000 });
    expect((await post(both, 'settlement/confirm', { id: refund.data.id })).status).toBe(Status.FORBIDDEN);
    const withdrawal = await post<{ id: number }>(both, 'withdrawal/save', {
      accountId: desk.account.id,
      amount: 1_000,
    });
    expect((await post(both, 'withdrawal/pass', { id: withdrawal.data.id })).status).toBe(Status.FORBIDDEN);
    const invoice = await post<{ id: number }>(both, 'invoice/save', {
      customerId: desk.account.customerId,
      amount: 100,
      title: '职责分离',
    });
    const issue = { id: invoice.data.id, number: 'FP-SELF', date: '2026-11-20' };
    expect((await post(both, 'invoice/issue', issue)).status).toBe(Status.FORBIDDEN);
    expect((await post(as('finance'), 'invoice/issue', issue)).status).toBe(Status.OK);
  });

  it('may be one person’s where the setting is turned off', async () => {
    await writeSetting(desk.api.app.db, SEPARATE_DUTIES_SETTING, false);
    const own = await newOrder(both);
    expect((await post(both, 'order/approve', { id: own.id })).status).toBe(Status.OK);
    expect((await post(both, 'order/approve', { id: own.id })).status).toBe(Status.OK);
    await writeSetting(desk.api.app.db, SEPARATE_DUTIES_SETTING, true);
  });
});
