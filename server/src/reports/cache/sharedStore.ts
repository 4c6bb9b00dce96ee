import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';

/** How long a shared result is kept at most, and how often (by writes) the old ones are cleared. */
const KEEP_HOURS = 24;
const PRUNE_EVERY_WRITES = 200;
/** What the table holds at most: results past this many, oldest first, are cleared with the old ones. */
const MAX_ENTRIES = 20_000;

/**
 * Results shared by the instances of one PostgreSQL (report_cache, unlogged): what one instance computed, the
 * others read instead of computing it again. A failure here is only a miss.
 */
export class SharedStore {
  #writes = 0;

  constructor(
    private readonly db: Executor,
    private readonly onError: (error: unknown) => void,
  ) {}

  async get(key: string): Promise<string | undefined> {
    try {
      const [row] = await queryRows<{ body: string }>(
        this.db,
        sql`select body from report_cache where key = ${key}`,
      );
      return row?.body;
    } catch (error) {
      this.onError(error);
      return undefined;
    }
  }

  async set(key: string, body: string): Promise<void> {
    try {
      await this.db
        .execute(sql`insert into report_cache (key, body, bytes) values (${key}, ${body}, ${body.length})
        on conflict (key) do update set body = excluded.body, bytes = excluded.bytes, created_at = now()`);
      if (++this.#writes % PRUNE_EVERY_WRITES === 0) await this.prune();
    } catch (error) {
      this.onError(error);
    }
  }

  async prune(): Promise<void> {
    await this.db.execute(sql`delete from report_cache
      where created_at < now() - make_interval(hours => ${KEEP_HOURS})
         or key in (select key from report_cache order by created_at desc offset ${MAX_ENTRIES})`);
  }
}
