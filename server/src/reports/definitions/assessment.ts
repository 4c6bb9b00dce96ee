import { sql } from 'drizzle-orm';
import {
  assessmentExportUrl,
  assessmentUrl,
  atLeastInput,
  conditionInput,
  monthsInput,
  type AssessmentCall,
} from '@adops/common/contract/assessment';
import { Status } from '@adops/common/codes';
import { MENU } from '@adops/common/menu';
import { ApiError } from '../../http/errors';
import { monthEnd } from '../../time';
import {
  ACTIVE_CUSTOMERS,
  CUSTOMER_FEE,
  DORMANT_CUSTOMERS,
  FIRST_SPEND_DAY,
  LAST_SPEND_DAY,
  NEW_ONLINE_CUSTOMERS,
  ONLINE_LACK,
  RETAINED_CUSTOMERS,
  RETAINED_LACK,
  WINDOW_FEE,
  WOKEN_CUSTOMERS,
  WOKEN_LACK,
} from '../customerMeasures';
import type { ReportDefinition, ReportParameters } from '../definition';
import { checkedRange } from '../engine';
import { BALANCE, SPENDING_ACCOUNTS, SPENDING_CUSTOMERS } from '../measures';
import { allOf, parameters, pickedDimension } from '../parameters';

/**
 * /platformAssessment (PAGES.md): the agency's KPIs by month and by customer, over the customers' months
 * (sources/customerMonths.ts, where each state is defined), and the spec's calls `POST /api/xdareninfo/*`. The
 * pages of new online, retained and woken customers read their call; the overview, the standing by customer and
 * the balance are reports of their own pages. Every one takes a month or a range of months in its body.
 */

type Definition = Omit<ReportDefinition, 'name' | 'mount' | 'access' | 'title'>;

/** The section's module: the calls of no page of their own need it. */
const ASSESSMENT = MENU.find((s) => s.path === '/platformAssessment')!.permission!;

/** `month`, or `startMonth`..`endMonth`: the range the report reads, unless the query gives days. */
const months = parameters(monthsInput, (def, { month, startMonth, endMonth }) => {
  const [from, to] = month ? [month, month] : [startMonth ?? endMonth, endMonth ?? startMonth];
  if (!from || !to) return def;
  const fields: [string, string] = month ? ['month', 'month'] : ['startMonth', 'endMonth'];
  return { ...def, askedRange: checkedRange(def, [from, monthEnd(to)], fields) };
});

/** Customers whose spend over the range lies between `minAmount` and `maxAmount`. */
const condition = parameters(conditionInput, (def, { minAmount, maxAmount }) => {
  if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount)
    throw new ApiError(Status.INVALID, 'invalidField', { field: 'maxAmount', reason: '@maxBelowMin' });
  if (minAmount === undefined && maxAmount === undefined) return def;
  return { ...def, thresholds: [{ measure: 'fee', min: minAmount, max: maxAmount }] };
});

/** Customers whose spend is at least `amount`: over the range, or (`each`) in each of its months. */
const atLeast = (each: boolean) =>
  parameters(atLeastInput, (def, { amount }) =>
    amount === undefined
      ? def
      : { ...def, thresholds: [{ measure: 'fee', min: amount, ...(each ? { each: true as const } : {}) }] },
  );

/** Months of the customers' standing. */
const ofCustomers = (def: Omit<Definition, 'source' | 'params'>): Definition => ({
  source: 'customerMonths',
  params: months,
  ...def,
});

/** A list of customers by month (new online, retained, woken). */
const STATE_LIST: Pick<Definition, 'dimensions' | 'bucket' | 'range'> = {
  dimensions: ['customer'],
  bucket: 'month',
  range: 'thisYear',
};

/** The menu pages' reports: GET /api/crm/report/<page>, or a page's call where it reads one. */
const PAGES: Record<string, Definition> = {
  xhsXccdataCom: ofCustomers({
    dimensions: [],
    bucket: 'month',
    measures: [
      CUSTOMER_FEE,
      NEW_ONLINE_CUSTOMERS,
      RETAINED_CUSTOMERS,
      WOKEN_CUSTOMERS,
      ACTIVE_CUSTOMERS,
      DORMANT_CUSTOMERS,
      BALANCE,
    ],
    extras: ['kpiTargets'],
    range: 'last12Months',
    sort: 'month',
    chart: { type: 'bar', x: 'month', series: ['newOnline', 'retained', 'woken'] },
    // A month's count opens its customers.
    drills: {
      newOnline: { page: 'online', params: { start: 'month' }, range: false },
      retained: { page: 'preserve', params: { start: 'month' }, range: false },
      woken: { page: 'wake', params: { start: 'month' }, range: false },
    },
  }),
  xhsXAccountDataCus: ofCustomers({
    dimensions: ['customer'],
    bucket: 'none',
    measures: [
      FIRST_SPEND_DAY,
      LAST_SPEND_DAY,
      CUSTOMER_FEE,
      NEW_ONLINE_CUSTOMERS,
      ONLINE_LACK,
      RETAINED_CUSTOMERS,
      RETAINED_LACK,
      WOKEN_CUSTOMERS,
      WOKEN_LACK,
      ACTIVE_CUSTOMERS,
      DORMANT_CUSTOMERS,
      BALANCE,
    ],
    range: 'thisMonth',
    sort: '-customerFee',
  }),
  online: ofCustomers({
    ...STATE_LIST,
    where: sql`f.online = 1`,
    measures: [FIRST_SPEND_DAY, WINDOW_FEE, NEW_ONLINE_CUSTOMERS, ONLINE_LACK],
    sort: '-windowFee',
  }),
  preserve: ofCustomers({
    ...STATE_LIST,
    where: sql`(f.retained = 1 or f.retained_lack is not null)`,
    measures: [FIRST_SPEND_DAY, CUSTOMER_FEE, RETAINED_CUSTOMERS, RETAINED_LACK],
    sort: '-customerFee',
  }),
  wake: ofCustomers({
    ...STATE_LIST,
    where: sql`(f.active = 1 or f.woken = 1 or f.woken_lack is not null)`,
    measures: [LAST_SPEND_DAY, CUSTOMER_FEE, ACTIVE_CUSTOMERS, WOKEN_CUSTOMERS, WOKEN_LACK],
    sort: '-woken',
  }),
  balance: ofCustomers({
    dimensions: [],
    bucket: 'month',
    measures: [BALANCE, CUSTOMER_FEE],
    extras: ['balanceTarget'],
    range: 'last12Months',
    sort: 'month',
    chart: { type: 'line', x: 'month', series: ['balance'] },
  }),
};

/** The pages that read a call of the spec, by the call. */
const PAGE_OF: Partial<Record<AssessmentCall, string>> = {
  selectBeOnlineBean: 'online',
  selectStayConsumeInfoBean: 'preserve',
  selectAliveAndPullBackBean: 'wake',
};

/** Customers by their spend over the range (this month by default), as the parameters keep them. */
const customersBySpend = (
  title: ReportDefinition['title'],
  params: ReportParameters,
): Definition & { title: ReportDefinition['title'] } => ({
  title,
  dimensions: ['customer'],
  bucket: 'none',
  measures: ['fee', SPENDING_ACCOUNTS],
  params,
  range: 'thisMonth',
  sort: '-fee',
});

/** The calls of no page of their own, with their titles (their exports' headings). */
const CALLS: Partial<Record<AssessmentCall, Definition & { title: ReportDefinition['title'] }>> = {
  selectDataConsume: {
    title: { zh: '考核消耗', en: 'Spend for assessment' },
    dimensions: [],
    bucket: 'month',
    measures: ['fee', SPENDING_CUSTOMERS, SPENDING_ACCOUNTS],
    comparisons: ['mom', 'yoy'],
    params: allOf(months, pickedDimension(['department', 'group', 'operator', 'customer'])),
    range: 'thisYear',
    sort: 'month',
  },
  selectConditionConsume: customersBySpend(
    { zh: '条件消耗客户', en: 'Customers by spend' },
    allOf(months, condition),
  ),
  selectCsThisMonthConsumeGe: customersBySpend(
    { zh: '本月消耗达标客户', en: 'Customers at an amount this month' },
    atLeast(false),
  ),
  selectCsMonthConsumeGe: {
    title: { zh: '逐月消耗达标客户', en: 'Customers at an amount every month' },
    dimensions: ['customer'],
    bucket: 'month',
    measures: ['fee'],
    params: allOf(months, atLeast(true)),
    range: 'thisYear',
    sort: 'month',
  },
};

const mountedAt = (call: AssessmentCall) => ({
  method: 'POST' as const,
  url: assessmentUrl(call),
  exportUrl: assessmentExportUrl(call),
});

const called = new Map(Object.entries(PAGE_OF).map(([call, page]) => [page, call as AssessmentCall]));

/** The assessment's menu pages (their own GET report, or the call they read). */
export const ASSESSMENT_PAGE_REPORTS: ReportDefinition[] = Object.entries(PAGES).map(([name, def]) => {
  const call = called.get(name);
  return { name, ...def, ...(call ? { mount: mountedAt(call) } : {}) };
});

/** The calls of no page of their own, open to the holders of the section. */
export const ASSESSMENT_CALL_REPORTS: ReportDefinition[] = Object.entries(CALLS).map(([call, def]) => ({
  name: `assessment.${call}`,
  mount: mountedAt(call as AssessmentCall),
  access: ASSESSMENT,
  ...def,
}));
