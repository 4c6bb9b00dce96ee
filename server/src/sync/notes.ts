import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { adAccounts, contentAccounts, notes } from '../db/schema';
import { writeNoteDailyFacts } from '../facts/noteWriter';
import type {
  NoteDailyRow,
  PlatformConnector,
  PlatformContentAccount,
  PlatformNote,
} from '../connectors/platform/types';

/**
 * The creative data of the sync: the content accounts and notes an account promotes, and the notes' closed days
 * (restated for a week, as the account's). Content accounts and notes are filed under the customer of the first
 * account seen promoting them; a customer the console gave them already is kept, and so is a content account's
 * status (the platform's only when it is first filed).
 */

export interface PulledNotes {
  accountId: number;
  contentAccounts: PlatformContentAccount[];
  notes: PlatformNote[];
  days: NoteDailyRow[];
}

/** An account's content accounts, notes and the notes' days from `start` to `end`. */
export async function pullNotes(
  connector: PlatformConnector,
  accountId: number,
  advertiserId: string,
  [start, end]: [string, string],
): Promise<PulledNotes> {
  return {
    accountId,
    contentAccounts: await connector.listContentAccounts(advertiserId),
    notes: await connector.listNotes(advertiserId),
    days: await connector.offlineNoteDaily(advertiserId, start, end),
  };
}

/** What was pulled of an account, as rows written. */
export const pulledRows = (p: PulledNotes | undefined) =>
  p ? p.contentAccounts.length + p.notes.length + p.days.length : 0;

/** Once each by key, the last seen winning. */
const byKey = <T>(rows: T[], key: (row: T) => string) => [...new Map(rows.map((r) => [key(r), r])).values()];

/** Writes the pulled creative data: content accounts and notes by their platform ids, the days by upsert. */
export async function writeNotes(tx: Executor, pulled: PulledNotes[]): Promise<number> {
  if (!pulled.length) return 0;
  const accountRows = await tx
    .select({ id: adAccounts.id, customerId: adAccounts.customerId })
    .from(adAccounts)
    .where(
      inArray(
        adAccounts.id,
        pulled.map((p) => p.accountId),
      ),
    );
  const customerOf = new Map(accountRows.map((a) => [a.id, a.customerId]));

  const users = byKey(
    pulled.flatMap((p) =>
      p.contentAccounts.map((a) => ({ ...a, customerId: customerOf.get(p.accountId) ?? null })),
    ),
    (a) => a.userId,
  );
  const userIds = await upsertContentAccounts(tx, users);

  const posted = byKey(
    pulled.flatMap((p) => p.notes.map((n) => ({ ...n, customerId: customerOf.get(p.accountId) ?? null }))),
    (n) => n.noteId,
  );
  // A day of a note the list did not name is kept under a note of its id, to be named by a later list.
  const listed = new Set(posted.map((n) => n.noteId));
  for (const p of pulled)
    for (const d of p.days)
      if (!listed.has(d.noteId)) {
        listed.add(d.noteId);
        posted.push({
          advertiserId: d.advertiserId,
          noteId: d.noteId,
          title: d.noteId,
          userId: '',
          publishedOn: d.day,
          customerId: customerOf.get(p.accountId) ?? null,
        });
      }
  const noteIds = await upsertNotes(tx, posted, userIds);

  const facts = pulled.flatMap((p) =>
    p.days.map(({ advertiserId: _, noteId, ...measures }) => ({
      ...measures,
      noteId: noteIds.get(noteId)!,
      accountId: p.accountId,
    })),
  );
  return users.length + posted.length + (await writeNoteDailyFacts(tx, facts));
}

async function upsertContentAccounts(
  tx: Executor,
  users: (PlatformContentAccount & { customerId: number | null })[],
): Promise<Map<string, number>> {
  if (!users.length) return new Map();
  await tx
    .insert(contentAccounts)
    .values(
      users.map((a) => ({
        platformUserId: a.userId,
        nickname: a.nickname,
        customerId: a.customerId,
        followers: a.followers,
        noteCount: a.notes,
        status: a.status,
      })),
    )
    .onConflictDoUpdate({
      target: contentAccounts.platformUserId,
      set: {
        nickname: sql`excluded.nickname`,
        customerId: sql`coalesce(${contentAccounts.customerId}, excluded.customer_id)`,
        followers: sql`excluded.followers`,
        noteCount: sql`excluded.note_count`,
        updatedAt: sql`now()`,
      },
      // Its status is the console's once filed (staff enable and disable it). An account as it was is left alone:
      // the catalog's version (reports' cached results) moves only on a change.
      setWhere: sql`(${contentAccounts.nickname}, ${contentAccounts.followers}, ${contentAccounts.noteCount},
          ${contentAccounts.customerId} is null and excluded.customer_id is not null)
        is distinct from (excluded.nickname, excluded.followers, excluded.note_count, false)`,
    });
  const rows = await tx
    .select({ id: contentAccounts.id, userId: contentAccounts.platformUserId })
    .from(contentAccounts)
    .where(
      inArray(
        contentAccounts.platformUserId,
        users.map((a) => a.userId),
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.id]));
}

async function upsertNotes(
  tx: Executor,
  posted: (PlatformNote & { customerId: number | null })[],
  userIds: Map<string, number>,
): Promise<Map<string, number>> {
  if (!posted.length) return new Map();
  // A placeholder (a day's note no list named) never overwrites what a list said of the note.
  const placeholder = sql`excluded.content_account_id is null and excluded.title = excluded.platform_note_id`;
  for (let i = 0; i < posted.length; i += CHUNK) {
    await upsertNoteRows(tx, posted.slice(i, i + CHUNK), userIds, placeholder);
  }
  const ids = new Map<string, number>();
  const keys = posted.map((n) => n.noteId);
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await tx
      .select({ id: notes.id, noteId: notes.platformNoteId })
      .from(notes)
      .where(inArray(notes.platformNoteId, keys.slice(i, i + CHUNK)));
    rows.forEach((r) => ids.set(r.noteId, r.id));
  }
  return ids;
}

/** Rows per statement: a few parameters each, well under the protocol's limit. */
const CHUNK = 2_000;

async function upsertNoteRows(
  tx: Executor,
  posted: (PlatformNote & { customerId: number | null })[],
  userIds: Map<string, number>,
  placeholder: SQL,
): Promise<void> {
  await tx
    .insert(notes)
    .values(
      posted.map((n) => ({
        platformNoteId: n.noteId,
        title: n.title,
        contentAccountId: userIds.get(n.userId) ?? null,
        customerId: n.customerId,
        publishedOn: n.publishedOn,
      })),
    )
    .onConflictDoUpdate({
      target: notes.platformNoteId,
      set: {
        title: sql`case when ${placeholder} then ${notes.title} else excluded.title end`,
        contentAccountId: sql`coalesce(excluded.content_account_id, ${notes.contentAccountId})`,
        customerId: sql`coalesce(${notes.customerId}, excluded.customer_id)`,
        publishedOn: sql`case when ${placeholder} then ${notes.publishedOn} else excluded.published_on end`,
      },
      setWhere: sql`not (${placeholder}) and ((${notes.title}, ${notes.contentAccountId}, ${notes.publishedOn})
          is distinct from (excluded.title, coalesce(excluded.content_account_id, ${notes.contentAccountId}),
            excluded.published_on)
        or (${notes.customerId} is null and excluded.customer_id is not null))`,
    });
}
