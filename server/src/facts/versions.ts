import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * Moves the versions of days whose facts changed (data_versions), in the writer's transaction, and announces it
 * to every server instance at commit: their cached results that read one of these days are computed again.
 */
export async function moveDays(tx: Executor, days: Iterable<string>): Promise<void> {
  const list = [...new Set(days)].sort();
  if (!list.length) return;
  await tx.execute(sql`insert into data_versions (key, version)
    select day, nextval('data_version_seq') from json_array_elements_text(${JSON.stringify(list)}::json) as day
    on conflict (key) do update set version = excluded.version`);
  await tx.execute(sql`select pg_notify('adops_versions', 'days')`);
}
