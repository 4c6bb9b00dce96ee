import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Executor } from '../src/db/client';
import * as schema from '../src/db/schema';
import { syncMenuModules } from '../src/db/seed/modules';
import { MIGRATIONS_FOLDER } from '../src/db/statements';
import { newServerDatabase } from './databases';

/**
 * Once per run, the empty database every test file starts from, migrated: creating a PGlite and migrating it
 * takes seconds that dozens of files would each spend again.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { name, url, drop } = await newServerDatabase(serverUrl, 'template');
    const database = await openDatabase({ url });
    try {
      await database.migrate();
      await syncMenuModules(database.db);
    } finally {
      await database.close();
    }
    project.provide('migratedDatabase', { template: name });
    return drop;
  }
  const folder = mkdtempSync(join(tmpdir(), 'adops-test-'));
  const image = join(folder, 'migrated.tar');
  const pglite = await PGlite.create('memory://');
  try {
    const db = drizzle(pglite, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await syncMenuModules(db as unknown as Executor);
    const tar = await pglite.dumpDataDir('none');
    writeFileSync(image, Buffer.from(await tar.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('migratedDatabase', { image });
  return () => rmSync(folder, { recursive: true, force: true });
}
