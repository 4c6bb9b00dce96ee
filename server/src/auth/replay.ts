import { lt } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import { MAX_CLOCK_SKEW_MS } from '@adops/common/signing';
import type { AppContext } from '../context';
import { usedSignatures } from '../db/schema';
import { ApiError } from '../http/errors';

/** How often one instance clears the signatures that can no longer pass the clock check. */
const PRUNE_EVERY_MS = 60_000;
const lastPruned = new WeakMap<AppContext, number>();

/**
 * Takes a state-changing call's signature, once: the same `sessionId` again while its timestamp is still fresh
 * is a replay, refused 111 before anything runs, by whichever server instance it reaches. The spec's signature
 * covers only timestamp, salt and token, so this is what keeps a captured call from being sent again.
 */
export async function takeSignature(app: AppContext, sessionId: string, timestamp: number): Promise<void> {
  const now = app.clock.now();
  const taken = await app.db
    .insert(usedSignatures)
    .values({ sessionId: sessionId.toLowerCase(), expiresAt: new Date(timestamp + MAX_CLOCK_SKEW_MS + 1000) })
    .onConflictDoNothing()
    .returning({ sessionId: usedSignatures.sessionId });
  if (!taken.length) throw new ApiError(Status.BAD_SIGNATURE, 'replayedSignature');
  if (now - (lastPruned.get(app) ?? 0) >= PRUNE_EVERY_MS) {
    lastPruned.set(app, now);
    await app.db.delete(usedSignatures).where(lt(usedSignatures.expiresAt, new Date(now)));
  }
}
