import type { ConsoleSettings, MessageCounts } from '@adops/common/contract/message';
import { get } from './client';

export const getMessageCount = () =>
  get<MessageCounts>('/api/crm/message/count', undefined, { silent: true });
export const getConsoleSettings = () => get<ConsoleSettings>('/api/crm/public/settings');
