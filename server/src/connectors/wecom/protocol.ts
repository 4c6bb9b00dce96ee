/**
 * WeCom group robots, as WeCom documents them: `POST <base>/cgi-bin/webhook/send?key=KEY` with a JSON body; the
 * answer is HTTP 200 with `errcode` and `errmsg` whatever happened. The key is the robot's only credential.
 */

/** The path of a robot's webhook under its base URL. */
export const WEBHOOK_PATH = '/cgi-bin/webhook/send';

/** The most bytes (UTF-8) of a message's content, by its type. */
export const CONTENT_MAX_BYTES = { text: 2048, markdown: 4096 } as const;
export type MessageType = keyof typeof CONTENT_MAX_BYTES;

/** Messages a robot takes a minute; past them it answers 45009. */
export const ROBOT_MESSAGES_PER_MINUTE = 20;

export interface RobotMessage {
  msgtype: MessageType;
  content: string;
  /** A text's mentions: user ids ('@all' for everyone) and mobile numbers. */
  mentionedList?: string[];
  mentionedMobileList?: string[];
}

/** The request body of a message, as the protocol names its fields. */
export function webhookBody(message: RobotMessage): Record<string, unknown> {
  if (message.msgtype === 'markdown') return { msgtype: 'markdown', markdown: { content: message.content } };
  return {
    msgtype: 'text',
    text: {
      content: message.content,
      ...(message.mentionedList?.length ? { mentioned_list: message.mentionedList } : {}),
      ...(message.mentionedMobileList?.length ? { mentioned_mobile_list: message.mentionedMobileList } : {}),
    },
  };
}

/** The error codes the console tells apart. */
export const ERRCODE = {
  ok: 0,
  overLimit: 45009,
  badKey: 93000,
  badType: 40008,
  empty: 44004,
  tooLong: 40058,
} as const;

/** Codes whose message is wrong in itself (or whose robot is): sent again, it would fail again. */
const PERMANENT: ReadonlySet<number> = new Set([
  ERRCODE.badKey,
  ERRCODE.badType,
  ERRCODE.empty,
  ERRCODE.tooLong,
]);

/** What an answer is to a message: sent; to be tried again later; or failed for good. */
export type Delivery = 'sent' | 'retry' | 'failed';

/**
 * An answer's meaning. An `errmsg` that begins with the JSON warning is a failure even with errcode 0 (the robot
 * did not read the body); codes not known to be permanent (45009 over the limit, a server error) are retried.
 */
export function deliveryOf(errcode: number, errmsg: string): Delivery {
  if (errmsg.startsWith('Warning: wrong json format')) return 'failed';
  if (errcode === ERRCODE.ok) return 'sent';
  return PERMANENT.has(errcode) ? 'failed' : 'retry';
}
