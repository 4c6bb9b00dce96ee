import type { FastifyInstance } from 'fastify';

const HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  // antd writes its styles inline; scripts come only from our own origin.
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; " +
    "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
};

export function securityHeaders(fastify: FastifyInstance) {
  // A callback hook, not an async one: it runs on every answer, and a promise per answer is a cost for nothing.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(HEADERS);
    // An answer that says how long it may be kept (an image named by its content) keeps its own word.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
