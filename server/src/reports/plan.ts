import type { ReportQuery } from '@adops/common/contract/report';
import { SUMMED } from '@adops/common/metrics';
import type { SummedBy } from '../facts/writer';
import type { ReportDefinition, RunContext } from './definition';
import type { DimensionKey } from './dimensions';
import { rowMeasureSql, summedParts, type Measure } from './measures';
import type { Bucket } from './segments';
import { sourceOf } from './sources';

/** What the summed rollups know of an account: where it is placed (its team, its operator), or its customer. */
export const KNOWN: Record<SummedBy, Set<DimensionKey>> = {
  team: new Set(['department', 'group', 'operator', 'product']),
  customer: new Set(['customer']),
  operatorCustomer: new Set(['department', 'group', 'operator', 'customer']),
};

/**
 * Whether the rows can be read as the teams', the customers' or the operators' customers' sums rather than the
 * accounts' (in that order: the fewer rows first), of those the source has (`readable`): grouped and filtered
 * by nothing an account says besides what those rows know, within a scope they can tell (departments, groups or
 * operators for teams; all, or a sales person's customers, for customers; any for operators' customers), with
 * measures they carry (a team does not know its customers; a team's or a customer's hours carry the hours' own
 * measures only). Accounts are counted per period, so where rows are counted (`counted`), a range with no bucket
 * is read so only for one closed day.
 */
export function summedByOf(
  readable: readonly SummedBy[],
  dimensions: DimensionKey[],
  bucket: Bucket,
  measures: Measure[],
  counted: boolean,
  [start, end]: [string, string],
  query: ReportQuery,
  { scope, today }: RunContext,
): SummedBy | undefined {
  const of = (by: SummedBy) => readable.includes(by) && dimensions.every((d) => KNOWN[by].has(d));
  const hourly = measures.every(
    (m) => typeof m === 'string' && summedParts([m]).every((k) => SUMMED[k].hourly),
  );
  const byTeam =
    of('team') &&
    !query.customerId &&
    !query.accountId &&
    !scope.salesIds.length &&
    (bucket === 'hour' ? hourly : measures.every((m) => typeof m === 'string' || !m.ofCustomer));
  const byCustomer =
    of('customer') &&
    !query.deptId &&
    !query.groupId &&
    !query.operatorId &&
    !query.accountId &&
    !query.product &&
    (scope.all || !(scope.departmentIds.length || scope.groupIds.length || scope.operatorIds.length));
  if (bucket === 'hour') return byTeam ? 'team' : byCustomer && hourly ? 'customer' : undefined;
  if (bucket === 'none' && counted && !(start === end && end < today)) return undefined;
  if (byTeam) return 'team';
  if (byCustomer) return 'customer';
  return of('operatorCustomer') && !query.accountId && !query.product ? 'operatorCustomer' : undefined;
}

/** What an account says of itself: a report grouped by these and the account has one row per account. */
const OF_AN_ACCOUNT = new Set<DimensionKey>([
  'account',
  'customer',
  'operator',
  'department',
  'group',
  'product',
  'category',
]);

/**
 * Whether a report's rows are the source's rows themselves (where it has such rows): by account (and what an
 * account says of itself) and by day, or summed per account and period already (weeks, months, the whole
 * range), with measures a row has; or by customer and period, read from the customers' rollups. Then there is
 * nothing to group, and the page is a top-N cut of the rows.
 */
export function flatRows(
  def: ReportDefinition,
  range: [string, string],
  query: ReportQuery,
  ctx: RunContext,
): boolean {
  const source = sourceOf(def.source);
  if (!source.flat || def.bucket === 'hour') return false;
  if (!def.measures.every((m) => rowMeasureSql(m) !== null)) return false;
  if (def.dimensions[0] === 'account') return def.dimensions.every((d) => OF_AN_ACCOUNT.has(d));
  return (
    def.bucket !== 'none' &&
    !def.accounts &&
    def.dimensions.length === 1 &&
    def.dimensions[0] === 'customer' &&
    summedByOf(
      source.summedRollups(def.bucket),
      def.dimensions,
      def.bucket,
      def.measures,
      true,
      range,
      query,
      ctx,
    ) === 'customer'
  );
}
