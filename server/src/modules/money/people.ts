import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/**
 * The people of a money record's steps as its list shows them: a name for each user column, each person joined
 * under an alias of their own.
 */
export function people<K extends string>(columns: Record<K, AnyPgColumn>) {
  const joined = Object.entries<AnyPgColumn>(columns).map(([key, column]) => {
    const person = alias(users, `${key}_user`);
    return { key, person, on: eq(person.id, column) };
  });
  const names = Object.fromEntries(
    joined.map(({ key, person }) => [`${key}Name`, sql<string | null>`${person.name}`]),
  ) as Record<`${K}Name`, SQL<string | null>>;
  return { names, joins: joined.map(({ person, on }) => ({ person, on })) };
}

/** The query with each person of `people(…)` joined. */
export function joinPeople<Q extends PgSelect>(query: Q, joins: { person: PgTable; on: SQL }[]): Q {
  let joined = query;
  for (const { person, on } of joins) joined = joined.leftJoin(person, on) as unknown as Q;
  return joined;
}
