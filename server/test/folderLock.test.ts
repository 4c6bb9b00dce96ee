import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { startServer } from './serverProcess';

/**
 * A PGlite folder is one process's at a time: a second PostgreSQL over the same files (a second server started
 * on the same DATA_DIR, a test's server left running while the next starts) leaves the folder unreadable, the
 * next start dying inside PGlite with `RuntimeError: Aborted()`. The second opener is refused instead.
 */

const root = mkdtempSync(join(tmpdir(), 'adops-folder-lock-'));
/** One folder for all: each test leaves it closed. */
const dataDir = join(root, 'db');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DATABASE_URL)('a PGlite folder', { timeout: 300_000 }, () => {
  it('is refused to a second opener in the same process until the first has closed it', async () => {
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `The database folder ${dataDir} is in use by process ${process.pid}`,
    );
    await first.close();
    const again = await openDatabase({ dataDir });
    expect(await again.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    await again.close();
  });

  it('is taken over from a process that has gone without closing it', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(dataDir, 'server.pid'), `${gone}\n`);
    const database = await openDatabase({ dataDir });
    expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    await database.close();
  });

  it('makes a second server on the same DATA_DIR exit non-zero naming the folder, the first serving on', async () => {
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    const first = startServer(env);
    try {
      const [, url] = await first.printed(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      const second = startServer(env);
      await second.printed(new RegExp(`database folder ${env.DATA_DIR} is in use by process \\d+`));
      expect((await second.exited).code).not.toBe(0);
      expect((await fetch(`${url}/api/crm/noSuchEndpoint`)).status).toBe(404);
    } finally {
      await first.kill();
    }
  });
});
