import { and, asc, count, eq } from 'drizzle-orm';
import type { QuestionEventKind, QuestionEventRow } from '@adops/common/contract/questions';
import type { ListResult } from '@adops/common/contract/fields';
import type { Executor } from '../../db/client';
import { offsetOf, type Paging } from '../../db/paging';
import { questionEvents, users } from '../../db/schema';
import { shanghaiTimestamp } from '../../db/text';
import type { WriteContext } from '../../resources/resource';

export interface QuestionEvent {
  kind: QuestionEventKind;
  text?: string | null;
  before?: string | null;
  after?: string | null;
}

/** What happened to a question, written in the transaction of the change, by the caller, now. */
export async function recordEvents(ctx: WriteContext, questionId: number, events: QuestionEvent[]) {
  if (!events.length) return;
  await ctx.tx.insert(questionEvents).values(
    events.map((event) => ({
      questionId,
      kind: event.kind,
      actorId: ctx.user.userId,
      at: ctx.now,
      text: event.text ?? null,
      before: event.before ?? null,
      after: event.after ?? null,
    })),
  );
}

/** A question's events (of one kind, when given), oldest first, a page of them. */
export async function readEvents(
  db: Executor,
  questionId: number,
  paging: Paging,
  kind?: QuestionEventKind,
): Promise<ListResult<QuestionEventRow>> {
  const where = and(eq(questionEvents.questionId, questionId), kind && eq(questionEvents.kind, kind));
  const [list, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: questionEvents.id,
        kind: questionEvents.kind,
        actorName: users.name,
        at: shanghaiTimestamp(questionEvents.at, 'at_text'),
        text: questionEvents.text,
        before: questionEvents.before,
        after: questionEvents.after,
      })
      .from(questionEvents)
      .leftJoin(users, eq(users.id, questionEvents.actorId))
      .where(where)
      .orderBy(asc(questionEvents.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ total: count() }).from(questionEvents).where(where),
  ]);
  return { list: list as QuestionEventRow[], total };
}
