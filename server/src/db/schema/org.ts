import { rowVersion } from './version';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    kind: varchar('kind', { length: 20 }).notNull().default('operations'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    version: rowVersion(),
  },
  (t) => [uniqueIndex('departments_parent_name').on(sql`coalesce(${t.parentId}, 0)`, t.name)],
);

export const operationGroups = pgTable(
  'operation_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 50 }).notNull().unique(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    version: rowVersion(),
  },
  (t) => [index('operation_groups_department').on(t.departmentId)],
);
