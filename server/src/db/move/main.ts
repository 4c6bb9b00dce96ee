/**
 * `npm run db:move -w @adops/server`: copies the embedded database of DATA_DIR (default ./data) into the empty
 * PostgreSQL database of DATABASE_URL, all or nothing; then start the server with DATABASE_URL set. Stop the
 * server first: one process owns the embedded database.
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { moveDatabase } from './moveDatabase';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('DATABASE_URL names the PostgreSQL database to move into');
const source = await openDatabase({ dataDir: config.dataDir });
const target = await openDatabase({ url: config.databaseUrl });
try {
  await source.migrate();
  const copied = await moveDatabase(source, target, (table, rows) =>
    console.log(`${table.padEnd(28)} ${rows.toLocaleString('en').padStart(12)} rows`),
  );
  const total = [...copied.values()].reduce((a, b) => a + b, 0);
  console.log(`Moved ${total.toLocaleString('en')} rows from ${config.dataDir} into DATABASE_URL.`);
} finally {
  await Promise.all([source.close(), target.close()]);
}
