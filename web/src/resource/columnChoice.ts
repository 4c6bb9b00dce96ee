import type { ColumnDef } from './types';

/** Which columns of a definition show: pure rules of its toolbar's switches and column picker. */

/** The columns hidden at first: those whose switch starts off. */
export const startHidden = <Row>(columns: readonly ColumnDef<Row>[]): string[] =>
  columns.filter((c) => c.toggle?.hidden).map((c) => c.key);

/** A switch's new hidden set: the column shown (`on`) or hidden. */
export const switched = (hidden: readonly string[], key: string, on: boolean): string[] =>
  on ? hidden.filter((k) => k !== key) : [...new Set([...hidden, key])];

/** The columns shown; a column without a key of the definition (the actions) always is. */
export const shownColumns = <C extends { key?: unknown }>(columns: C[], hidden: readonly string[]): C[] =>
  columns.filter((c) => !hidden.includes(String(c.key)));
