import type { FastifyRequest } from 'fastify';

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
