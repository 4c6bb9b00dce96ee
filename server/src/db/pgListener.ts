import pg from 'pg';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

type Listener = (payload: string | null) => void;

/**
 * The NOTIFYs of a PostgreSQL server on one connection of their own, connected on the first `listen`. A lost
 * connection is made again; its listeners are then called with `null`, since announcements may have been missed
 * meanwhile.
 */
export class PgListener {
  readonly #listeners = new Map<string, Listener[]>();
  #client: Promise<pg.Client> | undefined;
  /** The connection listening now; a loss of any other one is old news. */
  #current: pg.Client | undefined;
  #closed = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, onNotice: Listener): Promise<void> {
    const listeners = this.#listeners.get(channel);
    if (listeners) return void listeners.push(onNotice);
    this.#listeners.set(channel, [onNotice]);
    const client = await (this.#client ??= this.#connect());
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', ({ channel, payload }) => this.#announce(channel, payload ?? ''));
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    this.#current = client;
    await client.connect();
    for (const channel of this.#listeners.keys())
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    return client;
  }

  #announce(channel: string, payload: string | null) {
    for (const listener of this.#listeners.get(channel) ?? []) listener(payload);
  }

  #lost(client: pg.Client) {
    if (this.#closed || client !== this.#current) return;
    this.#current = undefined;
    void client.end().catch(() => {});
    const retry = () => {
      if (this.#closed) return;
      this.#client = this.#connect();
      this.#client.then(
        () => [...this.#listeners.keys()].forEach((channel) => this.#announce(channel, null)),
        () => setTimeout(retry, RECONNECT_MS).unref(),
      );
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = await this.#client?.catch(() => undefined);
    await client?.end().catch(() => {});
  }
}
