import type { ReportResult } from '@adops/common/contract/report';
import { download, get } from './client';

/** One report page's figures (`/api/crm/report/<route name>`). */
export const getReport = (name: string, params: Record<string, unknown>, signal?: AbortSignal) =>
  get<ReportResult>(`/api/crm/report/${name}`, params, signal ? { signal } : {});

/** The same report as an xlsx file of every row. */
export const exportReport = (name: string, params: Record<string, unknown>) =>
  download(`/api/crm/report/${name}/export`, params);
