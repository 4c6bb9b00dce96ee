import type { DataScope } from '@adops/common/scope';

/**
 * Pure: whether everything `inner` lets its holder see, `outer` lets its holder see too. A group lies within a
 * department that holds it. Own accounts and own customers are the narrowest scopes there are, the holder's own
 * records, and lie within any scope: whoever may hand out roles at all may hand out those.
 */
export function scopeWithin(
  inner: DataScope,
  outer: DataScope,
  departmentOfGroup: Map<number, number>,
): boolean {
  if (outer.all) return true;
  if (inner.all) return false;
  const departments = new Set(outer.departmentIds);
  const groups = new Set(outer.groupIds);
  return (
    inner.departmentIds.every((id) => departments.has(id)) &&
    inner.groupIds.every((id) => groups.has(id) || departments.has(departmentOfGroup.get(id) ?? -1))
  );
}
