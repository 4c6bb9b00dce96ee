/**
 * A server instance's request log (pino's JSON lines, LOG_LEVEL info; one line per answered request, or
 * Fastify's two: on arrival and on answer) read while it runs: how long the server
 * itself says each kind of request took (Fastify's responseTime, from routing to the last byte handed to the
 * socket), to set beside what the staff saw; and its warnings and errors.
 */
import { kindOfPath } from './plan';
import type { Kind } from './tally';

const WARN = 40;
const KEPT_PROBLEMS = 5;

interface LogLine {
  level?: number;
  reqId?: string;
  req?: { url?: string };
  responseTime?: number;
  msg?: string;
  err?: { message?: string };
}

export class ServerLog {
  readonly #pending = new Map<string, Kind>();
  readonly times = new Map<Kind, number[]>();
  /** Server time by path (a report by its name and range in days): how many, and their times. */
  readonly byPath = new Map<string, number[]>();
  /** Warnings and errors by message, how many, and the first's detail. */
  readonly problems = new Map<string, { count: number; detail: string }>();
  #counting = false;

  /** Lines before this are the warm-up's: they are not counted. */
  count(on: boolean): void {
    this.#counting = on;
  }

  readonly read = (line: string): void => {
    if (!line.startsWith('{')) return;
    let entry: LogLine;
    try {
      entry = JSON.parse(line) as LogLine;
    } catch {
      return;
    }
    if ((entry.level ?? 0) >= WARN) this.#problem(entry);
    if (!entry.reqId) return;
    const kind = entry.req?.url ? kindOfPath(entry.req.url.split('?')[0]!) : this.#pending.get(entry.reqId);
    if (entry.responseTime === undefined) {
      // Fastify's own request log: the URL on arrival, the time on a line of its own when answered.
      if (kind && this.#counting) this.#pending.set(entry.reqId, kind);
      return;
    }
    this.#pending.delete(entry.reqId);
    if (kind === undefined || !this.#counting) return;
    push(this.times, kind, entry.responseTime);
    if (entry.req?.url) push(this.byPath, pathOf(entry.req.url), entry.responseTime);
  };

  #problem(entry: LogLine): void {
    const message = entry.msg ?? 'no message';
    const seen = this.problems.get(message);
    if (seen) seen.count++;
    else if (this.problems.size < KEPT_PROBLEMS)
      this.problems.set(message, { count: 1, detail: entry.err?.message ?? entry.req?.url ?? '' });
  }
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const DAY_MS = 86_400_000;

/** A request's path, and for a report its range in days: what its cost depends on most. */
function pathOf(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  const start = params.get('start');
  const end = params.get('end');
  if (!start || !end) return path;
  return `${path} ${Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1} d`;
}
