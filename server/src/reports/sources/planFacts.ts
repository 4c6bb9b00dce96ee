import { HOURS_SUMMED_BY } from '../../facts/writer';
import { hourRows } from './hours';
import type { SourceDefinition } from './index';

/**
 * The campaign plans' hours, their account alongside (their days when not by hour), each row answering
 * `spending` like the facts'; by hour, a team's or a customer's hours of its plans may be read summed
 * (team_plan_hourly, customer_plan_hourly).
 */
export const planFacts: SourceDefinition = {
  parts: ([start, end], options) => [hourRows(start, end, options, 'plans', options.summedBy)],
  periods: true,
  summedRollups: (bucket) => (bucket === 'hour' ? HOURS_SUMMED_BY : []),
  summable: true,
  flat: false,
  keepsAccounts: true,
  hoursTable: 'plan_hourly',
};
