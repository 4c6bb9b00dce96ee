import { fileURLToPath } from 'node:url';

/** The committed SQL migrations, applied by either kind of database. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** COPY of whole CSV rows into `table` from `source`: `stdin` on PostgreSQL, `'/dev/blob'` on PGlite. */
export const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `copy ${table} (${columns.join(', ')}) from ${source} with (format csv)`;
