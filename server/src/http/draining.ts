import { Status } from '@adops/common/codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { requestLang } from './lang';

/** What a 503 asks the caller to wait before sending the same call again (to this server or another). */
export const RETRY_AFTER_SECONDS = 2;

/** Answers that the server cannot answer now, nothing done, with a retry hint (HTTP 503 and `Retry-After`). */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send(failure(Status.UNAVAILABLE, 'unavailable', requestLang(request)));
}

/** The requests of a server and its stop: what comes once it stops is refused, what is in flight can be answered. */
export interface Draining {
  readonly stopping: boolean;
  /** From now on every request that comes is answered 503, on a connection then closed. */
  stop(): void;
  /** Answers 503 to every request still waiting for its answer; how many there were. */
  answerInFlight(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

/** Tracks the requests of `fastify` from their first hook (to be registered before any other hook). */
export function drainRequests(fastify: FastifyInstance): Draining {
  const inFlight = new Set<FastifyReply>();
  let stopping = false;
  fastify.addHook('onRequest', async (request, reply) => {
    if (stopping) return refuse(request, reply);
    inFlight.add(reply);
    reply.raw.once('close', () => inFlight.delete(reply));
  });
  const refuse = (request: FastifyRequest, reply: FastifyReply) =>
    sendUnavailable(request, reply.header('connection', 'close'));
  const draining: Draining = {
    get stopping() {
      return stopping;
    },
    stop: () => void (stopping = true),
    answerInFlight() {
      const unanswered = [...inFlight].filter((reply) => !reply.sent);
      for (const reply of unanswered) void refuse(reply.request, reply);
      return unanswered.length;
    },
  };
  fastify.decorate('draining', draining);
  return draining;
}
