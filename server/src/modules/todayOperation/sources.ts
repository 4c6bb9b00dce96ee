import { and, or, sql, type SQL } from 'drizzle-orm';
import type { OperationKind } from '@adops/common/contract/todayOperation';
import type { DataScope } from '@adops/common/scope';
import { scopeFilter } from '../../scope/dataScope';
import { accountScopeOn, customerScopeColumns } from '../base/visibility';

/** The span of a day's events and the caller's scope: what every source selects by. */
export interface EventWindow {
  from: Date;
  to: Date;
  scope: DataScope;
}

/**
 * Where the events of one kind are kept: a select of the window's events within the scope, as the columns of
 * `eventColumns` (all of them, in their order), so that the sources can be put one under the other.
 */
export interface EventSource {
  kind: OperationKind;
  select(window: EventWindow): SQL;
}

/** The parts of an event, each an SQL expression over the source's tables; a part left out is null. */
interface EventParts {
  /** Tells the source's events apart (its row's key), for an order that is the same every time. */
  ref: string;
  at: string;
  account?: string;
  customer?: string;
  actor?: string;
  amount?: string;
  before?: string;
  after?: string;
  text?: string;
}

/** The columns every source selects: kind, ref, at, account_id, customer_id, actor_id, amount, before, after, text. */
function eventColumns(kind: OperationKind, p: EventParts): SQL {
  return sql.raw(
    [
      `'${kind}'::text as kind`,
      `(${p.ref})::text as ref`,
      `${p.at} as at`,
      `(${p.account ?? 'null'})::int as account_id`,
      `(${p.customer ?? 'null'})::int as customer_id`,
      `(${p.actor ?? 'null'})::int as actor_id`,
      `(${p.amount ?? 'null'})::bigint as amount`,
      `(${p.before ?? 'null'})::text as before`,
      `(${p.after ?? 'null'})::text as after`,
      `(${p.text ?? 'null'})::text as text`,
    ].join(', '),
  );
}

/** The events whose instant `column` falls in the window. */
const during = (column: string, w: EventWindow) =>
  sql`${sql.raw(column)} >= ${w.from.toISOString()}::timestamptz and ${sql.raw(column)} < ${w.to.toISOString()}::timestamptz`;

/** Always a condition: `true` where the scope sees all. */
const holds = (condition: SQL | undefined) => condition ?? sql`true`;

/** Events of an account, the account read as `a`. */
const ofAccount = (w: EventWindow) => holds(scopeFilter(w.scope, accountScopeOn('a')));

/** Events of a customer, the customer read as `customers`. */
const ofCustomer = (w: EventWindow) => holds(scopeFilter(w.scope, customerScopeColumns));

/** A question's events (of `eventKind`): its account's, or its customer's where it is about a customer. */
function questionEvents(kind: OperationKind, eventKind: string): EventSource {
  return {
    kind,
    select: (w) => sql`select ${eventColumns(kind, {
      ref: 'e.id',
      at: 'e.at',
      account: 'q.account_id',
      customer: 'customers.id',
      actor: 'e.actor_id',
      after: 'e.text',
      text: 'q.title',
    })}
      from question_events e join questions q on q.id = e.question_id
      left join ad_accounts a on a.id = q.account_id
      left join customers on customers.id = coalesce(q.customer_id, a.customer_id)
      where e.kind = ${eventKind} and ${during('e.at', w)}
        and ${or(and(sql`a.id is not null`, ofAccount(w)), and(sql`a.id is null`, ofCustomer(w)))}`,
  };
}

/** Each kind of event and where it is kept. */
export const EVENT_SOURCES: EventSource[] = [
  {
    kind: 'accountOpened',
    select: (w) => sql`select ${eventColumns('accountOpened', {
      ref: 'a.id',
      at: 'a.created_at',
      account: 'a.id',
      customer: 'a.customer_id',
      text: 'a.platform_id',
    })}
      from ad_accounts a where ${during('a.created_at', w)} and ${ofAccount(w)}`,
  },
  {
    kind: 'recharge',
    select: (w) => sql`select ${eventColumns('recharge', {
      ref: 'f.id',
      at: 'f.occurred_at',
      account: 'a.id',
      customer: 'a.customer_id',
      actor: 'f.operator_id',
      amount: 'f.amount',
      text: 'f.remark',
    })}
      from fund_records f join ad_accounts a on a.id = f.account_id
      where f.type = 'recharge' and ${during('f.occurred_at', w)} and ${ofAccount(w)}`,
  },
  {
    kind: 'operatorChanged',
    select: (w) => sql`select ${eventColumns('operatorChanged', {
      ref: 'r.id',
      at: 'r.changed_at',
      account: 'a.id',
      customer: 'a.customer_id',
      actor: 'r.changed_by',
      before: 'r.before',
      after: 'r.after',
    })}
      from account_change_records r join ad_accounts a on a.id = r.account_id
      where r.field = 'operatorId' and ${during('r.changed_at', w)} and ${ofAccount(w)}`,
  },
  {
    // A customer's group hears of its customer, a department's group of its department; a message sent in
    // parts is one notice.
    kind: 'noticeSent',
    select: (w) => sql`select ${eventColumns('noticeSent', {
      ref: 'o.id',
      at: 'o.sent_at',
      customer: 'r.customer_id',
      before: 'o.robot_name',
      text: 'left(o.content, 120)',
    })}
      from notice_outbox o join notice_robots r on r.id = o.robot_id
      left join customers on customers.id = r.customer_id
      where o.status = 'sent' and o.part = 1 and ${during('o.sent_at', w)}
        and ${or(
          and(sql`r.customer_id is not null`, ofCustomer(w)),
          and(sql`r.customer_id is null`, holds(scopeFilter(w.scope, { department: sql`r.department_id` }))),
        )}`,
  },
  questionEvents('questionOpened', 'opened'),
  questionEvents('questionSolved', 'solved'),
  {
    kind: 'descentRecorded',
    select: (w) => sql`select ${eventColumns('descentRecorded', {
      ref: `d.account_id || ':' || d.period_start || ':' || d.period_end`,
      at: 'd.recorded_at',
      account: 'a.id',
      customer: 'a.customer_id',
      actor: 'd.recorded_by',
      amount: 'd.fee',
      before: 'd.period_start',
      after: 'd.period_end',
      text: 'd.reason',
    })}
      from descent_reasons d join ad_accounts a on a.id = d.account_id
      where ${during('d.recorded_at', w)} and ${ofAccount(w)}`,
  },
];
