import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** An ILIKE pattern matching the text anywhere, with the user's own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A timestamp as the 'YYYY-MM-DD HH:MM:SS' people in Shanghai read, under a column alias. */
export function shanghaiTimestamp(column: AnyPgColumn, alias: string): SQL.Aliased<string> {
  return sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`.as(alias);
}
