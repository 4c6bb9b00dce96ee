import {
  commandEndpoint,
  commandIdField,
  type CommandContract,
  type Endpoint,
} from '@adops/common/contract/endpoints';
import type { ExportColumn, ExportFilter, ExportOptions } from '@adops/common/contract/export';
import type { ListResult } from '@adops/common/contract/fields';
import { download, request } from './client';

/** The calls of a resource of the server's engine, each at the URL and with the method its endpoint says. */

export type ListParams = Record<string, unknown> & { page: number; pageSize: number; sort?: string };

/** GET and DELETE carry their parameters in the query, POST in the body. */
export const call = <T>(endpoint: Endpoint, params: Record<string, unknown> = {}, signal?: AbortSignal) =>
  request<T>(endpoint.url, {
    method: endpoint.method,
    ...(endpoint.method === 'POST' ? { data: params } : { params }),
    ...(signal ? { signal } : {}),
  });

export const listResource = <Row>(endpoint: Endpoint, params: ListParams, signal?: AbortSignal) =>
  call<ListResult<Row>>(endpoint, params, signal);

/** A list answered whole, as a tree: the nodes at the top with their branches. */
export const listTree = <Row>(endpoint: Endpoint, signal?: AbortSignal) => call<Row[]>(endpoint, {}, signal);

/**
 * A command on one record (its id) or on several (their ids), under the parameter its contract names, with
 * the values of its form; a command on the list as a whole sends the values only.
 */
export const runCommand = (
  path: string,
  contract: Pick<CommandContract, 'name' | 'endpoint' | 'idField' | 'many' | 'whole'>,
  ids: unknown[],
  values: Record<string, unknown>,
) =>
  call<unknown>(
    commandEndpoint(path, contract),
    contract.whole ? values : { ...values, [commandIdField(contract)]: contract.many ? ids : ids[0] },
  );

/**
 * The list as a file: every row the filters keep (or those of `options.ids`), the columns and the filters as the
 * page shows them, an xlsx unless `options` asks for csv or text.
 */
export const exportResource = (
  endpoint: Endpoint,
  params: Record<string, unknown>,
  shown: { columns: ExportColumn[]; title: string; filters: ExportFilter[] },
  { ids, ...options }: ExportOptions = {},
) =>
  download(endpoint.url, {
    ...params,
    columns: JSON.stringify(shown.columns),
    title: shown.title,
    filters: JSON.stringify(shown.filters),
    ...options,
    ...(ids?.length ? { ids: ids.join(',') } : {}),
  });
