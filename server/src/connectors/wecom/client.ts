import { deliveryOf, webhookBody, type Delivery, type RobotMessage } from './protocol';

/** What one attempt to post a message got: the robot's answer, or a code of ours for none (-1). */
export interface Attempt {
  errcode: number;
  errmsg: string;
  delivery: Delivery;
  ms: number;
}

/** Our code for an attempt that got no answer of the protocol's (a network error, a timeout, not HTTP 200). */
export const NO_ANSWER = -1;

/** Posts a message to a robot's webhook; never throws: an attempt without an answer is one to try again. */
export async function postToRobot(
  webhookUrl: string,
  message: RobotMessage,
  timeoutMs: number,
): Promise<Attempt> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(webhookBody(message)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status !== 200)
      return { errcode: NO_ANSWER, errmsg: `HTTP ${response.status}`, delivery: 'retry', ms: ms() };
    const answer = JSON.parse(text) as { errcode?: unknown; errmsg?: unknown };
    if (typeof answer.errcode !== 'number')
      return {
        errcode: NO_ANSWER,
        errmsg: `no errcode in ${text.slice(0, 200)}`,
        delivery: 'retry',
        ms: ms(),
      };
    const errmsg = typeof answer.errmsg === 'string' ? answer.errmsg : '';
    return { errcode: answer.errcode, errmsg, delivery: deliveryOf(answer.errcode, errmsg), ms: ms() };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const errmsg = timedOut
      ? `no answer within ${timeoutMs} ms`
      : error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return { errcode: NO_ANSWER, errmsg: withoutKey(errmsg, webhookUrl), delivery: 'retry', ms: ms() };
  }
}

/** A message of ours that might quote the URL, with the robot's key left out. */
function withoutKey(text: string, webhookUrl: string): string {
  const key = /[?&]key=([^&#]+)/i.exec(webhookUrl)?.[1];
  return key ? text.split(key).join('****') : text;
}
