import { sql, type SQL } from 'drizzle-orm';

/** Where a message stands, as a list counts it: waiting (queued or being sent), sent, or failed for good. */
export const STANDING = {
  waiting: sql`m.status in ('queued', 'sending')`,
  sent: sql`m.status = 'sent'`,
  failed: sql`m.status = 'failed'`,
};

/** How many messages `m` of the outbox the condition picks (a robot's, a rule's), of one standing or all. */
export const outboxCount = (owner: SQL, standing?: keyof typeof STANDING) =>
  sql<number>`(select count(*) from notice_outbox m where ${owner}${
    standing ? sql` and ${STANDING[standing]}` : sql``
  })`.mapWith(Number);
