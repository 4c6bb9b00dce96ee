import { date, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { rowVersion } from './version';

/**
 * The sample articles of /example/complexTable (common/src/examples/articles.ts): demo records of the sample
 * page, kept like any other so that its filters, sorting, paging, commands and drag order are real.
 */
export const exampleArticles = pgTable(
  'example_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    author: varchar('author', { length: 40 }).notNull(),
    reviewer: varchar('reviewer', { length: 40 }),
    importance: smallint('importance').notNull(),
    /** `CN`, `US`, `JP` or `EU`. */
    type: varchar('type', { length: 2 }).notNull(),
    /** `draft`, `published` or `deleted`. */
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    displayDay: date('display_day', { mode: 'string' }).notNull(),
    pageviews: integer('pageviews').notNull().default(0),
    remark: text('remark'),
    /** The order people set by dragging: smaller first; not unique while a reorder moves rows past each other. */
    position: integer('position').notNull(),
    version: rowVersion(),
    createdAt: createdAt(),
  },
  (t) => [index('example_articles_position').on(t.position)],
);
