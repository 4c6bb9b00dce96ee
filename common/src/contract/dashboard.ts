/** GET /api/zhImport/homeSearch: the cards of the Home page, within the caller's data scope. Money in cents. */
export interface HomeCards {
  /** 'YYYY-MM-DD' in Asia/Shanghai, and the hour the figures of today run to. */
  today: string;
  hour: number;
  todayFee: number;
  /** Yesterday up to the same hour, for a fair comparison with today so far. */
  yesterdaySameTimeFee: number;
  yesterdayFee: number;
  monthFee: number;
  /** The month's target for the caller's scope; null when none is set. */
  monthTarget: number | null;
  /** Share of the month elapsed (0-1), to set beside monthFee / monthTarget. */
  monthElapsed: number;
  activeAccounts: number;
  lowBalanceAccounts: number;
  /** The thresholds in force the two counts are by: spent within these days, a runway under these. */
  activeDays: number;
  lowBalanceDays: number;
}

/** The trend's closed days and the number of top customers of getChart. */
export const HOME_TREND_DAYS = 30;
export const HOME_TOP_CUSTOMERS = 10;

/** GET /api/zhImport/getChart: spend of the last 30 closed days, and yesterday's by department and customer. */
export interface HomeCharts {
  trend: { day: string; fee: number }[];
  byDepartment: { departmentId: number | null; name: string | null; fee: number }[];
  topCustomers: { customerId: number; name: string; fee: number }[];
}
