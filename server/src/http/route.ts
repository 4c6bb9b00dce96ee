import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Lang } from '@adops/common/messages';
import { checkSignature } from '@adops/common/signing';
import type { DataScope } from '@adops/common/scope';
import { Status } from '@adops/common/codes';
import type { AppContext } from '../context';
import { canUse, type Principal } from '../auth/principal';
import { sha256 } from '../auth/tokens';
import { takeSignature } from '../auth/replay';
import { findPrincipal, knownPrincipal } from '../modules/session/sessions';
import { inLane } from '../db/lane';
import type { Actor } from '../modules/audit/audit';
import { resolveScope } from '../scope/dataScope';
import { SerializedEnvelope, success } from './envelope';
import { ApiError, forbidden, noSession } from './errors';
import { requestLang } from './lang';
import { parseInput, rawInput } from './validate';

/**
 * Who may call a route: `public` (signed, no session), `session` (any signed-in user), or module ids of which
 * the caller's roles must hold one (the admin role passes). Every route declares one.
 */
export type Access = 'public' | 'session' | number | readonly number[];
type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';

export interface RouteContext<I, U> {
  input: I;
  user: U;
  lang: Lang;
  ip: string;
  /** Who the audit log names for a change made by this request. */
  actor: Actor;
  request: FastifyRequest;
  /** The caller's data scope, resolved on first use. */
  scope(): Promise<DataScope>;
}

export interface RouteSpec {
  method: Method | Method[];
  url: string;
  access: Access;
  /** A success may change sessions, roles or grants: the auth cache is cleared. Default: any method but GET. */
  changesAuth?: boolean;
  /** The call changes state, so its signature is taken once (auth/replay.ts). Default: any method but GET. */
  once?: boolean;
  /** The handler reads a multipart upload (`request.file()`): multipart parsing is registered for such routes only. */
  upload?: boolean;
  /** The handler builds a whole file (an export): such calls take turns on this instance (AppContext.heavyTurns). */
  heavy?: boolean;
  input?: z.ZodType;
  handler(ctx: RouteContext<unknown, Principal | null>): unknown;
}

export function route<S extends z.ZodType, A extends Access>(spec: {
  method: Method | Method[];
  url: string;
  access: A;
  changesAuth?: boolean;
  once?: boolean;
  upload?: boolean;
  heavy?: boolean;
  input?: S;
  handler(ctx: RouteContext<z.output<S>, A extends 'public' ? null : Principal>): unknown;
}): RouteSpec {
  return spec as unknown as RouteSpec;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * 111 unless the query (or, failing that, the headers) carry a fresh signature of this token; gives the
 * signature's `sessionId` and timestamp.
 */
export function verifySignature(app: AppContext, request: FastifyRequest) {
  const query = request.query as Record<string, string | undefined>;
  const given = {
    sessionId: query.sessionId,
    saltId: query.saltId ?? header(request, 'saltId'),
    timestamp: query.timestamp ?? header(request, 'timestamp'),
    token: header(request, 'token') ?? '',
  };
  const result = checkSignature(given, { salts: app.config.salts, now: app.clock.now(), hash: sha256 });
  if (result === 'stale') throw new ApiError(Status.BAD_SIGNATURE, 'staleSignature');
  if (result !== 'ok') throw new ApiError(Status.BAD_SIGNATURE, 'badSignature');
  return { sessionId: given.sessionId!, timestamp: Number(given.timestamp) };
}

/**
 * The caller: 110 without a live session, 120 without one of the route's modules. A session the cache knows is
 * answered as it is, not as a promise (most calls); await the answer either way.
 */
export function authenticate(
  app: AppContext,
  request: FastifyRequest,
  access: Access,
): Principal | null | Promise<Principal | null> {
  if (access === 'public') return null;
  const token = header(request, 'token');
  if (!token) throw noSession();
  const known = knownPrincipal(app, token);
  if (known) return permitted(known, access);
  return findPrincipal(app, token).then((principal) => permitted(principal, access));
}

function permitted(principal: Principal | null, access: Exclude<Access, 'public'>): Principal {
  if (!principal) throw noSession();
  const required = typeof access === 'number' ? [access] : access === 'session' ? [] : access;
  if (required.length && !required.some((id) => canUse(principal, id))) throw forbidden();
  return principal;
}

/** Signature → session → permission → input, then the handler; its result is the envelope's data. */
/** A handler's answer that is a file (an export) rather than an envelope; failures before it still are envelopes. */
export class FileAnswer {
  constructor(
    readonly type: string,
    readonly filename: string,
    /** An ASCII name for clients that cannot read the UTF-8 one. */
    readonly fallbackName: string,
    readonly body: Buffer | Readable,
  ) {}
}

/** `attachment` with an ASCII fallback name and the real one in RFC 5987 form. */
export function attachment(filename: string, fallback: string): string {
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The caller's data scope, resolved on first use. */
async function cachedScope(app: AppContext, user: Principal): Promise<DataScope> {
  const { scopes } = app.authCache;
  return scopes.get(user.userId) ?? (await scopes.load(user.userId, () => resolveScope(app.db, user)))!;
}

function scopeOf(app: AppContext, user: Principal | null): () => Promise<DataScope> {
  let scope: Promise<DataScope> | undefined;
  // Made here, not in the context's object literal: there tsx (keepNames) adds a naming call per request.
  return () => {
    if (!user) throw noSession();
    return (scope ??= cachedScope(app, user));
  };
}

/**
 * A heavy call's work in its turn: the turn is held while the handler runs and, for a file it streams, until the
 * stream has closed (written, failed or given up by the caller).
 */
async function inTurn(app: AppContext, work: () => unknown): Promise<unknown> {
  const release = await app.heavyTurns.take();
  try {
    const data = await work();
    if (data instanceof FileAnswer && data.body instanceof Readable && !data.body.closed) {
      data.body.once('close', release);
      return data;
    }
    release();
    return data;
  } catch (error) {
    release();
    throw error;
  }
}

/** A path's parameters (`:slug`) are input too, and the path's value wins over a query's or a body's. */
function withParams(input: Record<string, unknown>, params: unknown): Record<string, unknown> {
  if (params && typeof params === 'object') Object.assign(input, params);
  return input;
}

export function registerRoutes(fastify: FastifyInstance, app: AppContext, routes: RouteSpec[]) {
  for (const spec of routes) {
    const changesState = [spec.method].flat().some((m) => m !== 'GET');
    const changesAuth = spec.changesAuth ?? changesState;
    const once = spec.once ?? changesState;
    fastify.route({
      method: spec.method,
      url: spec.url,
      // Each caller's statements take their turn with everyone else's on the embedded database (db/lane.ts).
      handler: (request, reply) =>
        inLane(header(request, 'token') || request.ip, () => handle(request, reply)),
    });
    async function handle(request: FastifyRequest, reply: FastifyReply) {
      const lang = requestLang(request);
      const signature = verifySignature(app, request);
      if (once) await takeSignature(app, signature.sessionId, signature.timestamp);
      const caller = authenticate(app, request, spec.access);
      const user = caller instanceof Promise ? await caller : caller;
      const input = spec.input
        ? parseInput(spec.input, withParams(rawInput(request.query, request.body), request.params), lang)
        : {};
      const context = {
        input,
        user,
        lang,
        ip: request.ip,
        actor: { userId: user?.userId ?? null, ip: request.ip },
        request,
        scope: scopeOf(app, user),
      };
      const data = spec.heavy ? await inTurn(app, () => spec.handler(context)) : await spec.handler(context);
      if (changesAuth) app.authCache.clear();
      // What this instance's next answers read is then as new as this change, announced or not yet.
      if (once) app.versions.moved();
      if (data instanceof SerializedEnvelope) {
        return reply.type('application/json; charset=utf-8').send(data.json);
      }
      if (data instanceof FileAnswer) {
        return reply
          .header('content-type', data.type)
          .header('content-disposition', attachment(data.filename, data.fallbackName))
          .send(data.body);
      }
      return success(data ?? null, lang);
    }
  }
}
