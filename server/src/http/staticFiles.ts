import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Paths that are pages of their own rather than the console's (web/vite.config.ts builds each from its HTML): the
 * public landing page, which loads none of the console.
 */
const OWN_PAGES: Record<string, string> = { '/strategy': 'strategy.html' };

/** Which HTML file answers a page request: a page of its own, or the console's index.html for its router. */
export type PageFile = (url: string) => string;

/**
 * Serves the built console from `root`: hashed assets cached for a year, everything else that is not an API
 * path answered with index.html so that the console's own router takes it, or with the HTML of a page of its own.
 * Null when `root` holds no build.
 */
export async function serveConsole(fastify: FastifyInstance, root: string): Promise<PageFile | null> {
  if (!existsSync(join(root, 'index.html'))) return null;
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
  const built = new Map(Object.entries(OWN_PAGES).filter(([, file]) => existsSync(join(root, file))));
  return (url) => built.get(url.split('?')[0]!.replace(/(.)\/+$/, '$1')) ?? 'index.html';
}

export const isPageRequest = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/');
