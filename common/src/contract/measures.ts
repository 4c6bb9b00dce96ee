/** The measures of an account's day (DOMAIN.md): money (fee, cashFee, grantFee, orderValue) in cents, the rest counts. */
export interface DeliveryMeasures {
  fee: number;
  cashFee: number;
  grantFee: number;
  impressions: number;
  clicks: number;
  interactions: number;
  consults: number;
  leads: number;
  landingVisits: number;
  orderValue: number;
}
