import {
  ARTICLE_COMMANDS,
  ARTICLE_IMPORTANCE,
  ARTICLE_STATUSES,
  ARTICLE_TYPES,
  reorderArticles,
  type ArticleRow,
} from '@adops/common/examples/articles';
import { endpointsOf } from '@adops/common/contract/endpoints';
import { createElement } from 'react';
import type { ColumnDef, FieldDef, ResourceDef } from '../../../resource/types';
import { ArticleSummary } from './ArticleSummary';
import TEXTS from './texts';

/** The sample articles as definitions for the resource engine: one table of each kind, all on one resource. */

const PATH = 'exampleArticle';

const ORDERS = {
  id: TEXTS['example.table.idAscending'],
  '-id': TEXTS['example.table.idDescending'],
};

const column = {
  id: { key: 'id', title: 'example.table.id', width: 80 },
  title: { key: 'title', title: 'example.table.title', width: 200 },
  author: { key: 'author', title: 'example.table.author', width: 110 },
  reviewer: { key: 'reviewer', title: 'example.table.reviewer', width: 110 },
  importance: {
    key: 'importance',
    title: 'example.table.importance',
    kind: 'enum',
    values: ARTICLE_IMPORTANCE,
    width: 110,
  },
  type: { key: 'type', title: 'example.table.type', kind: 'enum', values: ARTICLE_TYPES, width: 100 },
  status: {
    key: 'status',
    title: 'example.table.status',
    kind: 'enum',
    values: ARTICLE_STATUSES,
    width: 100,
  },
  displayDay: { key: 'displayDay', title: 'example.table.displayDay', kind: 'day', width: 110 },
  pageviews: { key: 'pageviews', title: 'example.table.pageviews', kind: 'count', width: 100 },
  remark: { key: 'remark', title: 'example.table.remark', width: 160 },
} satisfies Record<string, ColumnDef<ArticleRow>>;

const FIELDS: FieldDef[] = [
  { name: 'title', label: 'example.table.title', kind: 'text', required: true, max: 100, wide: true },
  { name: 'author', label: 'example.table.author', kind: 'text', required: true, max: 40 },
  { name: 'reviewer', label: 'example.table.reviewer', kind: 'text', max: 40 },
  {
    name: 'importance',
    label: 'example.table.importance',
    kind: 'enum',
    values: ARTICLE_IMPORTANCE,
    required: true,
  },
  { name: 'type', label: 'example.table.type', kind: 'enum', values: ARTICLE_TYPES, required: true },
  { name: 'displayDay', label: 'example.table.displayDay', kind: 'day', required: true },
  { name: 'remark', label: 'example.table.remark', kind: 'textarea', max: 500, wide: true },
];

const common = {
  path: PATH,
  title: 'route.complexTable',
  name: (row: ArticleRow) => row.title,
} as const;

/**
 * The complex table: filters (a keyword searched with Enter, importance, type, state, the order), sorting and
 * paging on the server, the reviewer column behind a switch, the title opening the edit form and the pageviews
 * a small dialog, the state as a tag, and the commands the state allows.
 */
export const ARTICLES: ResourceDef<ArticleRow> = {
  ...common,
  testId: 'article',
  defaultSort: 'id',
  scrollX: 1100,
  columns: [
    { ...column.id, sort: true },
    { ...column.displayDay, sort: true },
    { ...column.title, opens: 'form' },
    column.author,
    { ...column.reviewer, toggle: { label: 'example.table.showReviewer', hidden: true } },
    { ...column.importance, sort: true },
    column.type,
    {
      ...column.pageviews,
      sort: true,
      opens: {
        endpoint: endpointsOf(PATH).detail,
        title: 'example.table.readsOf',
        width: 420,
        render: (article: ArticleRow) => createElement(ArticleSummary, { article }),
      },
    },
    column.status,
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'example.table.keyword' },
    { name: 'importance', label: 'example.table.importance', kind: 'enum', values: ARTICLE_IMPORTANCE },
    { name: 'type', label: 'example.table.type', kind: 'enum', values: ARTICLE_TYPES },
    { name: 'status', label: 'example.table.status', kind: 'enum', values: ARTICLE_STATUSES },
    { name: 'sort', label: 'example.table.order', kind: 'enum', values: ORDERS, order: true, initial: 'id' },
  ],
  form: {
    fields: FIELDS,
    values: (row) => ({ ...row, importance: String(row.importance) }),
    editable: (row) => row.status !== 'deleted',
  },
  commands: [
    { contract: ARTICLE_COMMANDS.publish },
    { contract: ARTICLE_COMMANDS.draft },
    { contract: ARTICLE_COMMANDS.delete, confirm: 'common.confirmDelete' },
  ],
};

/** The order people set by dragging a row's handle, saved as they let go. */
export const ARTICLE_ORDER: ResourceDef<ArticleRow> = {
  ...common,
  testId: 'articleOrder',
  defaultSort: 'position',
  noExport: true,
  columns: [column.id, column.title, column.author, column.importance, column.status],
  filters: [],
  reorder: { contract: reorderArticles, sort: 'position' },
};

/** Titles and authors edited in their cells: saved by ✓, restored by ✕. */
export const ARTICLE_EDITS: ResourceDef<ArticleRow> = {
  ...common,
  testId: 'articleEdit',
  defaultSort: 'id',
  noExport: true,
  columns: [
    { ...column.id, sort: true },
    // Wide enough for the input and its two buttons.
    { ...column.title, width: 360, edit: { kind: 'text', required: true, max: 100 } },
    { ...column.author, width: 260, edit: { kind: 'text', required: true, max: 40 } },
    column.importance,
    column.status,
  ],
  filters: [],
};

/** Every column, each shown or hidden by its checkbox. */
export const ARTICLE_COLUMNS: ResourceDef<ArticleRow> = {
  ...common,
  testId: 'articleColumns',
  defaultSort: 'id',
  columnPicker: true,
  columns: Object.values({ ...column, id: { ...column.id, sort: true } }),
  filters: [],
};
