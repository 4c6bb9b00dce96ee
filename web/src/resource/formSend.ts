import { Status, type Envelope } from '@adops/common/codes';
import type { Endpoint } from '@adops/common/contract/endpoints';
import { VALUES_PART } from '@adops/common/contract/multipart';
import { request, RequestError, upload } from '../api/client';

/**
 * How a form's values go to the server: as JSON, or, when one of them is a file (an image field without an
 * upload endpoint), as multipart (common/contract/multipart.ts). And how a refusal's field errors find their
 * fields again.
 */

type Values = Record<string, unknown>;

/** The values as multipart: the others as JSON first, then each file under its field's name; null without a file. */
export function multipartOf(values: Values): FormData | null {
  const files = Object.entries(values).filter((entry): entry is [string, File] => entry[1] instanceof File);
  if (!files.length) return null;
  const others = Object.fromEntries(Object.entries(values).filter(([, value]) => !(value instanceof File)));
  const body = new FormData();
  body.append(VALUES_PART, JSON.stringify(others));
  for (const [name, file] of files) body.append(name, file, file.name);
  return body;
}

/**
 * Sends a form's values and resolves with the answer's data; a refusal rejects with a `RequestError` (its
 * message the server's, empty when nothing answered) and is not toasted: the form says it.
 */
export async function sendForm<T>(endpoint: Endpoint, values: Values): Promise<T> {
  const multipart = multipartOf(values);
  if (!multipart) {
    return request<T>(endpoint.url, {
      method: endpoint.method,
      ...(endpoint.method === 'POST' ? { data: values } : { params: values }),
      silent: true,
    });
  }
  const answer = await upload<Envelope<T>>(endpoint.url, multipart).catch(
    (failed: unknown) => failed as Envelope<T> | null,
  );
  if (answer?.status === Status.OK) return answer.data;
  throw new RequestError(answer?.desc ?? '', answer?.status ?? 0, answer?.data ?? null);
}

/** The errors of a 130 answer (`data.errors`) on the fields of the form they name, as antd's `setFields` takes them. */
export function fieldErrors(data: unknown, names: readonly string[]): { name: string; errors: string[] }[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  const byName = new Map<string, string[]>();
  for (const error of errors as { field?: unknown; message?: unknown }[]) {
    // A list's item names the list (`dates.1`).
    const name = typeof error.field === 'string' ? error.field.split('.')[0]! : '';
    if (!names.includes(name) || typeof error.message !== 'string') continue;
    byName.set(name, [...(byName.get(name) ?? []), error.message]);
  }
  return [...byName].map(([name, messages]) => ({ name, errors: messages }));
}
