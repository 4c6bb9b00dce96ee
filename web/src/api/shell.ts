import type { ConsoleSettings, MessageCounts } from '@adops/common/contract/message';
import { get } from './client';

/** The query of the message dropdown's counters: read again after a change to the records they count. */
export const MESSAGE_COUNT_KEY = 'message-count';

export const getMessageCount = () =>
  get<MessageCounts>('/api/crm/message/count', undefined, { silent: true });
export const getConsoleSettings = () => get<ConsoleSettings>('/api/crm/public/settings');
