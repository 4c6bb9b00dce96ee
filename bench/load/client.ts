/**
 * Requests as the console's browser client sends them (signed: query `sessionId`, `saltId`, `timestamp`, headers
 * `saltId`, `timestamp` and `token`), over one keep-alive agent, each timed from its start to its last byte and
 * judged: an error is an HTTP status other than 200, an envelope status other than 1, a network failure or no
 * complete answer within 10 s. A file is waited for as a browser waits for a download, as long as it takes, while
 * its bytes keep coming: an error when none comes for a minute (as a proxy in front would cut it off: nginx's
 * proxy_read_timeout is such a wait between reads).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { Status } from '@adops/common/codes';
import { signRequest, type Salts } from '@adops/common/signing';
import type { Kind, Tally } from './tally';

export const TIMEOUT_MS = 10_000;
/** The longest a file's download waits for its next bytes (its first included). */
export const FILE_IDLE_MS = 60_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The signature's hash by node's crypto: the same SHA-256 as common/sha256.ts, at a fraction of its cost. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type Params = Record<string, string | number | undefined>;

export interface Call {
  kind: Kind;
  path: string;
  params?: Params;
  token?: string | undefined;
  /** An xlsx file is expected, not an envelope (an export). */
  file?: boolean;
}

/** A call's envelope data when it succeeded; its envelope status when it answered one. */
export interface Answer<T> {
  data?: T;
  status?: number;
}

interface Raw {
  status: number;
  type: string;
  body: Buffer;
  bytes: number;
}

export class Client {
  readonly #agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024 });
  readonly #host: string;
  readonly #port: number;

  constructor(
    base: string,
    private readonly salts: Salts,
    private readonly tally: Tally,
  ) {
    const url = new URL(base);
    this.#host = url.hostname;
    this.#port = Number(url.port);
  }

  /**
   * Sends a signed GET and records it. `from` is the virtual staff member's own address, passed on as a proxy in
   * their office would (X-Forwarded-For): believed only where the server trusts the sender.
   */
  async call<T>(call: Call, from?: string): Promise<Answer<T>> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(call.params ?? {}))
      if (value !== undefined && value !== '') query.set(key, String(value));
    const what = query.size ? `${call.path}?${decodeURIComponent(query.toString())}` : call.path;
    const signature = signRequest(call.token, { salts: this.salts, hash: sha256 });
    query.set('sessionId', signature.sessionId);
    query.set('saltId', String(signature.saltId));
    query.set('timestamp', String(signature.timestamp));
    const headers: Record<string, string> = {
      saltId: String(signature.saltId),
      timestamp: String(signature.timestamp),
      accept: 'application/json, */*',
    };
    if (call.token) headers.token = call.token;
    if (from) headers['x-forwarded-for'] = from;

    const started = performance.now();
    let error: string | undefined;
    let answer: Answer<T> = {};
    try {
      const raw = await this.#send(`${call.path}?${query}`, headers, call.file === true);
      ({ answer, error } = judge<T>(raw, call.file === true));
    } catch (failure) {
      error = (failure as Error).message;
    }
    const ended = performance.now();
    this.tally.add({ kind: call.kind, what, ms: ended - started, ...(error ? { error } : {}) }, ended);
    return answer;
  }

  #send(path: string, headers: Record<string, string>, file: boolean): Promise<Raw> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: this.#host, port: this.#port, path, method: 'GET', headers, agent: this.#agent },
        (response) => {
          const type = String(response.headers['content-type'] ?? '');
          // A file is counted, not kept; an envelope (also a refused export's) is read.
          const keep = !file || !type.startsWith(XLSX);
          const chunks: Buffer[] = [];
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            if (file) timer.refresh();
            bytes += chunk.length;
            if (keep) chunks.push(chunk);
          });
          response.on('end', () => {
            clearTimeout(timer);
            resolve({ status: response.statusCode ?? 0, type, body: Buffer.concat(chunks), bytes });
          });
          response.on('error', fail);
        },
      );
      const timer = file
        ? setTimeout(
            () => request.destroy(new Error(`timeout (no bytes for ${FILE_IDLE_MS / 1000} s)`)),
            FILE_IDLE_MS,
          )
        : setTimeout(
            () => request.destroy(new Error(`timeout (no complete answer in ${TIMEOUT_MS / 1000} s)`)),
            TIMEOUT_MS,
          );
      function fail(error: Error & { code?: string }) {
        clearTimeout(timer);
        reject(new Error(error.code ? `network: ${error.code}` : error.message));
      }
      request.on('error', fail);
      request.end();
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}

function judge<T>(raw: Raw, file: boolean): { answer: Answer<T>; error?: string } {
  if (raw.status !== 200) return { answer: {}, error: `HTTP ${raw.status}` };
  if (file && raw.type.startsWith(XLSX))
    return raw.bytes > 0 ? { answer: {} } : { answer: {}, error: 'empty file' };
  let envelope: { status?: number; desc?: string; data?: T };
  try {
    envelope = JSON.parse(raw.body.toString('utf8')) as typeof envelope;
  } catch {
    return { answer: {}, error: `not JSON (${raw.type || 'no content type'})` };
  }
  if (envelope.status === Status.OK) return { answer: { data: envelope.data as T, status: Status.OK } };
  return {
    answer: { ...(envelope.status === undefined ? {} : { status: envelope.status }) },
    error: `status ${envelope.status}: ${envelope.desc ?? ''}`,
  };
}
