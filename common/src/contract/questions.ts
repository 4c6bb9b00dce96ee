import { z } from 'zod';
import type { ColumnValues } from '../columns';
import { command, type Endpoint, type StateMachine } from './endpoints';
import { clearableText, optionalId, optionalText, requiredId, requiredText } from './fields';

/**
 * Operational questions (xhsQuestionManage [363]): something about an ad account or a customer that someone has
 * to sort out. A question is opened 待处理, taken up 处理中 once it is assigned, and 已解决 when solved; a solved
 * one may be reopened. Its comments and everything that happened to it are its events, oldest first.
 */

export const QUESTION_STATUSES = {
  pending: { zh: '待处理', en: 'Pending', color: 'orange' },
  processing: { zh: '处理中', en: 'In progress', color: 'blue' },
  solved: { zh: '已解决', en: 'Solved', color: 'green' },
} as const satisfies ColumnValues;
export type QuestionStatus = keyof typeof QUESTION_STATUSES;
const STATUS_NAMES = Object.keys(QUESTION_STATUSES) as [QuestionStatus, ...QuestionStatus[]];

export type QuestionCommand = 'assign' | 'solve' | 'reopen' | 'comment';

/** Where each command takes a question from each state it is allowed from; no entry: not allowed there. */
export const QUESTION_TRANSITIONS: Record<
  QuestionCommand,
  Partial<Record<QuestionStatus, QuestionStatus>>
> = {
  // Assigning a pending question takes it up; assigning one in progress hands it to someone else.
  assign: { pending: 'processing', processing: 'processing' },
  solve: { processing: 'solved' },
  reopen: { solved: 'processing' },
  comment: { pending: 'pending', processing: 'processing', solved: 'solved' },
};

/** The state `command` takes a question in state `from` to, or null where it is not allowed. */
export const questionNext = (command: QuestionCommand, from: QuestionStatus): QuestionStatus | null =>
  QUESTION_TRANSITIONS[command][from] ?? null;

/** The states `command` is allowed from. */
export const questionCommandFrom = (command: QuestionCommand): QuestionStatus[] =>
  STATUS_NAMES.filter((state) => questionNext(command, state) !== null);

/** What a question is about: one ad account or one customer. */
export const QUESTION_SUBJECTS = {
  account: { zh: '账户', en: 'Account' },
  customer: { zh: '客户', en: 'Customer' },
} as const satisfies ColumnValues;
export type QuestionSubject = keyof typeof QUESTION_SUBJECTS;
const SUBJECT_NAMES = Object.keys(QUESTION_SUBJECTS) as [QuestionSubject, ...QuestionSubject[]];

export interface QuestionRow {
  id: number;
  title: string;
  description: string | null;
  status: QuestionStatus;
  subjectKind: QuestionSubject;
  accountId: number | null;
  accountName: string | null;
  platformId: string | null;
  /** The customer asked about, or the customer of the account asked about. */
  customerId: number | null;
  customerName: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  resolution: string | null;
  creatorName: string | null;
  comments: number;
  createTime: string;
  updateTime: string;
  solvedAt: string | null;
  version: number;
}

export const questionFilters = {
  status: z.enum(STATUS_NAMES).optional(),
  assigneeId: optionalId,
  /** Questions about the customer or about an account of it. */
  customerId: optionalId,
  accountId: optionalId,
};

/** A question as it is opened or edited; the subject's id is required for its kind (checked with the record). */
export const questionSaveInput = z.object({
  title: requiredText(100),
  description: clearableText(2_000).optional(),
  subjectKind: z.enum(SUBJECT_NAMES),
  accountId: optionalId,
  customerId: optionalId,
});

/** What happened to a question: each a row of its history, comments among them. */
export const QUESTION_EVENTS = {
  opened: { zh: '创建', en: 'Opened', color: 'default' },
  edited: { zh: '编辑', en: 'Edited', color: 'default' },
  assigned: { zh: '指派', en: 'Assigned', color: 'purple' },
  started: { zh: '开始处理', en: 'Taken up', color: 'blue' },
  solved: { zh: '解决', en: 'Solved', color: 'green' },
  reopened: { zh: '重新打开', en: 'Reopened', color: 'orange' },
  commented: { zh: '评论', en: 'Commented', color: 'cyan' },
} as const satisfies ColumnValues;
export type QuestionEventKind = keyof typeof QUESTION_EVENTS;

/**
 * An event: `text` a comment or a resolution; `before` and `after` what changed (the assignee's name, the title,
 * or the status for the steps that move it).
 */
export interface QuestionEventRow {
  id: number;
  kind: QuestionEventKind;
  actorName: string | null;
  at: string;
  text: string | null;
  before: string | null;
  after: string | null;
}

/** The comments of a question, oldest first. */
export const QUESTION_COMMENTS: Endpoint = { method: 'GET', url: '/api/crm/question/comments' };
/** Everything that happened to a question, oldest first. */
export const QUESTION_HISTORY: Endpoint = { method: 'GET', url: '/api/crm/question/history' };

const QUESTION_STATE: StateMachine<Pick<QuestionRow, 'status'>, QuestionStatus> = {
  of: (row) => row.status,
  titles: QUESTION_STATUSES,
};
const from = (name: QuestionCommand) => ({ machine: QUESTION_STATE, states: questionCommandFrom(name) });

export const QUESTION_COMMANDS = {
  assign: command({
    name: 'assign',
    title: { zh: '指派', en: 'Assign' },
    input: z.object({ assigneeId: requiredId }),
    from: from('assign'),
  }),
  solve: command({
    name: 'solve',
    title: { zh: '解决', en: 'Solve' },
    input: z.object({ resolution: optionalText(2_000) }),
    from: from('solve'),
  }),
  reopen: command({
    name: 'reopen',
    title: { zh: '重新打开', en: 'Reopen' },
    input: z.object({}),
    from: from('reopen'),
  }),
  comment: command({
    name: 'comment',
    title: { zh: '评论', en: 'Comment' },
    input: z.object({ text: requiredText(2_000) }),
    from: from('comment'),
  }),
};
