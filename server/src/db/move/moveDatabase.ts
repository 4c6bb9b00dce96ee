import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { queryRows } from '../rows';
import { tableOrder } from './tableOrder';

/** Rows per statement: one JSON parameter each. */
const CHUNK = 5_000;

/** Tables that are not data: drizzle's record of the migrations applied, which the target keeps its own of. */
const NOT_DATA = new Set(['__drizzle_migrations', 'report_cache']);

async function userTables(db: Executor) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const references = await queryRows<{ from: string; to: string }>(
    db,
    sql`select c.conrelid::regclass::text as "from", c.confrelid::regclass::text as "to"
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  return tableOrder(
    tables.map((t) => t.name).filter((t) => !NOT_DATA.has(t)),
    references,
  );
}

/**
 * Copies every row of `source` (the embedded database) into `target` (a PostgreSQL server, migrated and empty),
 * in one transaction: all or nothing. Identity sequences then continue after the highest id copied. Gives the
 * rows copied per table.
 */
export async function moveDatabase(
  source: Database,
  target: Database,
  progress: (table: string, rows: number) => void = () => {},
): Promise<Map<string, number>> {
  await target.migrate();
  const [occupied] = await queryRows<{ n: number }>(target.db, sql`select count(*)::int as n from users`);
  if (occupied!.n > 0) throw new Error('the target database holds users already: move into an empty one');
  const copied = new Map<string, number>();
  const tables = await userTables(source.db);
  await target.bulk(async ({ db }) => {
    // The rows are copied as they are: no trigger moves a version or announces anything meanwhile.
    for (const table of tables)
      await db.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    // Written by the migrations themselves (the permission modules): replaced by the source's.
    for (const table of [...tables].reverse()) await db.execute(sql`delete from ${sql.identifier(table)}`);
    for (const table of tables) {
      let rows = 0;
      for (let offset = 0; ; offset += CHUNK) {
        const chunk = await queryRows<{ row: unknown }>(
          source.db,
          sql`select row_to_json(t) as row from ${sql.identifier(table)} t order by ctid offset ${offset} limit ${CHUNK}`,
        );
        if (!chunk.length) break;
        await db.execute(sql`insert into ${sql.identifier(table)}
          select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(chunk.map((c) => c.row))}::json)`);
        rows += chunk.length;
        if (chunk.length < CHUNK) break;
      }
      copied.set(table, rows);
      progress(table, rows);
    }
    const identities = await queryRows<{ table: string; column: string }>(
      db,
      sql`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = 'public' and is_identity = 'YES'`,
    );
    for (const { table, column } of identities)
      await db.execute(sql`select setval(pg_get_serial_sequence(${table}, ${column}),
        coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`);
    await db.execute(
      sql`select setval('data_version_seq', coalesce((select max(version) from data_versions), 0) + 1, false)`,
    );
    for (const table of tables)
      await db.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
  });
  return copied;
}
