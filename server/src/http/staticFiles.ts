import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built console from `root`: hashed assets cached for a year, everything else that is not an API
 * path answered with index.html so that the console's own router takes it.
 */
export async function serveConsole(fastify: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) return false;
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}

export const isPageRequest = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/');
