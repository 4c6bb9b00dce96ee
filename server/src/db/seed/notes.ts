import { sql } from 'drizzle-orm';
import type { SimulatedAccount, Simulator } from '../../connectors/platform/simulator';
import { addDays } from '../../time';
import { bumpSequences, copyRows, withIndexesDeferred, type CsvValue } from '../bulk';
import type { BulkSession } from '../client';
import type { Progress } from './business';

/**
 * The creative data of the book from the simulator, by COPY: the brands' content accounts and the notes their
 * accounts promote, filed under the account's customer, then the notes' days (`days` back from yesterday),
 * their keys and indexes built once at the end and the table put in day order as the other facts are.
 */
export async function seedNotes(
  session: BulkSession,
  simulator: Simulator,
  opened: readonly SimulatedAccount[],
  accountIds: ReadonlyMap<string, number>,
  days: number,
  progress: Progress,
): Promise<void> {
  const { db } = session;
  const yesterday = addDays(simulator.today(), -1);
  const firstDay = addDays(yesterday, -(days - 1));
  // The seed files a brand as the customer of the same number (business.ts).
  const customerOf = (a: SimulatedAccount) => a.brand + 1;

  const userIds = new Map<string, number>();
  const noteIds = new Map<string, number>();
  const userRows: CsvValue[][] = [];
  const noteRows: CsvValue[][] = [];
  for (const a of opened) {
    for (const user of simulator.contentAccountRows(a.advertiserId)) {
      if (userIds.has(user.userId)) continue;
      const id = userIds.size + 1;
      userIds.set(user.userId, id);
      userRows.push([id, user.userId, user.nickname, customerOf(a), user.followers, user.notes, user.status]);
    }
    for (const note of simulator.noteRows(a.advertiserId)) {
      if (noteIds.has(note.noteId)) continue;
      const id = noteIds.size + 1;
      noteIds.set(note.noteId, id);
      noteRows.push([
        id,
        note.noteId,
        note.title,
        userIds.get(note.userId) ?? null,
        customerOf(a),
        note.publishedOn,
      ]);
    }
  }
  await copyRows(
    session,
    'content_accounts',
    ['id', 'platform_user_id', 'nickname', 'customer_id', 'followers', 'note_count', 'status'],
    userRows,
  );
  await copyRows(
    session,
    'notes',
    ['id', 'platform_note_id', 'title', 'content_account_id', 'customer_id', 'published_on'],
    noteRows,
  );
  await bumpSequences(db, ['content_accounts', 'notes']);
  progress('content accounts and notes', userRows.length + noteRows.length);

  const facts = await withIndexesDeferred(db, ['note_daily'], () =>
    copyRows(
      session,
      'note_daily',
      ['note_id', 'account_id', 'day', 'fee', 'impressions', 'clicks', 'interactions', 'leads'],
      (function* () {
        for (const a of opened) {
          const start = a.openedOn > firstDay ? a.openedOn : firstDay;
          if (start > yesterday) continue;
          for (const d of simulator.noteDailyRows(a.advertiserId, start, yesterday)) {
            yield [
              noteIds.get(d.noteId)!,
              accountIds.get(a.advertiserId)!,
              d.day,
              d.fee,
              d.impressions,
              d.clicks,
              d.interactions,
              d.leads,
            ];
          }
        }
      })(),
    ),
  );
  await db.execute(sql`cluster note_daily using note_daily_day`);
  progress('note daily facts', facts);
}
