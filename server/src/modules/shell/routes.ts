import { MESSAGE_COUNTERS, type ConsoleSettings, type MessageCounts } from '@adops/common/contract/message';
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

    // The orders that these counters count arrive with the orders section; until then every counter is zero.
    route({
      method: 'GET',
      url: '/api/crm/message/count',
      access: 'session',
      handler: (): MessageCounts =>
        Object.fromEntries(
          MESSAGE_COUNTERS.map((counter) => [counter, { amount: 0, createTime: null }]),
        ) as MessageCounts,
    }),
  ];
}
