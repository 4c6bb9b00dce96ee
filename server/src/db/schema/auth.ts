import { rowVersion } from './version';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { departments, operationGroups } from './org';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: varchar('username', { length: 32 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    mobile: varchar('mobile', { length: 11 }),
    email: varchar('email', { length: 120 }),
    picUrl: varchar('pic_url', { length: 500 }),
    company: varchar('company', { length: 100 }),
    departmentId: integer('department_id').references(() => departments.id),
    groupId: integer('group_id').references(() => operationGroups.id),
    signStatus: varchar('sign_status', { length: 10 }).notNull().default('active'),
    enabled: boolean('enabled').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    version: rowVersion(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_live')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_department').on(t.departmentId),
    index('users_group').on(t.groupId),
  ],
);

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** `admin` for the role that passes every check; null for roles made in the console. */
  code: varchar('code', { length: 30 }).unique(),
  roleName: varchar('role_name', { length: 50 }).notNull().unique(),
  description: varchar('description', { length: 200 }),
  dataScope: varchar('data_scope', { length: 20 }).notNull().default('ownAccounts'),
  createdAt: createdAt(),
  version: rowVersion(),
});

/** The departments of a role whose data scope is `custom`. */
export const roleDepartments = pgTable(
  'role_departments',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.departmentId] })],
);

/** Permission tree; ids are the spec's module ids (explicit, not generated). */
export const modules = pgTable(
  'modules',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 64 }).notNull(),
    title: varchar('title', { length: 80 }).notNull(),
    level: smallint('level').notNull(),
    path: varchar('path', { length: 200 }),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    version: rowVersion(),
  },
  (t) => [index('modules_parent').on(t.parentId)],
);

export const roleModules = pgTable(
  'role_modules',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.moduleId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role').on(t.roleId)],
);

/** Only a SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Failed sign-ins per (username, address), counted towards a lock. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    username: varchar('username', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_pair').on(t.username, t.ip, t.createdAt)],
);

export const loginLocks = pgTable(
  'login_locks',
  {
    username: varchar('username', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.ip] })],
);

/**
 * Single-use tickets that carry a session over to the sister CRM: each lives only as long as the session that
 * made it (a logout, an expiry or a revocation ends its tickets too).
 */
export const secondLoginTickets = pgTable(
  'second_login_tickets',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('second_login_tickets_session').on(t.sessionId)],
);

/**
 * Signatures of state-changing calls already taken, kept until they could no longer pass the clock check: a
 * second use is a replay. Shared by every server instance on the database.
 */
export const usedSignatures = pgTable(
  'used_signatures',
  {
    sessionId: char('session_id', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_signatures_expiry').on(t.expiresAt)],
);
