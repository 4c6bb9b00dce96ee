import type { FastifyRequest } from 'fastify';
import type { Lang } from '@adops/common/messages';

/** `lang` in the query, then the console's `language` cookie, then Accept-Language; Chinese by default. */
export function requestLang(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? query.lang : undefined;
  const fromCookie = /(?:^|;\s*)language=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const chosen = fromQuery ?? fromCookie;
  if (chosen) return chosen.toLowerCase().startsWith('en') ? 'en' : 'zh';
  const accept = request.headers['accept-language'];
  return accept && accept.toLowerCase().startsWith('en') ? 'en' : 'zh';
}
