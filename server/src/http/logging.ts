import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:password|token|sessionId|oldPassword|newPassword)=)[^&]*/gi;

/** A URL fit for a log line: secret query values are replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1***');
}

/** Request log fields; headers (where the token travels) and bodies are never logged. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), ip: request.ip };
  },
};

/**
 * One log line per request, written when it is answered, with the request's method, URL and address beside its
 * status and time. Fastify's default writes two, on arrival and on answer: each line is serialized and written
 * (a write call) on its own, which costs a request more than all its checks.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
