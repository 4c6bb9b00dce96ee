import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { CLOSE_PATIENCE_MS } from '../../patience';
import type { Database, Db } from '../client';
import * as schema from '../schema';
import { rerunningTransactions } from '../retry';
import { serverStopping } from '../sqlState';
import { copyStatement, MIGRATIONS_FOLDER } from '../statements';
import { lockFolder } from './folderLock';
import { openFailure, prepareDataFolder } from './dataFolder';
import { PgliteProxy, type ProxyTransaction } from './proxy';
import { PgliteThread } from './thread';

const drizzleOn = (client: PgliteProxy | ProxyTransaction) =>
  drizzle(client as unknown as PGlite, { schema });

/**
 * PGlite in `dataDir` (started as the tar file `image` when given), in a thread of its own; the statements of
 * `db` have `budgetMs`.
 */
export async function openPglite(
  dataDir: string,
  budgetMs: number | undefined,
  image?: string,
): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    prepareDataFolder(dataDir);
    release = lockFolder(dataDir);
  }
  const thread = await PgliteThread.start(dataDir, image).catch((error: unknown) => {
    release();
    throw inMemory ? error : openFailure(dataDir, error);
  });
  const unbudgeted = new PgliteProxy(thread);
  const background = drizzleOn(unbudgeted);
  const held = new Set<number>();
  const stopping = new AbortController();
  const stopped = () => stopping.signal.aborted;
  return {
    db: rerunningTransactions(
      drizzleOn(new PgliteProxy(thread, budgetMs, stopping.signal)) as unknown as Db,
      stopped,
    ),
    background: rerunningTransactions(background as unknown as Db, () => false),
    kind: 'pglite',
    migrate: () => migrate(background, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns a PGlite folder, so a lock in memory is a lock for every holder.
    async exclusive(key, work) {
      if (held.has(key)) return 'busy';
      held.add(key);
      try {
        // One process holds the lock and PGlite: it is never lost under the work.
        return await work(new AbortController().signal);
      } finally {
        held.delete(key);
      }
    },
    bulk: (work) =>
      unbudgeted.transaction((tx) =>
        work({
          db: drizzleOn(tx) as unknown as Db,
          async copyFrom(table, columns, chunks) {
            for (const chunk of chunks) await tx.copy(copyStatement(table, columns, `'/dev/blob'`), chunk);
          },
        }),
      ),
    listen: (channel, onNotice) => thread.listen(channel, onNotice),
    // PGlite cannot cancel the statement it runs: its answer is dropped, the requests' statements waiting their
    // turn are never run.
    interrupt: async () => stopping.abort(serverStopping()),
    // The folder is free once the thread has ended: with a statement still running, once it is terminated.
    close: () => thread.close(CLOSE_PATIENCE_MS).finally(release),
  };
}
