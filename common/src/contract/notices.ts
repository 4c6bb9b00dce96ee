import { z } from 'zod';
import type { ColumnValues } from '../columns';
import { command } from './endpoints';
import { flag, optionalId, requiredText } from './fields';

/**
 * WeCom group robots (/weChatNotice): where notices go. A customer's group takes customer-facing templates, a
 * department's internal group the internal ones. The webhook URL holds the robot's key, its only credential:
 * the server keeps it and answers it masked, never whole.
 */

export const ROBOT_KINDS = {
  customer: { zh: '客户群', en: 'Customer group' },
  internal: { zh: '内部群', en: 'Internal group' },
} as const satisfies ColumnValues;
export type RobotKind = keyof typeof ROBOT_KINDS;
const KIND_NAMES = Object.keys(ROBOT_KINDS) as [RobotKind, ...RobotKind[]];

export interface RobotRow {
  id: number;
  name: string;
  /** The webhook URL with its key masked. */
  webhook: string;
  kind: RobotKind;
  customerId: number | null;
  customerName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  enabled: boolean;
  /** Messages waiting for it, and those it refused for good. */
  queued: number;
  failed: number;
  lastSentAt: string | null;
  version: number;
}

/** A robot's webhook: `…/cgi-bin/webhook/send?key=KEY`, as WeCom gives it (a key and nothing in its way). */
export const WEBHOOK_URL =
  /^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?\/cgi-bin\/webhook\/send\?(?:[^#\s]*&)?key=[^&#\s]+/;
export const webhookUrl = z.string().trim().max(500).regex(WEBHOOK_URL, { error: 'webhookRule' });

export const robotFilters = {
  kind: z.enum(KIND_NAMES).optional(),
  customerId: optionalId,
  departmentId: optionalId,
};

const robotFields = {
  name: requiredText(60),
  kind: z.enum(KIND_NAMES),
  customerId: optionalId,
  departmentId: optionalId,
  enabled: flag.default(true),
};

/** A new robot: its webhook URL is required (a customer's group names its customer: checked with the record). */
export const robotSaveInput = z.object({ ...robotFields, webhookUrl });

/** An edit: the fields given; a webhook URL left out keeps the one stored (the page never has it). */
export const robotEditInput = z.object({ ...robotFields, webhookUrl }).partial();

export const ROBOT_COMMANDS = {
  test: command({
    name: 'test',
    title: { zh: '发送测试消息', en: 'Send a test message' },
    input: z.object({}),
  }),
};
