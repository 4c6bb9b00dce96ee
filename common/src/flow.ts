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

/** The commands a caller of `roles` may take on a record in `state`: what its row offers. */
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
