import { sql } from 'drizzle-orm';
import { menuModules } from '@adops/common/menu';
import { MENU_TITLES } from '@adops/common/menuTitles';
import type { Executor } from '../client';
import { modules } from '../schema';

/**
 * Inserts the modules the menu implies that the database lacks, on every start, so a page added in a later
 * release gets its permission row; titles edited in the console are kept.
 */
export async function syncMenuModules(db: Executor) {
  const rows = menuModules().map((m, sort) => ({
    ...m,
    title: MENU_TITLES[m.title as keyof typeof MENU_TITLES]?.zh ?? m.name,
    sort,
  }));
  await db
    .insert(modules)
    .values(rows)
    .onConflictDoUpdate({
      target: modules.id,
      set: { path: sql`excluded.path`, level: sql`excluded.level` },
    });
}
