/**
 * Tables in an order that writes every row after the rows it references: each table after those its foreign
 * keys name (a table referencing itself, a department's parent, loads in one statement). Pure.
 */
export function tableOrder(tables: string[], references: { from: string; to: string }[]): string[] {
  const needs = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { from, to } of references) if (from !== to && needs.has(to)) needs.get(from)?.add(to);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...needs.get(t)!].every((n) => placed.has(n)));
    if (!ready.length)
      throw new Error(`foreign keys in a circle among ${tables.filter((t) => !placed.has(t))}`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}
