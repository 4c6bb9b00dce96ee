import type { SourceDefinition } from './index';

/**
 * A source whose rows are read by a query of its own (balances, today's accounts, descents, accounts gone
 * online, customers' months) rather than from the summed rollups: it keeps the accounts the scope and filters
 * keep itself, its rows are not summed per account again, and a page of them is not cut from flat rows.
 */
export const readOwn = (
  def: Pick<SourceDefinition, 'parts' | 'periods' | 'daysRead' | 'customers'>,
): SourceDefinition => ({
  summedRollups: () => [],
  summable: false,
  flat: false,
  keepsAccounts: true,
  hoursTable: 'account_hourly',
  ...def,
});
