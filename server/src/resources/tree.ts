/** Records nested by their parent: plain functions over flat lists, for every tree resource. */

export interface Flat {
  id: number;
  parentId: number | null;
}

export interface NestOptions {
  /** The key of a node's children. */
  children: string;
  /** Leaves keep an empty list of children rather than none. */
  keepEmpty?: boolean;
  /** Left out, with everything below them. */
  exclude?: Iterable<number>;
}

/**
 * Nests `rows` by `parentId`, keeping their order among siblings. A row whose parent is not in the list is a
 * root, and so is a row that would close a loop.
 */
export function nest<T extends Flat>(rows: T[], options: NestOptions): T[] {
  const excluded = new Set(options.exclude ?? []);
  const kids = new Map<number | null, T[]>();
  const ids = new Set(rows.map((r) => r.id));
  const inLoop = loopedIds(rows);
  for (const row of rows) {
    const parent =
      row.parentId !== null && ids.has(row.parentId) && !inLoop.has(row.id) ? row.parentId : null;
    kids.set(parent, [...(kids.get(parent) ?? []), row]);
  }
  const build = (parent: number | null): T[] =>
    (kids.get(parent) ?? [])
      .filter((row) => !excluded.has(row.id))
      .map((row) => {
        const children = build(row.id);
        return children.length || options.keepEmpty ? { ...row, [options.children]: children } : { ...row };
      });
  return build(null);
}

/** The node and every one below it. */
export function subtreeIds(rows: Flat[], rootId: number): Set<number> {
  const below = new Map<number, number[]>();
  for (const r of rows)
    if (r.parentId !== null) below.set(r.parentId, [...(below.get(r.parentId) ?? []), r.id]);
  const ids = new Set([rootId]);
  for (const id of ids) for (const child of below.get(id) ?? []) ids.add(child);
  return ids;
}

/** Whether putting `id` under `parentId` would make it its own ancestor. */
export const closesLoop = (rows: Flat[], id: number, parentId: number | null) =>
  parentId !== null && subtreeIds(rows, id).has(parentId);

/** Rows on a loop of parents (data written around the engine): nested as roots rather than lost. */
function loopedIds(rows: Flat[]): Set<number> {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const looped = new Set<number>();
  for (const row of rows) {
    const seen = new Set<number>();
    for (let at: number | null | undefined = row.id; at !== null && at !== undefined; at = parentOf.get(at)) {
      if (seen.has(at)) {
        looped.add(row.id);
        break;
      }
      seen.add(at);
    }
  }
  return looped;
}
