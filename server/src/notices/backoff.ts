import { ERRCODE } from '../connectors/wecom/protocol';

const SECOND = 1_000;
/** The longest wait between two attempts at a message. */
export const LONGEST_WAIT_MS = 10 * 60 * SECOND;

/**
 * How long a message waits after its `attempts`-th failed attempt: a robot over its limit until its minute has
 * gone; anything else (no answer, a server error) 5 s, doubling with each attempt, at most 10 minutes.
 */
export function retryDelayMs(attempts: number, errcode: number): number {
  if (errcode === ERRCODE.overLimit) return 60 * SECOND;
  return Math.min(LONGEST_WAIT_MS, 5 * SECOND * 2 ** Math.max(0, attempts - 1));
}
