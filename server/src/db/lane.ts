import { AsyncLocalStorage } from 'node:async_hooks';

const lanes = new AsyncLocalStorage<string>();

/**
 * Runs `work` as the work of `lane` (a user): the embedded database takes its statements in turns by lane
 * (pglite/fairQueue.ts), so that one user's long report does not hold everyone else's pages behind it.
 */
export const inLane = <T>(lane: string, work: () => T): T => lanes.run(lane, work);

/** Whose work the statement being sent is: the lane it runs in, else the background jobs'. */
export const currentLane = (): string => lanes.getStore() ?? 'background';
