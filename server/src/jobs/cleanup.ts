import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import type { RunOutcome } from './claim';

/** Expired sessions are kept this long after they end (who was signed in when), then deleted. */
export const KEEP_ENDED_SESSIONS_DAYS = 30;
/** A sent message's text is kept this long in the send log; its row (robot, time, attempts) stays. */
export const KEEP_SENT_TEXT_DAYS = 90;

/**
 * What nobody reads any more: sessions ended a while ago, used or expired sign-in tickets, failed sign-ins and
 * locks past their time, signatures past their replay window, leads' contacts past the duplicate check's day, and the text of messages sent long ago. Each kind
 * goes in a statement of its own.
 */
export async function cleanUp(db: Db, now: Date): Promise<RunOutcome> {
  const kept = new Date(now.getTime() - KEEP_ENDED_SESSIONS_DAYS * 86_400_000);
  const day = new Date(now.getTime() - 86_400_000);
  // A rate limit's longest window is a day: its counters are read no more after that.
  const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
  const sentLongAgo = new Date(now.getTime() - KEEP_SENT_TEXT_DAYS * 86_400_000);
  const statements = {
    sessions: sql`delete from sessions where expires_at < ${kept} or revoked_at < ${kept} returning 1`,
    tickets: sql`delete from second_login_tickets where expires_at < ${now} or used_at is not null returning 1`,
    loginFailures: sql`delete from login_failures where created_at < ${day} returning 1`,
    loginLocks: sql`delete from login_locks where locked_until < ${now} returning 1`,
    signatures: sql`delete from used_signatures where expires_at < ${now} returning 1`,
    rateCounters: sql`delete from rate_counters where window_start < ${twoDaysAgo} returning 1`,
    leadContacts: sql`delete from lead_contacts where kept_at < ${day} returning 1`,
    sentTexts: sql`update notice_outbox set content = '' where status = 'sent' and sent_at < ${sentLongAgo}
      and content <> '' returning 1`,
  };
  const counts: Record<string, number> = {};
  for (const [what, statement] of Object.entries(statements)) {
    const [deleted] = await queryRows<{ n: number }>(
      db,
      sql`with d as (${statement}) select count(*)::int as n from d`,
    );
    counts[what] = Number(deleted!.n);
  }
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  return { status: 'ok', rows, note: { key: 'cleanupSummary', params: counts } };
}
