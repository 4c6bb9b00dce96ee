import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paging } from '@adops/common/contract/fields';
import {
  QUESTION_COMMENTS,
  QUESTION_HISTORY,
  questionFilters,
  questionSaveInput,
  type QuestionRow,
} from '@adops/common/contract/questions';
import { moduleOf } from '@adops/common/menu';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { Paging } from '../../db/paging';
import { qualified } from '../../db/qualified';
import { adAccounts, customers, questions, users } from '../../db/schema';
import { containing, shanghaiTimestamp } from '../../db/text';
import { invalidField } from '../../http/errors';
import { resourceRoutes } from '../../resources/resource';
import { questionCommands } from './commands';
import { readEvents, recordEvents } from './events';
import { questionScopeColumns } from './scope';
import { accountKeyword } from '../base/accountKeyword';

const QUESTIONS = moduleOf('xhsQuestionManage');

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
/** The customer asked about, or the customer of the account asked about. */
const customerOf = sql<number | null>`coalesce(${questions.customerId}, ${adAccounts.customerId})`;

/** The fields whose change an edit's event tells of. */
const EDITED = ['title', 'description', 'subjectKind', 'accountId', 'customerId'] as const;

const query = (db: Executor) =>
  db
    .select({
      id: questions.id,
      title: questions.title,
      description: questions.description,
      status: questions.status,
      subjectKind:
        sql<string>`case when ${questions.accountId} is null then 'customer' else 'account' end`.as(
          'subject_kind',
        ),
      accountId: questions.accountId,
      accountName: adAccounts.name,
      platformId: adAccounts.platformId,
      customerId: customerOf.as('subject_customer_id'),
      customerName: customers.name,
      assigneeId: questions.assigneeId,
      assigneeName: assignee.name,
      resolution: questions.resolution,
      creatorName: creator.name,
      comments: sql<number>`(select count(*) from question_events e
          where e.question_id = ${qualified(questions.id)} and e.kind = 'commented')`
        .mapWith(Number)
        .as('comments'),
      createTime: shanghaiTimestamp(questions.createdAt, 'create_time'),
      updateTime: shanghaiTimestamp(questions.updatedAt, 'update_time'),
      solvedAt: shanghaiTimestamp(questions.solvedAt, 'solved_at_text'),
    })
    .from(questions)
    .leftJoin(adAccounts, eq(adAccounts.id, questions.accountId))
    .leftJoin(customers, eq(customers.id, customerOf))
    .leftJoin(assignee, eq(assignee.id, questions.assigneeId))
    .leftJoin(creator, eq(creator.id, questions.createdBy))
    .$dynamic();

/**
 * Operational questions (xhsQuestionManage): `/api/crm/question/…`. Seen and acted on through their subject's
 * scope; opened and edited by a save, moved by commands; each change writes its events, which are the comments
 * thread and the history.
 */
export function questionRoutes(app: AppContext) {
  return resourceRoutes<QuestionRow, typeof questionFilters, typeof questionSaveInput>(app, {
    path: 'question',
    entity: 'question',
    table: questions,
    id: questions.id,
    access: QUESTIONS,
    query,
    scope: questionScopeColumns,
    filters: questionFilters,
    where: (f) =>
      and(
        f.status ? eq(questions.status, f.status) : undefined,
        f.assigneeId ? eq(questions.assigneeId, f.assigneeId) : undefined,
        f.accountId ? eq(questions.accountId, f.accountId) : undefined,
        f.customerId ? sql`${customerOf} = ${f.customerId}` : undefined,
      ),
    keyword: (text) =>
      or(
        ilike(questions.title, containing(text)),
        ilike(questions.description, containing(text)),
        ...accountKeyword(text),
      ),
    sorts: {
      id: questions.id,
      title: questions.title,
      status: questions.status,
      createTime: questions.createdAt,
      updateTime: questions.updatedAt,
    },
    defaultSort: '-id',
    save: {
      input: questionSaveInput,
      references: { accountId: 'account', customerId: 'customer' },
      values: async (input, ctx, before) => {
        const onAccount = input.subjectKind === 'account';
        const subjectId = onAccount ? input.accountId : input.customerId;
        if (!subjectId) throw invalidField(onAccount ? 'accountId' : 'customerId', 'required');
        return {
          title: input.title,
          description: input.description ?? null,
          accountId: onAccount ? subjectId : null,
          customerId: onAccount ? null : subjectId,
          updatedAt: ctx.now,
          ...(before ? {} : { createdBy: ctx.user.userId }),
        };
      },
      after: async (ctx, before, after) => {
        if (!before) return recordEvents(ctx, after.id, [{ kind: 'opened', after: after.title }]);
        if (!EDITED.some((field) => before[field] !== after[field])) return;
        const retitled = before.title !== after.title;
        await recordEvents(ctx, after.id, [
          { kind: 'edited', ...(retitled ? { before: before.title, after: after.title } : {}) },
        ]);
      },
    },
    commands: questionCommands,
    related: [
      {
        endpoint: QUESTION_COMMENTS,
        idField: 'id',
        input: paging,
        read: (db, question, input) => readEvents(db, question.id, input as unknown as Paging, 'commented'),
      },
      {
        endpoint: QUESTION_HISTORY,
        idField: 'id',
        input: paging,
        read: (db, question, input) => readEvents(db, question.id, input as unknown as Paging),
      },
    ],
  });
}
