/** Pure rules of rows reordered by dragging (RowOrder.tsx). */

/** A row's key, as dnd-kit takes it. */
type Key = string | number;

/** The keys after the row `moved` is dropped where `onto` was; unchanged when either is unknown or they agree. */
export function movedKeys(keys: readonly Key[], moved: Key, onto: Key): Key[] {
  const from = keys.indexOf(moved);
  const to = keys.indexOf(onto);
  if (from < 0 || to < 0 || from === to) return [...keys];
  const next = keys.filter((key) => key !== moved);
  next.splice(to, 0, moved);
  return next;
}

/** The rows in the order of `keys` (a move not yet saved); rows not named keep their place after them. */
export function inOrder<Row>(
  rows: readonly Row[],
  keys: readonly Key[] | null,
  keyOf: (row: Row) => Key,
): Row[] {
  if (!keys) return [...rows];
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  const named = keys.flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : []));
  return [...named, ...rows.filter((row) => !keys.includes(keyOf(row)))];
}
