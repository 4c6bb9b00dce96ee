/** What PostgreSQL cannot store in a text column: NUL, and a UTF-16 half without its pair (a lone surrogate). */
// eslint-disable-next-line no-control-regex -- NUL is the character looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// `search` ignores the global flag's `lastIndex`, which `test` would carry from one call to the next.
export const isStorableText = (text: string) => text.search(UNSTORABLE) < 0;

/** The text less what cannot be stored: for names the user does not type (an uploaded file's). */
export const storableText = (text: string) => text.replace(UNSTORABLE, '');

/** How deep an input may nest: no form of this console nests more than a few levels. */
export const MAX_INPUT_DEPTH = 16;

/**
 * The path of the first text in a decoded input that cannot be stored, or of the first value nested deeper than
 * MAX_INPUT_DEPTH; null when there is none. Checked on every input a route takes, so no route can forget it.
 */
export function unstorablePath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_INPUT_DEPTH) return path;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const found = unstorablePath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
