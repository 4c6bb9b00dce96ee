/**
 * What the server instances' PostgreSQL connections did during a run, told apart from everyone else's on the
 * database by their application_name: how many statements were running at once (sampled twice a second), what
 * they waited on, which ran most, the processor time of their backends, and the shared report cache's writes.
 */
import pg from 'pg';
import { cpuSecondsOf } from './cpu';

const SAMPLE_MS = 500;
const QUERY_TEXT = 110;

export interface DatabaseFigures {
  samples: number;
  activeAverage: number;
  activeMax: number;
  /** What running statements waited on, as shares of all sightings ('CPU' where on none). */
  waits: [string, number][];
  /** The statements seen running most often (their start), with the share of sightings. */
  busiest: [string, number][];
  /** Processor time of the instances' backends, as a share of one core, in percent. */
  backendCpu: number;
  backends: number;
  /** report_cache: rows at the end, and rows written (computed answers shared) during the run. */
  cacheRows: number;
  cacheWritten: number;
  /** How often the catalog's version moved (data_versions 'catalog'): each move makes every cached answer stale. */
  catalogMoves: number;
}

export class DatabaseWatch {
  readonly #client: pg.Client;
  #timer: NodeJS.Timeout | undefined;
  #sampling: Promise<void> = Promise.resolve();
  #since = '';
  #catalog = 0;
  #startedAt = 0;
  #samples = 0;
  #active = 0;
  #activeMax = 0;
  readonly #waits = new Map<string, number>();
  readonly #queries = new Map<string, number>();
  /** Backend pid → its processor seconds when first and last seen. */
  readonly #cpu = new Map<number, { first: number; last: number }>();

  constructor(
    url: string,
    private readonly applicationPrefix: string,
  ) {
    this.#client = new pg.Client({ connectionString: url, application_name: 'bench-load-watch' });
  }

  async start(): Promise<void> {
    await this.#client.connect();
    const { rows } = await this.#client.query<{ now: string }>('select now()::text as now');
    this.#since = rows[0]!.now;
    this.#catalog = await this.#catalogVersion();
    this.#startedAt = performance.now();
    this.#timer = setInterval(() => {
      this.#sampling = this.#sampling.then(() => this.#sample()).catch(() => {});
    }, SAMPLE_MS);
  }

  async #sample(): Promise<void> {
    const { rows } = await this.#client.query<{
      pid: number;
      state: string | null;
      wait: string;
      query: string;
    }>(
      `select pid, state, coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait,
              left(regexp_replace(query, '\\s+', ' ', 'g'), ${QUERY_TEXT}) as query
         from pg_stat_activity where application_name like $1 and pid <> pg_backend_pid()`,
      [`${this.applicationPrefix}%`],
    );
    this.#samples++;
    let active = 0;
    for (const row of rows) {
      const seconds = cpuSecondsOf(row.pid);
      const seen = this.#cpu.get(row.pid);
      if (!Number.isNaN(seconds)) {
        if (seen) seen.last = seconds;
        else this.#cpu.set(row.pid, { first: seconds, last: seconds });
      }
      if (row.state !== 'active') continue;
      active++;
      this.#waits.set(row.wait, (this.#waits.get(row.wait) ?? 0) + 1);
      this.#queries.set(row.query, (this.#queries.get(row.query) ?? 0) + 1);
    }
    this.#active += active;
    this.#activeMax = Math.max(this.#activeMax, active);
  }

  async #catalogVersion(): Promise<number> {
    const { rows } = await this.#client.query<{ version: string }>(
      `select version from data_versions where key = 'catalog'`,
    );
    return Number(rows[0]?.version ?? 0);
  }

  async stop(): Promise<DatabaseFigures> {
    clearInterval(this.#timer);
    await this.#sampling;
    const seconds = (performance.now() - this.#startedAt) / 1000;
    const { rows } = await this.#client.query<{ rows: number; written: number }>(
      `select count(*)::int as rows, (count(*) filter (where created_at >= $1))::int as written
         from report_cache`,
      [this.#since],
    );
    const catalog = await this.#catalogVersion();
    await this.#client.end();
    const sightings = [...this.#waits.values()].reduce((sum, n) => sum + n, 0) || 1;
    const top = (counts: Map<string, number>, n: number): [string, number][] =>
      [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([text, count]) => [text, count / sightings]);
    const cpu = [...this.#cpu.values()].reduce((sum, b) => sum + b.last - b.first, 0);
    return {
      samples: this.#samples,
      activeAverage: this.#active / Math.max(1, this.#samples),
      activeMax: this.#activeMax,
      waits: top(this.#waits, 4),
      busiest: top(this.#queries, 3),
      backendCpu: (cpu / seconds) * 100,
      backends: this.#cpu.size,
      cacheRows: rows[0]!.rows,
      cacheWritten: rows[0]!.written,
      catalogMoves: catalog - this.#catalog,
    };
  }
}
