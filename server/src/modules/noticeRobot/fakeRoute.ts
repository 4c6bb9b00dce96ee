import type { FastifyInstance } from 'fastify';
import { FAKE_ROBOTS_PATH, type FakeRobots } from '../../connectors/wecom/fakeRobots';
import { WEBHOOK_PATH } from '../../connectors/wecom/protocol';

/**
 * The fake robots at `/fake-wecom/cgi-bin/webhook/send?key=…`, answered as WeCom answers (not in the console's
 * envelope): the body is read as the robot reads it, raw, so that a body that is no JSON gets WeCom's warning.
 */
export async function serveFakeRobotsIn(fastify: FastifyInstance, robots: FakeRobots) {
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(`${FAKE_ROBOTS_PATH}${WEBHOOK_PATH}`, async (request, reply) => {
      const key = (request.query as Record<string, string | undefined>).key ?? null;
      const answer = robots.handle(key, typeof request.body === 'string' ? request.body : '');
      // A robot that hangs (a test's fault) never answers: the caller's timeout ends it.
      if (answer === 'hang') return new Promise<never>(() => {});
      return reply.header('content-type', 'application/json').send(answer);
    });
  });
}
