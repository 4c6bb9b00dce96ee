/**
 * `npm run seed -- --tier large [--reset]`: fills the database of DATABASE_URL (else PGlite in DATA_DIR) with a
 * demo tier, for benchmarks, demos and the browser tests, as `npm start` would on the same PORT (the demo's
 * robots post to that server's fake robots). The database must be empty; --reset empties it first.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';
import { syncMenuModules } from './db/seed/modules';
import { demoRobotBase } from './connectors/wecom/fakeRobots';
import { isTierName, TIERS } from './db/seed/tiers';

const { values } = parseArgs({
  options: { tier: { type: 'string', default: 'demo' }, reset: { type: 'boolean', default: false } },
});
if (!isTierName(values.tier)) {
  console.error(`--tier must be one of ${Object.keys(TIERS).join(', ')}`);
  process.exit(2);
}
const tier = values.tier;
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
if (values.reset) {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
}
await database.migrate();
await syncMenuModules(database.db);
const started = Date.now();
// SEED_NOW (an ISO instant): the data is seeded as of then, whatever the time while it is written — a seed that
// runs across midnight in Asia/Shanghai would otherwise put part of "today" in one day and part in the next.
const asOf = process.env.SEED_NOW ? new Date(process.env.SEED_NOW) : null;
if (asOf && Number.isNaN(asOf.getTime())) {
  console.error(`SEED_NOW is not an instant: ${process.env.SEED_NOW}`);
  process.exit(1);
}
const seeded = await seedDemo(database, {
  password: config.demoPassword,
  tier,
  now: () => asOf ?? new Date(),
  robotBase: demoRobotBase(config),
  progress: (step, rows) =>
    console.log(
      `${step}: ${rows.toLocaleString('en')} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ),
});
await database.close();
if (!seeded) {
  console.error('The database already has data; run again with --reset to empty it first.');
  process.exit(1);
}
console.log(`Seeded the ${tier} tier in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
