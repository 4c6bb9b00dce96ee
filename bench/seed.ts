/**
 * Seed times: the demo tier on PGlite in a fresh folder (the first `npm start`, target ≤ 60 s) and the large
 * tier on the PostgreSQL of BENCH_DATABASE_URL (default: a database `adops_large` on the local server, made
 * afresh; the report bench reads it afterwards). `--only demo` or `--only large` runs one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@adops/server/src/db/client';
import { seedDemo } from '@adops/server/src/db/seed/demo';
import { syncMenuModules } from '@adops/server/src/db/seed/modules';
import type { TierName } from '@adops/server/src/db/seed/tiers';
import { LARGE_DATABASE_URL } from './databases';

async function timedSeed(database: Database, tier: TierName): Promise<{ seconds: number; rows: number }> {
  await database.migrate();
  await syncMenuModules(database.db);
  const started = performance.now();
  let rows = 0;
  await seedDemo(database, {
    password: 'Demo@2026',
    tier,
    now: () => new Date(),
    progress: (_, written) => (rows += written),
  });
  return { seconds: (performance.now() - started) / 1000, rows };
}

/** Drops and creates the database of `url` on its server. */
async function recreate(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

const report = (label: string, r: { seconds: number; rows: number }) =>
  console.log(
    `${label.padEnd(34)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.rows.toLocaleString('en').padStart(11)} rows  ${Math.round(r.rows / r.seconds).toLocaleString('en')} rows/s`,
  );

const { values } = parseArgs({ options: { only: { type: 'string' } } });

if (values.only !== 'large') {
  const dir = mkdtempSync(join(tmpdir(), 'adops-seed-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    report('demo tier, PGlite (target ≤ 60 s)', await timedSeed(database, 'demo'));
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (values.only !== 'demo') {
  try {
    await recreate(LARGE_DATABASE_URL);
  } catch (error) {
    console.log(`large tier, PostgreSQL: skipped, no server at ${LARGE_DATABASE_URL} (${String(error)})`);
    process.exit(0);
  }
  const database = await openDatabase({ url: LARGE_DATABASE_URL });
  try {
    report('large tier, PostgreSQL', await timedSeed(database, 'large'));
    // Untimed: the planner's statistics and the visibility map of the tables just loaded, as autovacuum would
    // leave them after a while, so that the report bench reads them as a running server would.
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}
