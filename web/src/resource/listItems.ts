import type { Failed } from '../app/formRules';
import { startValues } from './records';
import type { FieldDef, ListDef } from './types';

/** Pure rules of `list` fields: what a new item holds, what an item sends, which rule the items break. */

type Item = Record<string, unknown>;

const asItem = (value: unknown): Item =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Item) : {};

/** A new item: the list's own start, else its fields' initial values. */
export const newItem = (list: ListDef): Item => list.start?.() ?? startValues(list.item);

/** The fields an item shows, by its own values. */
export const shownFields = (fields: readonly FieldDef[], item: Item) =>
  fields.filter((f) => !f.shownWhen || f.shownWhen(item));

/**
 * A list's items as the server takes them: each with only the fields it shows (a nested list's items alike),
 * what it read besides (an image's address) left behind, then as the list's `sent` says.
 */
export function itemsSent(list: ListDef, value: unknown): Item[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw) => {
    const item = asItem(raw);
    const kept = Object.fromEntries(
      shownFields(list.item, item)
        .map((f) => [f.name, f.list ? itemsSent(f.list, item[f.name]) : item[f.name]] as const)
        .filter(([, v]) => v !== undefined),
    );
    return list.sent ? list.sent(kept) : kept;
  });
}

/** A form's values as sent: every `list` field's items as `itemsSent` makes them. */
export function valuesSent(fields: readonly FieldDef[], values: Item): Item {
  const lists = fields.filter((f) => f.list && f.name in values);
  if (!lists.length) return values;
  return { ...values, ...Object.fromEntries(lists.map((f) => [f.name, itemsSent(f.list!, values[f.name])])) };
}

/** What a list's items break, first: too few, too many, or its rule of the items together. */
export type ListProblem =
  { kind: 'min'; min: number } | { kind: 'max'; max: number } | { kind: 'check'; failed: Failed };

export function listProblem(
  list: ListDef,
  value: unknown,
  required: boolean | undefined,
): ListProblem | null {
  const items = Array.isArray(value) ? value : [];
  const min = Math.max(list.min ?? 0, required ? 1 : 0);
  if (items.length < min) return { kind: 'min', min };
  if (list.max !== undefined && items.length > list.max) return { kind: 'max', max: list.max };
  const failed = list.check?.(itemsSent(list, items));
  return failed ? { kind: 'check', failed } : null;
}
