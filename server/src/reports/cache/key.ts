import { createHash } from 'node:crypto';
import type { DataScope } from '@adops/common/scope';

/** Moves when what a cached result holds changes shape, so that no instance reads an older one. */
const FORMAT = 1;

/** A value with its objects' keys in order and undefined left out: equal questions give equal text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  );
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** What a scope lets one see, as two people with the same scope share it. */
export const scopeKey = (scope: DataScope) =>
  scope.all
    ? 'all'
    : JSON.stringify([scope.departmentIds, scope.groupIds, scope.operatorIds, scope.salesIds].map(sorted));

/** The cache's key of a question: what is asked (a report or panel and its parameters) within a scope. */
export const cacheKey = (name: string, params: unknown, scope: DataScope) =>
  createHash('sha256')
    .update(JSON.stringify([FORMAT, name, canonical(params), scopeKey(scope)]))
    .digest('base64url');
