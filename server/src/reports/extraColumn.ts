import type { ReportColumn } from '@adops/common/contract/report';

/** An extra's column (extras.ts): read for the page's rows, so never sortable. */
export const extraColumn = (
  key: string,
  zh: string,
  en: string,
  kind: ReportColumn['kind'] = 'money',
): ReportColumn => ({ key, zh, en, kind, sortable: false });

/** A figure read back from the database, none as 0. */
export const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
