import { mayTake } from '@adops/common/flow';
import { endpointsOf, type Endpoint, type Endpoints } from '@adops/common/contract/endpoints';
import type { CommandDef, FieldDef } from './types';

/** Pure rules of a definition's records: where each call goes, what it sends, which commands a row offers. */

/** What the calls of a definition need: its path, its endpoints and the field of its ids. */
interface Def {
  path: string;
  endpoints?: Endpoints;
  idField?: string;
}

export interface Call {
  endpoint: Endpoint;
  params: Record<string, unknown>;
}

export const endpointsOfDef = (def: Def): Endpoints => def.endpoints ?? endpointsOf(def.path);

export const idFieldOf = (def: Def): string => def.idField ?? 'id';

export const idOf = <Row extends object>(def: Def, row: Row): unknown =>
  (row as Record<string, unknown>)[idFieldOf(def)];

/**
 * Creating goes to the create endpoint with the form's values; editing to the edit endpoint with the record's
 * id and the version the row was read at, so that a save over someone else's newer one is refused.
 */
export function saveCall<Row extends object>(
  def: Def,
  row: Row | undefined,
  values: Record<string, unknown>,
): Call {
  const endpoints = endpointsOfDef(def);
  if (!row) return { endpoint: endpoints.create, params: values };
  const { version } = row as { version?: unknown };
  return {
    endpoint: endpoints.edit,
    params: { ...values, [idFieldOf(def)]: idOf(def, row), ...(version == null ? {} : { version }) },
  };
}

export const deleteCall = <Row extends object>(def: Def, row: Row): Call => ({
  endpoint: endpointsOfDef(def).delete,
  params: { [idFieldOf(def)]: idOf(def, row) },
});

/** A command is offered on a row in a state its contract allows it from, and where its definition says so. */
export function offered<Row extends object>(
  command: CommandDef<Row>,
  row: Row,
  roleIds: readonly number[],
): boolean {
  const from = command.contract.from;
  if (from) {
    const state = from.machine.of(row as never);
    if (!from.states.includes(state) || !mayTake(from.roles?.[state], roleIds)) return false;
  }
  return command.visible?.(row) ?? true;
}

/** A form's values to begin with: the fields' initial values, and a record's own where it has them. */
export function startValues(fields: readonly FieldDef[], row?: object): Record<string, unknown> {
  const values = (row ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    fields
      .map((f) => [f.name, f.name in values ? values[f.name] : f.initial] as const)
      .filter(([, value]) => value !== undefined),
  );
}
