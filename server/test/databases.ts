import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A statement run on the PostgreSQL server of `serverUrl` itself: creating and dropping databases. */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server of `serverUrl`, named after `name` (a copy of the database `template` when
 * given), so that test files can run side by side; `drop` removes it.
 */
export async function newServerDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const database = `adops_${name}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${database}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    name: database,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${database} with (force)`),
  };
}

/** Where each test file's fresh database starts: migrated, the menu's modules in (see `freshDatabase`). */
export interface MigratedDatabase {
  /** PGlite: a data directory saved as a tar file. */
  image?: string;
  /** PostgreSQL (TEST_DATABASE_URL): a database on that server to create each file's from. */
  template?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
  }
}
