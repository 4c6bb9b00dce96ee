import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  SEND_LOG_ATTEMPTS,
  SEND_LOG_COMMANDS,
  sendLogFilters,
  type SendLogRow,
} from '@adops/common/contract/notices';
import type { z } from 'zod';
import { noteText, type Note } from '@adops/common/notes';
import type { AppContext } from '../../context';
import { noticeAttempts, noticeOutbox } from '../../db/schema';
import { onDays } from '../../db/onDays';
import { containing, shanghaiTimestamp } from '../../db/text';
import { wake } from '../../background/wake';
import { conflict } from '../../http/errors';
import { resourceRoutes } from '../../resources/resource';
import { NOTICES } from '../noticeRobot/resource';

/** A message as stored: when its last attempt's text is ours, a note, answered in the caller's language. */
type StoredMessage = SendLogRow & { lastNote: Note | null };

/**
 * The send log (noticeSendLog): every message of the outbox with its robot, its text as sent, how its last
 * attempt went and each attempt (`attempts`); a message refused for good can be sent again (`resend`).
 */
export function noticeSendLogRoutes(app: AppContext) {
  return resourceRoutes<StoredMessage, typeof sendLogFilters, z.ZodObject>(app, {
    path: 'noticeSendLog',
    entity: 'record',
    table: noticeOutbox,
    id: noticeOutbox.id,
    access: NOTICES,
    query: (db) =>
      db
        .select({
          id: noticeOutbox.id,
          robotId: noticeOutbox.robotId,
          robotName: noticeOutbox.robotName,
          ruleId: noticeOutbox.ruleId,
          source: sql<SendLogRow['source']>`${noticeOutbox.source}`.as('source'),
          msgtype: noticeOutbox.msgtype,
          content: noticeOutbox.content,
          part: noticeOutbox.part,
          parts: noticeOutbox.parts,
          status: sql<SendLogRow['status']>`${noticeOutbox.status}`.as('status'),
          attempts: noticeOutbox.attempts,
          lastErrcode: noticeOutbox.lastErrcode,
          lastErrmsg: noticeOutbox.lastErrmsg,
          lastNote: noticeOutbox.lastNote,
          createTime: shanghaiTimestamp(noticeOutbox.createdAt, 'create_time'),
          nextAttemptAt: sql<string | null>`case when ${noticeOutbox.status} in ('queued', 'sending')
            then to_char(${noticeOutbox.nextAttemptAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') end`.as(
            'next_attempt_text',
          ),
          sentAt: shanghaiTimestamp(noticeOutbox.sentAt, 'sent_time'),
        })
        .from(noticeOutbox)
        .$dynamic(),
    filters: sendLogFilters,
    where: (f) =>
      and(
        f.status ? eq(noticeOutbox.status, f.status) : undefined,
        f.source ? eq(noticeOutbox.source, f.source) : undefined,
        f.robotId ? eq(noticeOutbox.robotId, f.robotId) : undefined,
        f.runId ? eq(noticeOutbox.runId, f.runId) : undefined,
        onDays(noticeOutbox.createdAt, f),
      ),
    keyword: (text) =>
      or(ilike(noticeOutbox.content, containing(text)), ilike(noticeOutbox.robotName, containing(text))),
    sorts: { id: noticeOutbox.id, createTime: noticeOutbox.createdAt, status: noticeOutbox.status },
    defaultSort: '-id',
    present: ({ lastNote, ...message }, lang): SendLogRow => ({
      ...message,
      lastErrmsg: lastNote ? noteText(lastNote, lang) : message.lastErrmsg,
    }),
    commands: [
      {
        contract: SEND_LOG_COMMANDS.resend,
        run: async (ctx, message) => {
          if (message.robotId === null) throw conflict('robotGone');
          await ctx.tx
            .update(noticeOutbox)
            .set({ status: 'queued', nextAttemptAt: ctx.now })
            .where(eq(noticeOutbox.id, message.id));
          await wake(ctx.tx, 'notices');
          return null;
        },
      },
    ],
    related: [
      {
        endpoint: SEND_LOG_ATTEMPTS,
        idField: 'id',
        read: async (db, message, _input, lang) => {
          const attempts = await db
            .select({
              id: noticeAttempts.id,
              at: shanghaiTimestamp(noticeAttempts.at, 'at_text'),
              errcode: noticeAttempts.errcode,
              errmsg: noticeAttempts.errmsg,
              note: noticeAttempts.note,
              delivery: noticeAttempts.delivery,
              ms: noticeAttempts.ms,
            })
            .from(noticeAttempts)
            .where(eq(noticeAttempts.messageId, message.id))
            .orderBy(asc(noticeAttempts.id));
          const list = attempts.map(({ note, ...attempt }) => ({
            ...attempt,
            errmsg: note ? noteText(note, lang) : attempt.errmsg,
          }));
          return { list, total: list.length };
        },
      },
    ],
  });
}
