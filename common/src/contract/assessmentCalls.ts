/**
 * Where the platform assessment's calls answer, and which pages read them: apart from the calls' inputs (zod),
 * so that the console's shell, which asks a page's first report ahead, need not load zod to know where.
 */
export const ASSESSMENT_BASE = '/api/xdareninfo';

export const ASSESSMENT_CALLS = [
  'selectDataConsume',
  'selectBeOnlineBean',
  'selectStayConsumeInfoBean',
  'selectAliveAndPullBackBean',
  'selectConditionConsume',
  'selectCsThisMonthConsumeGe',
  'selectCsMonthConsumeGe',
] as const;
export type AssessmentCall = (typeof ASSESSMENT_CALLS)[number];

export const assessmentUrl = (call: AssessmentCall) => `${ASSESSMENT_BASE}/${call}`;

/** The menu pages whose rows are a call's: the page reads its report there (by POST), and exports it beside. */
export const PAGE_CALLS: Readonly<Record<string, AssessmentCall>> = {
  online: 'selectBeOnlineBean',
  preserve: 'selectStayConsumeInfoBean',
  wake: 'selectAliveAndPullBackBean',
};

/** Where a call's xlsx of every row downloads (GET, its input in the query). */
export const assessmentExportUrl = (call: AssessmentCall) => `${assessmentUrl(call)}/export`;
