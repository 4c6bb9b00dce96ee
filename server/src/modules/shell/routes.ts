import type { ConsoleSettings, MessageCounts } from '@adops/common/contract/message';
import { messageCounts } from '../money/messageCounts';
import type { AppContext } from '../../context';
import { route } from '../../http/route';

/** What the console's shell asks of the server besides the session. */
export function shellRoutes(app: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/crm/public/settings',
      access: 'public',
      handler: (): ConsoleSettings => ({
        sisterCrmUrl: app.config.sisterCrmUrl,
        secondLoginUrl: app.config.secondLoginUrl,
      }),
    }),

    route({
      method: 'GET',
      url: '/api/crm/message/count',
      access: 'session',
      handler: async ({ user, scope }): Promise<MessageCounts> =>
        messageCounts(app.db, user!.roleIds, await scope()),
    }),
  ];
}
