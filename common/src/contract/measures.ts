import type { SummedKey } from '../metrics';

/** The measures of an account's day (DOMAIN.md, common/metrics.ts): money in cents, the rest counts. */
export type DeliveryMeasures = Record<SummedKey, number>;
