import type { ExportColumn, ExportFilter } from '@adops/common/contract/export';
import type { ListResult } from '@adops/common/contract/fields';
import { download, get, post } from './client';

/** The four calls and the export every resource of the server's engine answers (`/api/crm/<path>/…`). */

export type ListParams = Record<string, unknown> & { page: number; pageSize: number; sort?: string };

export const listResource = <Row>(path: string, params: ListParams, signal?: AbortSignal, url?: string) =>
  get<ListResult<Row>>(url ?? `/api/crm/${path}/list`, params, signal ? { signal } : {});

export const saveResource = <Row>(path: string, body: Record<string, unknown>) =>
  post<Row>(`/api/crm/${path}/save`, body);

export const deleteResource = (path: string, id: number) => post<null>(`/api/crm/${path}/delete`, { id });

/** The list as an xlsx file: every row the filters keep, the columns and the filters as the page shows them. */
export const exportResource = (
  path: string,
  params: Record<string, unknown>,
  shown: { columns: ExportColumn[]; title: string; filters: ExportFilter[] },
) =>
  download(`/api/crm/${path}/export`, {
    ...params,
    columns: JSON.stringify(shown.columns),
    title: shown.title,
    filters: JSON.stringify(shown.filters),
  });
