import { Status, type Envelope } from '@adops/common/codes';
import { REQUEST_TIMEOUT_MS } from '@adops/common/constants';
import { parseSalts, signedParts } from '@adops/common/signing';
import { COOKIE, cookies } from '../store/persist';
import { toastError } from './notify';
import { pageLeaving } from './unloading';

const SALTS = parseSalts(import.meta.env.VITE_SIGNING_SALTS as string | undefined);

/**
 * A refused call: the envelope status and desc, or `http` for a transport-level status. Status 0 with no
 * message is a call that was cancelled, not refused.
 */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = null,
    readonly http?: number,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT';
  params?: Record<string, unknown>;
  data?: unknown;
  signal?: AbortSignal;
  /** No toast: the caller shows the failure its own way. */
  silent?: boolean;
  /** An absolute URL for calls that leave this origin (the second-login endpoint). */
  absolute?: boolean;
}

let onSessionEnd: (message: string) => void = () => {};
/** What a 110 answer does: the app clears the session, goes to /login and tells the user with its message. */
export function setSessionEndHandler(handler: (message: string) => void) {
  onSessionEnd = handler;
}

function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

/** Query `sessionId`, `saltId`, `timestamp` and headers `saltId`, `timestamp`, `token` (spec section 7). */
export function signedUrlAndHeaders(url: string, params: Record<string, unknown> = {}) {
  const { query, headers } = signedParts(cookies.get(COOKIE.token), { salts: SALTS });
  return { url: `${url}${url.includes('?') ? '&' : '?'}${queryString({ ...params, ...query })}`, headers };
}

function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

function fail(error: RequestError, silent: boolean | undefined): never {
  if (!silent && error.message) toastError(error.message);
  throw error;
}

async function send(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: withTimeout(options.signal) });
  } catch (error) {
    // A call the caller cancelled, or the browser did as the page is left, rejects without a toast.
    if (options.signal?.aborted || pageLeaving()) throw new RequestError('', 0);
    return fail(new RequestError((error as Error).message || 'Network Error', 0), options.silent);
  }
}

/**
 * Signs and sends a call, and resolves with the envelope's data when its status is 1. Otherwise, as spec
 * section 8 says: an HTTP status other than 200/302 toasts `请求状态异常:status= {code}`; an envelope status
 * toasts its desc; 110 also ends the session; all of them reject.
 */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const signed = signedUrlAndHeaders(url, options.params);
  const hasBody = options.data !== undefined;
  const response = await send(
    signed.url,
    {
      method,
      headers: { ...signed.headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { body: JSON.stringify(options.data) } : {}),
      credentials: options.absolute ? 'include' : 'same-origin',
    },
    options,
  );
  if (response.status !== 200 && response.status !== 302) {
    return fail(
      new RequestError(`请求状态异常:status= ${response.status}`, 0, null, response.status),
      options.silent,
    );
  }
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== Status.OK) {
    const error = new RequestError(envelope.desc, envelope.status, envelope.data);
    if (envelope.status === Status.NO_SESSION) {
      onSessionEnd(envelope.desc);
      throw error;
    }
    return fail(error, options.silent);
  }
  return envelope.data;
}

export const get = <T>(url: string, params?: Record<string, unknown>, options: RequestOptions = {}) =>
  request<T>(url, { ...options, method: 'GET', ...(params ? { params } : {}) });

export const post = <T>(url: string, data?: unknown, options: RequestOptions = {}) =>
  request<T>(url, { ...options, method: 'POST', data: data ?? {} });

/** Multipart upload: HTTP 200 resolves with the answer's data, anything else rejects with it. */
export async function upload<T>(url: string, form: FormData, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const signed = signedUrlAndHeaders(url);
  const response = await fetch(signed.url, { method, headers: signed.headers, body: form });
  const data = await response.json().catch(() => null);
  if (response.status === 200) return data as T;
  throw data;
}

/** The marker a failed download rejects with. */
export const DOWNLOAD_FAILED = { error: true } as const;

/** Blob download; any failure rejects with `DOWNLOAD_FAILED`. */
export async function download(url: string, params?: Record<string, unknown>): Promise<Blob> {
  const signed = signedUrlAndHeaders(url, params);
  try {
    const response = await fetch(signed.url, { headers: signed.headers });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || type.includes('application/json')) throw DOWNLOAD_FAILED;
    return await response.blob();
  } catch {
    throw DOWNLOAD_FAILED;
  }
}

/** Saves a downloaded blob under a name, as the browser saves a file it downloads. */
export function saveBlob(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
}
