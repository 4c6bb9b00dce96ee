import type { z } from 'zod';
import { PlatformError } from '../types';
import { CODE, envelopeSchema, PATHS, refreshSchema } from './protocol';
import type { Clock } from './rateLimiter';
import type { PlatformTokens, TokenStore } from './tokens';

export interface TransportSettings {
  baseUrl: string;
  appId: string;
  secret: string;
  tokens: TokenStore;
  timeoutMs: number;
  maxRetries: number;
  maxRetryWaitMs: number;
  backoffBaseMs: number;
  refreshSkewMs: number;
  clock: Clock;
  limiter: { take(): Promise<void> };
  fetch: typeof fetch;
}

/** What one HTTP exchange came to. */
type Attempt =
  | { kind: 'ok'; data: unknown }
  /** Throttled or a server fault: worth another try, after `waitMs` when the server named a wait. */
  | { kind: 'retry'; error: PlatformError; waitMs?: number }
  /** The access token (or, on the refresh call, the refresh token) was refused. */
  | { kind: 'auth'; message: string }
  | { kind: 'fail'; error: PlatformError };

type Settled = Extract<Attempt, { kind: 'ok' | 'auth' }>;

/**
 * One authenticated POST with the platform's error handling: the client-side rate limit before every request,
 * a timeout per request, retries of throttling and server faults (the server's wait, else exponential backoff,
 * both capped), one token refresh and one more try on a refused token, and the answer parsed with a schema.
 */
export class Transport {
  private refreshing: Promise<PlatformTokens> | null = null;
  private readonly base: string;

  constructor(private readonly s: TransportSettings) {
    this.base = s.baseUrl.replace(/\/+$/, '');
  }

  async call<S extends z.ZodType>(path: string, body: object, schema: S): Promise<z.output<S>> {
    let tokens = await this.freshTokens();
    let settled = await this.withRetries(path, body, tokens.accessToken);
    if (settled.kind === 'auth') {
      tokens = await this.refresh(tokens);
      settled = await this.withRetries(path, body, tokens.accessToken);
      if (settled.kind === 'auth') {
        throw new PlatformError('auth', `${path}: access token refused after a refresh (${settled.message})`);
      }
    }
    return parseData(path, schema, settled.data);
  }

  /** The stored tokens, refreshed first when the access token has (nearly) expired. */
  private async freshTokens(): Promise<PlatformTokens> {
    const tokens = await this.s.tokens.get();
    return this.expired(tokens) ? this.refresh(tokens) : tokens;
  }

  private expired(tokens: PlatformTokens): boolean {
    return tokens.expiresAt - this.s.refreshSkewMs <= this.s.clock.now();
  }

  /** Refreshes once for all concurrent callers that found `stale` refused or expired. */
  private refresh(stale: PlatformTokens): Promise<PlatformTokens> {
    this.refreshing ??= this.doRefresh(stale).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(stale: PlatformTokens): Promise<PlatformTokens> {
    const current = await this.s.tokens.get();
    // Someone (another call that finished its refresh just before, or another process) already replaced it.
    if (current.accessToken !== stale.accessToken && !this.expired(current)) return current;
    const path = PATHS.refreshToken;
    let settled: Settled;
    try {
      settled = await this.withRetries(
        path,
        { app_id: this.s.appId, secret: this.s.secret, refresh_token: current.refreshToken },
        null,
      );
    } catch (error) {
      // Bad parameters on the refresh call mean bad app credentials: the authorisation is what failed.
      if (error instanceof PlatformError && error.kind === 'invalid') {
        throw new PlatformError('auth', `${path}: refresh refused (${error.message})`);
      }
      throw error;
    }
    if (settled.kind === 'auth')
      throw new PlatformError('auth', `${path}: refresh refused (${settled.message})`);
    const answer = parseData(path, refreshSchema, settled.data);
    const next: PlatformTokens = {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: this.s.clock.now() + Math.round(answer.expires_in * 1000),
    };
    await this.s.tokens.set(next);
    return next;
  }

  private async withRetries(path: string, body: object, accessToken: string | null): Promise<Settled> {
    for (let retry = 0; ; retry++) {
      const attempt = await this.once(path, body, accessToken);
      if (attempt.kind === 'fail') throw attempt.error;
      if (attempt.kind !== 'retry') return attempt;
      if (retry >= this.s.maxRetries) throw attempt.error;
      const wait = attempt.waitMs ?? this.s.backoffBaseMs * 2 ** retry;
      await this.s.clock.sleep(Math.min(wait, this.s.maxRetryWaitMs));
    }
  }

  private async once(path: string, body: object, accessToken: string | null): Promise<Attempt> {
    await this.s.limiter.take();
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    if (accessToken !== null) headers['Access-Token'] = accessToken;
    let status: number;
    let retryAfterHeader: string | null;
    let text: string;
    try {
      const response = await this.s.fetch(this.base + path, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.s.timeoutMs),
      });
      status = response.status;
      retryAfterHeader = response.headers.get('retry-after');
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const why = timedOut ? `no answer within ${this.s.timeoutMs} ms` : `request failed: ${describe(error)}`;
      return { kind: 'retry', error: new PlatformError('server', `${path}: ${why}`) };
    }

    if (status === 429) {
      const waitMs = retryAfterMs(bodyRetryAfter(text), retryAfterHeader);
      return { kind: 'retry', error: throttled(path, 'HTTP 429', waitMs), waitMs };
    }
    if (status >= 500) {
      return { kind: 'retry', error: new PlatformError('server', `${path}: HTTP ${status}`) };
    }
    if (status === 401 || status === 403) return { kind: 'auth', message: `HTTP ${status}` };
    if (status < 200 || status >= 300) {
      return { kind: 'fail', error: new PlatformError('server', `${path}: HTTP ${status}`) };
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'fail', error: new PlatformError('server', `${path}: the answer is not JSON`) };
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      return {
        kind: 'fail',
        error: new PlatformError('server', `${path}: unexpected answer: ${issues(envelope.error)}`),
      };
    }
    const { code, msg, data } = envelope.data;
    const said = `code ${code}${msg ? ` ${msg}` : ''}`;
    switch (code) {
      case CODE.ok:
        return { kind: 'ok', data };
      case CODE.tokenInvalid:
        return { kind: 'auth', message: said };
      case CODE.throttled: {
        const waitMs = retryAfterMs(envelope.data.retry_after, retryAfterHeader);
        return { kind: 'retry', error: throttled(path, said, waitMs), waitMs };
      }
      case CODE.invalidParam:
        return { kind: 'fail', error: new PlatformError('invalid', `${path}: ${msg || said}`) };
      case CODE.insufficientBalance:
        return { kind: 'fail', error: new PlatformError('funds', `${path}: ${msg || said}`) };
      default:
        return { kind: 'fail', error: new PlatformError('server', `${path}: ${said}`) };
    }
  }
}

function throttled(path: string, said: string, waitMs: number | undefined): PlatformError {
  return new PlatformError('throttled', `${path}: throttled (${said})`, waitMs);
}

function parseData<S extends z.ZodType>(path: string, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new PlatformError('server', `${path}: unexpected answer: ${issues(parsed.error)}`);
  return parsed.data;
}

function issues(error: z.ZodError): string {
  const shown = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`);
  const more = error.issues.length > 3 ? `; and ${error.issues.length - 3} more` : '';
  return shown.join('; ') + more;
}

/** The `retry_after` of a throttled JSON body, if the body is JSON and has one. */
function bodyRetryAfter(text: string): number | null {
  try {
    const value = (JSON.parse(text) as { retry_after?: unknown } | null)?.retry_after;
    return typeof value === 'number' && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

/** The server's wait in ms: the body's `retry_after` seconds, else the Retry-After header (seconds or a date). */
function retryAfterMs(bodySeconds: number | null | undefined, header: string | null): number | undefined {
  if (bodySeconds != null) return Math.ceil(bodySeconds * 1000);
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error.message + cause;
}
