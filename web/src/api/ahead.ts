import { hashKey, type QueryKey } from '@tanstack/react-query';

/** How long an answer asked for ahead waits for its page; past that the page asks again. */
export const AHEAD_MS = 10_000;

interface Asked {
  answer: Promise<unknown>;
  at: number;
  /** The answer, once it has come. */
  came?: { data: unknown; at: number };
}

/**
 * Answers asked for before the page that shows them has rendered (the shell asks while it checks the session),
 * by the key of the query the page will ask them with. The page's first fetch of that key takes the answer
 * instead of asking again; a query's later fetches ask the server as always.
 */
const asked = new Map<string, Asked>();

/** Asks now for what a query will want; `ask` should be quiet: a failure is the page's to show when it asks. */
export function askAhead(key: QueryKey, ask: () => Promise<unknown>, now = Date.now()) {
  const hash = hashKey(key);
  const earlier = asked.get(hash);
  if (earlier && now - earlier.at < AHEAD_MS) return;
  const answer = ask();
  const entry: Asked = { answer, at: now };
  // Nobody may take it; a failure is shown by the page's own request.
  answer.then((data) => (entry.came = { data, at: Date.now() })).catch(() => undefined);
  asked.set(hash, entry);
}

/** The answer asked ahead under `key`, taken once while fresh; otherwise, or if it failed, `ask` now. */
export function takeAhead<T>(key: QueryKey, ask: () => Promise<T>, now = Date.now()): Promise<T> {
  const hash = hashKey(key);
  const earlier = asked.get(hash);
  asked.delete(hash);
  if (!earlier || now - earlier.at >= AHEAD_MS) return ask();
  return (earlier.answer as Promise<T>).catch(() => ask());
}

/** The answer asked ahead under `key`, taken once if it has come while fresh: a first render can show it. */
export function takeCome(key: QueryKey, now = Date.now()): { data: unknown; at: number } | undefined {
  const hash = hashKey(key);
  const earlier = asked.get(hash);
  if (!earlier?.came || now - earlier.at >= AHEAD_MS) return undefined;
  asked.delete(hash);
  return earlier.came;
}
