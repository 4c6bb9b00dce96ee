import { sql } from 'drizzle-orm';
import { unreconciledDays } from '../../modules/money/ledger';
import type { Executor } from '../client';
import { bumpSequences } from '../bulk';

/**
 * The money's records of the demo agency: the world's recharges of the last months as approved orders (their
 * fund records marked as the orders'), its transfers out as processed withdrawals, its refunds as refunds of an
 * order, and a few records waiting in every other state, so that the message dropdown of `sales` and `finance`
 * has something to show on a fresh start. No money moves here: what is approved is what the world's ledger
 * already holds, which then must reconcile with the balances.
 */

const MONTHS_BACK = 3;

/**
 * Who enters the orders and withdrawals: the general manager, so that the customer's sales and then finance
 * review each, three people apart (resources/parties.ts: nobody takes two parts of one record).
 */
const entered = sql`(select id from users where username = 'gm')`;

export async function seedMoney(db: Executor, today: string): Promise<void> {
  const since = sql`(${today}::date - interval '${sql.raw(String(MONTHS_BACK))} months')`;
  const finance = sql`(select id from users where username = 'finance')`;
  await db.execute(sql`
    with picked as (
      select f.id as fund_id, f.account_id, a.customer_id, c.sales_id, f.amount, f.occurred_at,
        row_number() over (order by f.occurred_at, f.id) as n
      from fund_records f
      join ad_accounts a on a.id = f.account_id
      join customers c on c.id = a.customer_id
      where f.type = 'recharge' and f.occurred_at >= ${since}
    ),
    numbered as (
      select *, 'R' || to_char(occurred_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(n::text, 8, '0') as order_no
      from picked
    ),
    orders as (
      insert into recharge_orders (order_no, customer_id, account_id, amount, payment_method, status, submitter_id,
        sales_reviewer_id, sales_reviewed_at, finance_reviewer_id, finance_reviewed_at, created_at)
      select order_no, customer_id, account_id, amount,
        (array['bankTransfer', 'alipay', 'wechatPay', 'credit'])[1 + n % 4], 4000, ${entered},
        sales_id, occurred_at - interval '2 hours', ${finance}, occurred_at, occurred_at - interval '3 hours'
      from numbered
      returning order_no
    )
    update fund_records f set order_id = n.order_no, operator_id = ${finance}
    from numbered n where f.id = n.fund_id and n.order_no in (select order_no from orders)`);

  // Orders paid later: paid once a few days had passed, the last week's still waiting.
  await db.execute(sql`
    insert into settlements (order_id, kind, amount, status, requester_id, confirmer_id, confirmed_at, created_at)
    select o.id, 'payment', o.amount,
      case when o.finance_reviewed_at < ${today}::date - 7 then 2 else 1 end, o.submitter_id,
      case when o.finance_reviewed_at < ${today}::date - 7 then ${finance} end,
      case when o.finance_reviewed_at < ${today}::date - 7 then o.finance_reviewed_at + interval '3 days' end,
      o.finance_reviewed_at
    from recharge_orders o where o.status = 4000 and o.payment_method = 'credit'`);

  // The world's transfers out as processed withdrawals, each naming its fund record.
  await db.execute(sql`
    with picked as (
      select f.id as fund_id, f.account_id, a.customer_id, c.sales_id, -f.amount as amount, f.occurred_at,
        (select coalesce(max(id), 0) from withdrawals) + row_number() over (order by f.occurred_at, f.id) as id
      from fund_records f
      join ad_accounts a on a.id = f.account_id
      join customers c on c.id = a.customer_id
      where f.type = 'transferOut' and f.occurred_at >= ${since}
    ),
    written as (
      insert into withdrawals (id, customer_id, account_id, amount, status, submitter_id, passer_id, passed_at,
        processor_id, processed_at, created_at)
      select id, customer_id, account_id, amount, 4003, ${entered}, sales_id, occurred_at - interval '1 hour',
        ${finance}, occurred_at, occurred_at - interval '1 day'
      from picked
      returning id
    )
    update fund_records f set order_id = 'withdrawal-' || p.id, operator_id = ${finance}
    from picked p where f.id = p.fund_id and p.id in (select id from written)`);

  // The world's refunds, as refunds of the account's latest approved order that covers them.
  await db.execute(sql`
    with picked as (
      select f.id as fund_id, -f.amount as amount, f.occurred_at, o.id as order_id, o.submitter_id,
        (select coalesce(max(id), 0) from settlements) + row_number() over (order by f.occurred_at, f.id) as id
      from fund_records f
      cross join lateral (
        select id, submitter_id from recharge_orders o
        where o.account_id = f.account_id and o.status = 4000 and o.amount >= -f.amount
          and o.finance_reviewed_at < f.occurred_at
        order by o.finance_reviewed_at desc limit 1
      ) o
      where f.type = 'refund' and f.occurred_at >= ${since}
    ),
    written as (
      insert into settlements (id, order_id, kind, amount, status, requester_id, confirmer_id, confirmed_at,
        created_at)
      select id, order_id, 'refund', amount, 4, submitter_id, ${finance}, occurred_at, occurred_at - interval '1 day'
      from picked
      returning id
    )
    update fund_records f set order_id = 'refund-' || p.id, operator_id = ${finance}
    from picked p where f.id = p.fund_id and p.id in (select id from written)`);
  await bumpSequences(db, ['withdrawals', 'settlements']);

  await seedWaiting(db, today);

  const unreconciled = await unreconciledDays(db);
  if (unreconciled.length)
    throw new Error(`seed: the ledger does not reconcile: ${JSON.stringify(unreconciled.slice(0, 3))}`);
}

/**
 * A few records in each waiting and refused state, on accounts with cash, the newest first for the demo `sales`
 * user's customers; amounts in round yuan, a share of the cash or of what is left to invoice or refund.
 */
async function seedWaiting(db: Executor, today: string): Promise<void> {
  const finance = sql`(select id from users where username = 'finance')`;
  const created = (daysAgo: string) =>
    sql`(${today}::date - ${sql.raw(daysAgo)} + time '10:00') at time zone 'Asia/Shanghai'`;
  // Accounts with cash, those of the demo sales user's customers first.
  await db.execute(sql`
    create temporary table seed_accounts on commit drop as
    select a.id as account_id, a.customer_id, c.sales_id, b.cash,
      row_number() over (order by (u.username = 'sales') desc, b.cash desc, a.id) as n
    from ad_accounts a
    join customers c on c.id = a.customer_id
    join users u on u.id = c.sales_id
    join balance_snapshots b on b.account_id = a.id and b.day = ${today}::date
    where b.cash >= 1000000`);
  const round = (expression: string) => sql.raw(`greatest(10000, (${expression})::bigint / 10000 * 10000)`);
  await db.execute(sql`
    insert into recharge_orders (order_no, customer_id, account_id, amount, payment_method, remark, status,
      submitter_id, sales_reviewer_id, sales_reviewed_at, finance_reviewer_id, finance_reviewed_at, reject_reason,
      created_at)
    select 'R' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad((90000000 + n)::text, 8, '0'),
      customer_id, account_id, ${round('cash / 2')}, (array['bankTransfer', 'alipay', 'wechatPay'])[1 + n % 3],
      '月度充值', s.status, ${entered},
      case when s.status in (3000, 5000) then sales_id end,
      case when s.status in (3000, 5000) then ${created('1')} end,
      case when s.status = 5000 and n % 2 = 0 then ${finance} end,
      case when s.status = 5000 and n % 2 = 0 then ${created('0')} end,
      case when s.status = 5000 then '付款凭证与金额不符' end,
      ${created('2')} + n * interval '7 minutes'
    from seed_accounts
    join (values (1, 2000), (2, 2000), (3, 2000), (4, 3000), (5, 3000), (6, 5000), (7, 5000)) s(k, status)
      on s.k = seed_accounts.n`);
  await db.execute(sql`
    insert into withdrawals (customer_id, account_id, amount, status, submitter_id, passer_id, passed_at,
      processor_id, processed_at, reject_reason, remark, created_at)
    select customer_id, account_id, ${round('cash / 5')}, s.status, ${entered},
      case when s.status in (4002, 4004) then sales_id end,
      case when s.status in (4002, 4004) then ${created('1')} end,
      case when s.status = 4004 then ${finance} end,
      case when s.status = 4004 then ${created('0')} end,
      case when s.status = 4004 then '账户仍有在投计划' end,
      '客户申请退回余额', ${created('3')}
    from seed_accounts
    join (values (1, 4001), (2, 4002), (3, 4002), (4, 4004), (5, 4001)) s(k, status) on s.k = seed_accounts.n`);
  // Refunds asked for against recent approved orders paid up front.
  await db.execute(sql`
    insert into settlements (order_id, kind, amount, status, requester_id, remark, created_at)
    select id, 'refund', ${round('amount / 10')}, 3, submitter_id, '客户预算调整', ${created('1')}
    from recharge_orders
    where status = 4000 and payment_method <> 'credit' and amount >= 100000
    order by finance_reviewed_at desc limit 2`);
  // Invoices against what customers have paid up front: issued, waiting and refused.
  await db.execute(sql`
    insert into invoices (customer_id, amount, title, status, number, issued_on, requester_id, issuer_id, issued_at,
      reject_reason, created_at)
    select customer_id, ${round('paid / 4')}, name, s.status,
      case when s.status = 2 then '0440' || lpad((1000 + k)::text, 4, '0') end,
      case when s.status = 2 then ${today}::date - 5 end,
      sales_id,
      case when s.status <> 1 then ${finance} end,
      case when s.status <> 1 then ${created('5')} end,
      case when s.status = 3 then '抬头与营业执照不一致' end,
      ${created('6')} + k * interval '11 minutes'
    from (
      select o.customer_id, c.name, c.sales_id, sum(o.amount) as paid,
        row_number() over (order by sum(o.amount) desc) as k
      from recharge_orders o join customers c on c.id = o.customer_id
      where o.status = 4000 and o.payment_method <> 'credit'
      group by o.customer_id, c.name, c.sales_id
    ) paid
    join (values (1, 2), (2, 2), (3, 1), (4, 1), (5, 2), (6, 3)) s(n, status) on s.n = paid.k`);
}
