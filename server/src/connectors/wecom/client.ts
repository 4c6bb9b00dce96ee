import type { Note } from '@adops/common/notes';
import { deliveryOf, webhookBody, type Delivery, type RobotMessage } from './protocol';

/** What one attempt to post a message got: the robot's answer, or a code of ours for none (-1). */
export interface Attempt {
  errcode: number;
  /** The robot's errmsg as it sent it; '' when no answer of the robot's came. */
  errmsg: string;
  /** Why no answer came, in our words (common/src/notes.ts), put in the reader's language when read. */
  note?: Note;
  delivery: Delivery;
  ms: number;
}

const noAnswer = (note: Note, ms: number): Attempt => ({
  errcode: NO_ANSWER,
  errmsg: '',
  note,
  delivery: 'retry',
  ms,
});

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
    // WeCom answers where it is asked: a redirect is not followed (it could lead anywhere), only reported.
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(webhookBody(message)),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.status !== 200)
      return noAnswer({ key: 'robotHttpStatus', params: { status: response.status } }, ms());
    // Of the answer only WeCom's two fields are kept: whatever else answered is not written down.
    const answer = parsedAnswer(text);
    if (typeof answer?.errcode !== 'number') return noAnswer({ key: 'robotNoErrcode' }, ms());
    const errmsg = typeof answer.errmsg === 'string' ? answer.errmsg.slice(0, ERRMSG_MAX) : '';
    return { errcode: answer.errcode, errmsg, delivery: deliveryOf(answer.errcode, errmsg), ms: ms() };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return noAnswer({ key: 'robotTimeout', params: { ms: timeoutMs } }, ms());
    // The network's own words (a refused connection, say), which might quote the URL.
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return noAnswer({ key: 'robotUnreachable', params: { reason: withoutKey(reason, webhookUrl) } }, ms());
  }
}

/** WeCom's errmsg is a short hint; a longer one is cut. */
const ERRMSG_MAX = 200;

function parsedAnswer(text: string): { errcode?: unknown; errmsg?: unknown } | null {
  try {
    const answer: unknown = JSON.parse(text);
    return typeof answer === 'object' && answer !== null ? answer : null;
  } catch {
    return null;
  }
}

/** A message of ours that might quote the URL, with the robot's key left out. */
function withoutKey(text: string, webhookUrl: string): string {
  const key = /[?&]key=([^&#]+)/i.exec(webhookUrl)?.[1];
  return key ? text.split(key).join('****') : text;
}
