import {
  QUESTION_COMMANDS,
  QUESTION_COMMENTS,
  QUESTION_EVENTS,
  QUESTION_HISTORY,
  QUESTION_STATUSES,
  QUESTION_SUBJECTS,
  type QuestionEventRow,
  type QuestionRow,
  type QuestionStatus,
} from '@adops/common/contract/questions';
import type { Lang } from '@adops/common/messages';
import { ACCOUNT_OPTIONS } from '../../resource/accountOptions';
import type { ColumnDef, FieldDef, RelatedDef, ResourceDef } from '../../resource/types';

/** The questions page (xhsQuestionManage) as a definition of the resource engine. */

const lines = (text: string | null) => <span style={{ whiteSpace: 'pre-line' }}>{text}</span>;

const commentField: FieldDef = {
  name: 'text',
  label: 'questions.text',
  kind: 'textarea',
  required: true,
  max: 2_000,
};
const comment = { contract: QUESTION_COMMANDS.comment, fields: [commentField] };

/** The comments, oldest first, and a comment added above them. */
const THREAD: RelatedDef<QuestionRow, QuestionEventRow> = {
  key: 'thread',
  label: 'questions.thread',
  title: 'questions.threadOf',
  endpoint: QUESTION_COMMENTS,
  idField: 'id',
  testId: 'questionComment',
  columns: [
    { key: 'at', title: 'questions.at', kind: 'time', width: 170 },
    { key: 'actorName', title: 'questions.actor', width: 110 },
    { key: 'text', title: 'questions.text', width: 380, render: (row) => lines(row.text) },
  ],
  commands: [comment],
};

/** A step's states by their titles; an assignment's or an edit's values as they were written. */
const stepKinds = new Set(['started', 'solved', 'reopened']);
function change(row: QuestionEventRow, lang: Lang) {
  const shown = (value: string | null) =>
    value && stepKinds.has(row.kind) ? (QUESTION_STATUSES[value as QuestionStatus]?.[lang] ?? value) : value;
  if (row.before === null && row.after === null) return '';
  return row.before === null ? shown(row.after) : `${shown(row.before)} → ${shown(row.after) ?? ''}`;
}

/** Everything that happened to the question, oldest first. */
const HISTORY: RelatedDef<QuestionRow, QuestionEventRow> = {
  key: 'history',
  label: 'questions.history',
  title: 'questions.historyOf',
  endpoint: QUESTION_HISTORY,
  idField: 'id',
  testId: 'questionEvent',
  columns: [
    { key: 'at', title: 'questions.at', kind: 'time', width: 170 },
    { key: 'kind', title: 'questions.event', kind: 'enum', values: QUESTION_EVENTS, width: 100 },
    { key: 'actorName', title: 'questions.actor', width: 110 },
    { key: 'after', title: 'questions.change', width: 220, render: change },
    { key: 'text', title: 'questions.text', width: 260, render: (row) => lines(row.text) },
  ],
};

const columns: ColumnDef<QuestionRow>[] = [
  { key: 'id', title: 'questions.id', width: 70, sort: true, fixed: 'left' },
  { key: 'title', title: 'questions.title', width: 220, sort: true, fixed: 'left' },
  {
    key: 'status',
    title: 'questions.status',
    kind: 'enum',
    values: QUESTION_STATUSES,
    width: 90,
    sort: true,
  },
  { key: 'subjectKind', title: 'questions.subjectKind', kind: 'enum', values: QUESTION_SUBJECTS, width: 90 },
  {
    key: 'accountName',
    title: 'questions.account',
    width: 200,
    render: (row) => row.accountName && `${row.accountName} (${row.platformId})`,
  },
  { key: 'customerName', title: 'questions.customer', width: 160 },
  { key: 'assigneeName', title: 'questions.assignee', width: 100 },
  { key: 'comments', title: 'questions.comments', kind: 'count', width: 80 },
  { key: 'description', title: 'questions.description', width: 260 },
  { key: 'resolution', title: 'questions.resolution', width: 200 },
  { key: 'creatorName', title: 'questions.creator', width: 100 },
  { key: 'createTime', title: 'questions.createTime', kind: 'time', width: 170, sort: true },
  { key: 'updateTime', title: 'questions.updateTime', kind: 'time', width: 170, sort: true },
  { key: 'solvedAt', title: 'questions.solvedAt', kind: 'time', width: 170 },
];

export const QUESTIONS: ResourceDef<QuestionRow> = {
  path: 'question',
  testId: 'question',
  title: 'route.xhsQuestionManage',
  defaultSort: '-id',
  scrollX: 2200,
  name: (row) => row.title,
  columns,
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'questions.keywordHint' },
    { name: 'status', label: 'questions.status', kind: 'enum', values: QUESTION_STATUSES },
    { name: 'assigneeId', label: 'questions.assignee', kind: 'user' },
    { name: 'customerId', label: 'questions.customer', kind: 'customer' },
    { name: 'accountId', label: 'questions.account', kind: 'options', options: ACCOUNT_OPTIONS },
  ],
  form: {
    fields: [
      { name: 'title', label: 'questions.title', kind: 'text', required: true, max: 100, wide: true },
      {
        name: 'subjectKind',
        label: 'questions.subjectKind',
        kind: 'enum',
        values: QUESTION_SUBJECTS,
        required: true,
        initial: 'account',
      },
      {
        name: 'accountId',
        label: 'questions.account',
        kind: 'options',
        options: ACCOUNT_OPTIONS,
        required: true,
        shownWhen: (values) => values.subjectKind === 'account',
      },
      {
        name: 'customerId',
        label: 'questions.customer',
        kind: 'customer',
        required: true,
        shownWhen: (values) => values.subjectKind === 'customer',
      },
      { name: 'description', label: 'questions.description', kind: 'textarea', max: 2_000 },
    ],
    values: (row) => ({
      title: row.title,
      subjectKind: row.subjectKind,
      ...(row.subjectKind === 'account' ? { accountId: row.accountId } : { customerId: row.customerId }),
      description: row.description,
    }),
  },
  commands: [
    {
      contract: QUESTION_COMMANDS.assign,
      fields: [{ name: 'assigneeId', label: 'questions.assignee', kind: 'user', required: true }],
    },
    {
      contract: QUESTION_COMMANDS.solve,
      fields: [{ name: 'resolution', label: 'questions.resolution', kind: 'textarea', max: 2_000 }],
    },
    { contract: QUESTION_COMMANDS.reopen, confirm: 'questions.confirmReopen' },
    comment,
  ],
  related: [THREAD as RelatedDef<QuestionRow, never>, HISTORY as RelatedDef<QuestionRow, never>],
};
