import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * Channels every instance listens on for new background work: a job's run asked for, messages queued. Sent in
 * the transaction that made the work, so they are heard once it is committed.
 */
export const WAKE_CHANNELS = { jobs: 'adops_jobs', notices: 'adops_notices' } as const;

export const wake = (tx: Executor, what: keyof typeof WAKE_CHANNELS) =>
  tx.execute(sql`select pg_notify(${WAKE_CHANNELS[what]}, '')`);
