import type { StateMachine } from './contract/endpoints';
import type { Lang } from './messages';

/** A step of a record's flow: where a command takes it from one state, and the roles that may take it. */
export interface Step<S extends string> {
  to: S;
  roles: readonly number[];
}

/**
 * How a record moves: for each command, the states it is taken from and the step from each. One source for the
 * server, which refuses any other move, and for the console, which offers only the commands a row allows.
 */
export interface Flow<S extends string, C extends string> {
  states: readonly S[];
  titles: Record<S, Record<Lang, string>>;
  steps: Record<C, Partial<Record<S, Step<S>>>>;
}

/** Why a command may not be taken: not from this state (150), or not by these roles (120). */
export type Refusal = 'state' | 'role';

/** Where `command` takes a record in state `from` for a caller of `roles`, or why it may not. */
export function step<S extends string, C extends string>(
  flow: Flow<S, C>,
  command: C,
  from: S,
  roles: readonly number[],
): { to: S } | { refused: Refusal } {
  const taken = flow.steps[command][from];
  if (!taken) return { refused: 'state' };
  if (!taken.roles.some((role) => roles.includes(role))) return { refused: 'role' };
  return { to: taken.to };
}

/** The states `command` is taken from. */
export const statesFrom = <S extends string, C extends string>(flow: Flow<S, C>, command: C): S[] =>
  flow.states.filter((state) => flow.steps[command][state] !== undefined);

/** The state `command` takes a record in state `from` to, as the status code the record stores. */
export function target<S extends string, C extends string>(flow: Flow<S, C>, command: C, from: S): number {
  const taken = flow.steps[command][from];
  if (!taken) throw new Error(`${command} is no step from ${from}`);
  return Number(taken.to);
}

/** The roles that may take `command` from each state it is taken from. */
export const rolesFrom = <S extends string, C extends string>(
  flow: Flow<S, C>,
  command: C,
): Partial<Record<S, readonly number[]>> =>
  Object.fromEntries(
    statesFrom(flow, command).map((state) => [state, flow.steps[command][state]!.roles]),
  ) as Partial<Record<S, readonly number[]>>;

/** Whether a caller of `roleIds` may take a command from a state, by the roles it names (none: anyone may). */
export const mayTake = (roles: readonly number[] | undefined, roleIds: readonly number[]) =>
  !roles || roles.some((role) => roleIds.includes(role));

/**
 * Why a caller of `roleIds` may not take a command (allowed from `states`, by `roles` per state) on a record in
 * `state`, or null when they may: `role` only when their roles take it from no state at all; a caller who may take
 * it from another state is told the record's state (someone took it there first, or it is not their turn).
 */
export function refusalOf<S extends string>(
  states: readonly S[],
  roles: Partial<Record<S, readonly number[]>> | undefined,
  state: S,
  roleIds: readonly number[],
): Refusal | null {
  if (states.includes(state) && mayTake(roles?.[state], roleIds)) return null;
  return states.some((from) => mayTake(roles?.[from], roleIds)) ? 'state' : 'role';
}

/** The commands a caller of `roles` may take on a record in `state`. */
export const commandsOf = <S extends string, C extends string>(
  flow: Flow<S, C>,
  state: S,
  roles: readonly number[],
): C[] => (Object.keys(flow.steps) as C[]).filter((command) => 'to' in step(flow, command, state, roles));

/** The flow's states as a command contract reads them, from a row's status code. */
export const machineOf = <S extends string, C extends string>(
  flow: Flow<S, C>,
): StateMachine<{ status: number | string }, S> => ({
  of: (row) => String(row.status) as S,
  titles: flow.titles,
});
