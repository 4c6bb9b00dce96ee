import { z } from 'zod';
import type { ColumnValues } from '../columns';
import { command, type StateMachine } from '../contract/endpoints';
import { clearableText, day, integer, listOf, id, optionalInteger, requiredText } from '../contract/fields';

/**
 * The sample articles of the complex table page (/example/complexTable [992]): records kept in the database to
 * show what a resource table does. An article is written as a 草稿, 发布 when ready, taken back to a draft, and
 * deleted (kept, marked 已删除, and restored as a draft). Their order is a position people set by dragging.
 */

export const ARTICLE_STATUSES = {
  draft: { zh: '草稿', en: 'Draft', color: 'default' },
  published: { zh: '已发布', en: 'Published', color: 'green' },
  deleted: { zh: '已删除', en: 'Deleted', color: 'red' },
} as const satisfies ColumnValues;
export type ArticleStatus = keyof typeof ARTICLE_STATUSES;
const STATUS_NAMES = Object.keys(ARTICLE_STATUSES) as [ArticleStatus, ...ArticleStatus[]];

export const ARTICLE_TYPES = {
  CN: { zh: '中国', en: 'China' },
  US: { zh: '美国', en: 'USA' },
  JP: { zh: '日本', en: 'Japan' },
  EU: { zh: '欧元区', en: 'Eurozone' },
} as const satisfies ColumnValues;
export type ArticleType = keyof typeof ARTICLE_TYPES;
const TYPE_NAMES = Object.keys(ARTICLE_TYPES) as [ArticleType, ...ArticleType[]];

/** Importance 1-3, shown as that many stars. */
export const ARTICLE_IMPORTANCE = {
  '1': { zh: '★', en: '★' },
  '2': { zh: '★★', en: '★★' },
  '3': { zh: '★★★', en: '★★★' },
} as const satisfies ColumnValues;

export type ArticleCommand = 'publish' | 'draft' | 'delete';

/** Where each command takes an article from each state it is allowed from; no entry: not allowed there. */
export const ARTICLE_TRANSITIONS: Record<ArticleCommand, Partial<Record<ArticleStatus, ArticleStatus>>> = {
  publish: { draft: 'published' },
  // Back to a draft: unpublished, or restored once deleted.
  draft: { published: 'draft', deleted: 'draft' },
  delete: { draft: 'deleted', published: 'deleted' },
};

/** The state `command` takes an article in state `from` to, or null where it is not allowed. */
export const articleNext = (command: ArticleCommand, from: ArticleStatus): ArticleStatus | null =>
  ARTICLE_TRANSITIONS[command][from] ?? null;

/** The states `command` is allowed from. */
export const articleCommandFrom = (command: ArticleCommand): ArticleStatus[] =>
  STATUS_NAMES.filter((state) => articleNext(command, state) !== null);

export interface ArticleRow {
  id: number;
  title: string;
  author: string;
  reviewer: string | null;
  importance: number;
  type: ArticleType;
  status: ArticleStatus;
  /** The day it is shown as written, 'YYYY-MM-DD'. */
  displayDay: string;
  pageviews: number;
  remark: string | null;
  /** Its place in the order people set by dragging; smaller first. */
  position: number;
  createTime: string;
  version: number | null;
}

export const articleFilters = {
  importance: optionalInteger(1, 3),
  type: z.enum(TYPE_NAMES).optional(),
  status: z.enum(STATUS_NAMES).optional(),
};

/** An article as written or edited; its status moves only by the commands, its position by reordering. */
export const articleSaveInput = z.object({
  title: requiredText(100),
  author: requiredText(40),
  reviewer: clearableText(40).optional(),
  importance: integer(1, 3),
  type: z.enum(TYPE_NAMES, { error: 'required' }),
  displayDay: day,
  remark: clearableText(500).optional(),
});

const ARTICLE_STATE: StateMachine<Pick<ArticleRow, 'status'>, ArticleStatus> = {
  of: (row) => row.status,
  titles: ARTICLE_STATUSES,
};
const from = (name: ArticleCommand) => ({ machine: ARTICLE_STATE, states: articleCommandFrom(name) });

export const ARTICLE_COMMANDS = {
  publish: command({
    name: 'publish',
    title: { zh: '发布', en: 'Publish' },
    input: z.object({}),
    from: from('publish'),
  }),
  draft: command({
    name: 'draft',
    title: { zh: '草稿', en: 'Draft' },
    input: z.object({}),
    from: from('draft'),
  }),
  delete: command({
    name: 'delete',
    title: { zh: '删除', en: 'Delete' },
    input: z.object({}),
    from: from('delete'),
  }),
} satisfies Record<ArticleCommand, unknown>;

/**
 * The articles of a page in their new order: they take, in this order, the positions they held between them, so
 * the rest of the list keeps its place.
 */
export const reorderArticles = command({
  name: 'reorder',
  title: { zh: '排序', en: 'Reorder' },
  whole: true,
  input: z.object({
    ids: listOf(id, 500)
      .refine((ids) => ids.length >= 2, { error: 'required' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'articleOrderRule' }),
  }),
});

/** The positions `ids` are given: the ones they held, smallest first, in the order `ids` names them. */
export function positionsAfterMove(held: ReadonlyMap<number, number>, ids: readonly number[]) {
  const places = [...held.values()].sort((a, b) => a - b);
  return ids.map((articleId, at) => ({ id: articleId, position: places[at]! }));
}
