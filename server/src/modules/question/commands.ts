import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  QUESTION_COMMANDS,
  questionNext,
  type QuestionCommand,
  type QuestionRow,
} from '@adops/common/contract/questions';
import { questions, users } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { questionAssigned } from '../../notices/questionAssigned';
import type { CommandDefinition, WriteContext } from '../../resources/resource';
import { ensureReferencesVisible } from '../../scope/references';
import { recordEvents } from './events';

/** Where the command takes the question: the engine has checked that its state allows the command. */
const next = (command: QuestionCommand, question: QuestionRow) => questionNext(command, question.status)!;

const change = (ctx: WriteContext, question: QuestionRow, values: PgUpdateSetSource<typeof questions>) =>
  ctx.tx
    .update(questions)
    .set({ ...values, updatedAt: ctx.now })
    .where(eq(questions.id, question.id));

/** A user the caller may hand a question to: one within their scope, not deleted and not disabled. */
async function assignable(ctx: WriteContext, assigneeId: number) {
  await ensureReferencesVisible(ctx.tx, ctx.scope, { assigneeId: 'user' }, { assigneeId });
  const [user] = await ctx.tx
    .select({ name: users.name, enabled: users.enabled })
    .from(users)
    .where(eq(users.id, assigneeId));
  if (!user?.enabled) throw invalidField('assigneeId', 'assigneeInactive');
  return user;
}

/** Assign (taking a pending question up), solve, reopen and comment: each a state change and its events. */
export const questionCommands: CommandDefinition<QuestionRow>[] = [
  {
    contract: QUESTION_COMMANDS.assign,
    run: async (ctx, question, input) => {
      const assigneeId = input.assigneeId as number;
      const assignee = await assignable(ctx, assigneeId);
      const status = next('assign', question);
      if (assigneeId === question.assigneeId && status === question.status) return null;
      await change(ctx, question, { assigneeId, status });
      await recordEvents(ctx, question.id, [
        { kind: 'assigned', before: question.assigneeName, after: assignee.name },
        ...(status === question.status
          ? []
          : [{ kind: 'started' as const, before: question.status, after: status }]),
      ]);
      await questionAssigned(ctx.tx, {
        questionId: question.id,
        title: question.title,
        assigneeId,
        actorId: ctx.user.userId,
        now: ctx.now,
      });
      return null;
    },
  },
  {
    contract: QUESTION_COMMANDS.solve,
    run: async (ctx, question, input) => {
      const resolution = (input.resolution as string | undefined) || null;
      const status = next('solve', question);
      await change(ctx, question, { status, resolution, solvedAt: ctx.now });
      await recordEvents(ctx, question.id, [
        { kind: 'solved', text: resolution, before: question.status, after: status },
      ]);
      return null;
    },
  },
  {
    contract: QUESTION_COMMANDS.reopen,
    run: async (ctx, question) => {
      const status = next('reopen', question);
      // The resolution that did not hold stays in the history, not on the question.
      await change(ctx, question, { status, resolution: null, solvedAt: null });
      await recordEvents(ctx, question.id, [{ kind: 'reopened', before: question.status, after: status }]);
      return null;
    },
  },
  {
    contract: QUESTION_COMMANDS.comment,
    run: async (ctx, question, input) => {
      await change(ctx, question, {});
      await recordEvents(ctx, question.id, [{ kind: 'commented', text: input.text as string }]);
      return null;
    },
  },
];
