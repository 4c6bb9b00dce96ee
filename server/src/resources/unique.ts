import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MessageKey } from '@adops/common/messages';
import type { Executor } from '../db/client';
import { conflict } from '../http/errors';
import { writtenTable, type AnyDefinition, type Row } from './reading';

/** A value no two records share: a name, a platform id, a name among siblings. */
export interface UniqueRule {
  /** The input field, and the column that keeps it. */
  field: string;
  column: AnyPgColumn;
  /** Refused with 150 and this message; `{name}` and `{<field>}` are the value. */
  message: MessageKey;
  /** Unique only among records alike in this field (a department's name among its siblings). */
  within?: { field: string; column: AnyPgColumn };
  /** Compared without case (usernames). */
  caseless?: boolean;
  /** Only these records count (users not deleted). */
  among?: SQL;
}

const comparable = (column: AnyPgColumn, value: unknown, caseless?: boolean) =>
  caseless ? eq(sql`lower(${column})`, String(value).toLowerCase()) : eq(column, value);

/** Refuses a save whose value another record already holds. */
export async function ensureUnique(
  def: AnyDefinition,
  db: Executor,
  rules: UniqueRule[],
  record: Record<string, unknown>,
  before: Row | undefined,
) {
  for (const rule of rules) {
    const value = record[rule.field];
    if (value === undefined || value === null) continue;
    const scope = rule.within && (record[rule.within.field] ?? null);
    const [taken] = await db
      .select({ id: def.id })
      .from(writtenTable(def))
      .where(
        and(
          comparable(rule.column, value, rule.caseless),
          rule.within
            ? scope === null
              ? isNull(rule.within.column)
              : eq(rule.within.column, scope)
            : undefined,
          before ? ne(def.id, before.id) : undefined,
          rule.among,
        ),
      )
      .limit(1);
    if (taken) throw conflict(rule.message, { name: String(value), [rule.field]: String(value) });
  }
}
