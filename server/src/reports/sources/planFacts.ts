import { hourRows } from './hours';
import type { SourceDefinition } from './index';

/**
 * The campaign plans' hours, their account alongside (their days when not by hour), each row answering
 * `spending` like the facts'; by hour, a team's hours of its plans may be read summed (team_plan_hourly).
 */
export const planFacts: SourceDefinition = {
  parts: ([start, end], options) => [
    hourRows(start, end, options, options.summedBy === 'team' ? 'teamPlans' : 'plans'),
  ],
  periods: true,
  summedRollups: (bucket) => (bucket === 'hour' ? ['team'] : []),
  summable: true,
  flat: false,
  hoursTable: 'plan_hourly',
};
