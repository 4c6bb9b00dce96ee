import { z } from 'zod';
import type { Lang } from '../messages';
import { integer, MAX_INT_ID } from './fields';

/**
 * Where a resource answers: each verb at `/api/crm/<path>/<verb>` unless its definition fixes another URL and
 * method (the spec's system calls). The server mounts these and the console calls these, so both read them here.
 */

export type Method = 'GET' | 'POST' | 'DELETE';
export interface Endpoint {
  method: Method;
  url: string;
}

export type Verb = 'list' | 'detail' | 'create' | 'edit' | 'delete' | 'export';
export type Endpoints = Record<Verb, Endpoint>;

const at = (path: string, verb: string, method: Method = 'GET'): Endpoint => ({
  method,
  url: `/api/crm/${path}/${verb}`,
});

/** A resource's endpoints: creating and editing share `…/save` unless fixed apart. */
export const endpointsOf = (path: string, fixed: Partial<Endpoints> = {}): Endpoints => ({
  list: at(path, 'list'),
  detail: at(path, 'detail'),
  export: at(path, 'export'),
  create: at(path, 'save', 'POST'),
  edit: at(path, 'save', 'POST'),
  delete: at(path, 'delete', 'POST'),
  ...fixed,
});

/** Whether creating and editing are one call that tells them apart by the id. */
export const sharesSave = (endpoints: Endpoints) =>
  endpoints.create.url === endpoints.edit.url && endpoints.create.method === endpoints.edit.method;

/** The version of a record its reader saw, sent back with an edit. */
export const rowVersion = integer(1, MAX_INT_ID, 'versionRule');

/** The state a record is in, for a command allowed only from some. */
export interface StateMachine<Row, State extends string> {
  of(row: Row): State;
  titles: Record<State, Record<Lang, string>>;
}

/**
 * A named action on one record (`id`) or on several (`ids`), besides saving and deleting: its input, where it
 * answers (`POST /api/crm/<path>/<name>` unless fixed) and the states it is allowed from. The server runs it
 * in one transaction with its audit entry; the console shows it as a button, with a form of the input's
 * fields where it has some.
 */
export interface CommandContract<
  I extends z.ZodObject = z.ZodObject,
  Row = never,
  State extends string = string,
> {
  name: string;
  title: Record<Lang, string>;
  input: I;
  endpoint?: Endpoint;
  /** The parameter naming the record, `id` by default. */
  idField?: string;
  /** Takes `ids`, several records at once. */
  many?: boolean;
  /** Names no record: a command on the list as a whole (sync every account), a toolbar button. */
  whole?: boolean;
  /**
   * The states it is allowed from; where `roles` names some for a state, only a caller holding one of them may
   * take it from there (a step of a flow: the server refuses the others, the console does not offer it them).
   */
  from?: {
    machine: StateMachine<Row, State>;
    states: readonly State[];
    roles?: Partial<Record<State, readonly number[]>>;
  };
}

export const command = <I extends z.ZodObject, Row = never, State extends string = string>(
  contract: CommandContract<I, Row, State>,
) => contract;

/**
 * The commands `enable` (from the machine's `off` state) and `disable` (from `on`) of a record that is switched
 * on and off, answering where `endpoints` fixes it or at the resource's command paths.
 */
export function switchCommands<Row, State extends string>(
  machine: StateMachine<Row, State>,
  { on, off }: { on: State; off: State },
  endpoints: { enable?: Endpoint; disable?: Endpoint } = {},
) {
  const input = z.object({});
  return {
    enable: command({
      name: 'enable',
      title: { zh: '启用', en: 'Enable' },
      ...(endpoints.enable ? { endpoint: endpoints.enable } : {}),
      input,
      from: { machine, states: [off] },
    }),
    disable: command({
      name: 'disable',
      title: { zh: '停用', en: 'Disable' },
      ...(endpoints.disable ? { endpoint: endpoints.disable } : {}),
      input,
      from: { machine, states: [on] },
    }),
  };
}

export const commandEndpoint = (path: string, contract: Pick<CommandContract, 'name' | 'endpoint'>) =>
  contract.endpoint ?? at(path, contract.name, 'POST');

/** The parameter naming a command's records. */
export const commandIdField = (contract: Pick<CommandContract, 'idField' | 'many'>) =>
  contract.idField ?? (contract.many ? 'ids' : 'id');
