import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CommandContract, Endpoint, Endpoints } from '@adops/common/contract/endpoints';
import type { Lang } from '@adops/common/messages';
import type { DataScope } from '@adops/common/scope';
import type { Principal } from '../auth/principal';
import type { Executor, Tx } from '../db/client';
import type { Thing } from '../http/errors';
import type { Access } from '../http/route';
import type { Actor } from '../modules/audit/audit';
import type { ScopeColumns } from '../scope/dataScope';
import type { ReferenceKind } from '../scope/references';
import type { UniqueRule } from './unique';

/**
 * A list of records is a definition; the engine gives it its API: list, detail, save (or create and edit
 * apart), delete, export, commands and related lists, each at `/api/crm/<path>/…` unless `endpoints` fix
 * another URL. The engine applies permission, data scope, validation, paging, sorting, search, versions and
 * the audit log the same way for every resource; a definition says only what differs.
 */

export type ModuleAccess = Exclude<Access, 'public'>;

export interface WriteContext {
  tx: Tx;
  user: Principal;
  actor: Actor;
  scope: DataScope;
  now: Date;
}

export interface QueryContext<Filters extends z.ZodRawShape> {
  scope: DataScope;
  filters: z.output<z.ZodObject<Filters>>;
}

export interface SaveDefinition<Row, Save extends z.ZodObject> {
  /**
   * Creating takes a whole record; editing takes the id and the fields to change, and keeps the others as
   * stored (the schema's defaults apply only to a new record). `values` sees the whole record.
   */
  input: Save;
  /** Records are made elsewhere (the system's jobs): a save edits one, named by its id, and never creates. */
  editOnly?: boolean;
  /**
   * An edit's own input, when an edit takes other fields than a creation (a user's password is not stored to
   * be kept): `values` then sees only the fields given.
   */
  editInput?: z.ZodObject;
  /**
   * Filters of the list that a record is read by (the month of a customer's budget), taken from the save's input
   * where it gives them: the record before and after the save, and its audit entry, are those of that list.
   */
  readBy?: string[];
  /** Values no two records share, refused with 150 before `values` is asked. */
  unique?: UniqueRule[];
  /** Fields that point at other records, checked to lie within the caller's scope (scope/references.ts). */
  references?: Partial<Record<string, ReferenceKind>>;
  /** Slow work done before the transaction opens (a password's hash), handed to `values`. */
  prepare?(input: Record<string, unknown>, ctx: { user: Principal; scope: DataScope }): Promise<unknown>;
  /** Checks the record and turns it into column values; `before` is the row when editing. */
  values(
    input: z.output<Save>,
    ctx: WriteContext,
    before: Row | undefined,
    prepared: unknown,
  ): Promise<Record<string, unknown>>;
  /** After the row is written (same transaction): related rows, change records and other follow-ups. */
  after?(ctx: WriteContext, before: Row | undefined, after: Row, input: z.output<Save>): Promise<void>;
  /** What the audit entry says of the record after the save, when more than the row (a password reset). */
  audited?(after: Row, input: z.output<Save>, before: Row | undefined): unknown;
  /** What a creation and an edit answer (the spec's calls answer `{ id }` and null); the row otherwise. */
  answer?: { create?(row: Row): unknown; edit?(row: Row): unknown };
}

export interface RemoveDefinition<Row> {
  /** Refuses (throws) a record that may never go, whatever hangs on it (a module a menu route uses). */
  protect?(ctx: WriteContext, row: Row): void;
  /** Refuses (throws) while records hang on the row; a tree's children are checked before. */
  check?(ctx: WriteContext, row: Row): Promise<void>;
  /** Rows that hang on the record and go with it, cleared before it goes (same transaction). */
  clear?(ctx: WriteContext, row: Row): Promise<unknown>;
  /** Soft delete: the values that retire the row; hard delete when absent. */
  retire?(ctx: WriteContext): Record<string, unknown>;
  /** In the same transaction, once the row is gone or retired. */
  after?(ctx: WriteContext, row: Row): Promise<void>;
}

export interface CommandDefinition<Row> {
  contract: CommandContract<z.ZodObject, Row>;
  /** A module of these lets the caller run it; the resource's write access by default. */
  access?: ModuleAccess;
  /** The audit entry's action; the command's name by default. */
  audit?: string;
  /** Runs inside the command's transaction once the record is found within scope and in an allowed state. */
  run(ctx: WriteContext, row: Row, input: Record<string, unknown>): Promise<unknown>;
  /** Slow work done before the transaction opens, handed to `run` as `input.prepared`. */
  prepare?(input: Record<string, unknown>): Promise<unknown>;
  /**
   * Work outside the database once the transaction has committed (money through the platform), given what `run`
   * answered; its answer is the command's.
   */
  outside?(answer: unknown): Promise<unknown>;
  /** The record itself stays as it was (work is asked for about it): its version does not move. */
  keepsVersion?: boolean;
}

/** A command on the list as a whole (a `whole` contract): it names no record. */
export interface ListCommandDefinition {
  contract: CommandContract<z.ZodObject, never>;
  /** A module of these lets the caller run it; the resource's write access by default. */
  access?: ModuleAccess;
  /** The audit entry's action; the command's name by default. */
  audit?: string;
  /** Runs inside the command's transaction; what it answers is audited as the entry's after. */
  run(ctx: WriteContext, input: Record<string, unknown>): Promise<unknown>;
}

/** A read about one record: its users, the modules granted to it. */
export interface RelatedDefinition<Row> {
  endpoint: Endpoint;
  idField: string;
  input?: z.ZodRawShape;
  /** `lang`: the caller's, for texts of ours kept as message keys (common/src/notes.ts). */
  read(db: Executor, row: Row, input: Record<string, unknown>, lang: Lang): Promise<unknown>;
}

/** Records nested by a parent id: listed as a tree, moved, never into their own branch. */
export interface TreeDefinition<Row> {
  parent: AnyPgColumn;
  /** The key of a node's children in the answer. */
  children: string;
  /** A leaf keeps an empty list of children rather than none. */
  keepEmpty?: boolean;
  /** Moving a node is a command (`move`, input `parentId`) when this is set: its contract. */
  move?: CommandContract<z.ZodObject, Row>;
}

export interface ResourceDefinition<
  Row extends { id: number },
  Filters extends z.ZodRawShape,
  Save extends z.ZodObject,
  Viewer = undefined,
> {
  path: string;
  /** Verbs answering elsewhere than `/api/crm/<path>/<verb>` (the spec's fixed URLs). */
  endpoints?: Partial<Endpoints>;
  /** The parameter naming a record in detail, edit and delete: `id` by default. */
  idField?: string;
  entity: Thing;
  /** The table it writes; none for a list of what it reads only (counts, a union of events), which has no versions. */
  table?: PgTable;
  id: AnyPgColumn;
  /** Reading needs one of these modules; writing too, unless `writeAccess` says otherwise. */
  access: ModuleAccess;
  writeAccess?: ModuleAccess;
  /**
   * The rows with their joins and display fields; the engine adds where, order and paging. A list passes its
   * filters and the caller's scope, for rows that aggregate (detail and save pass the filters' defaults).
   */
  query(db: Executor, context: QueryContext<Filters>): PgSelect;
  /** The columns the data scope is checked against; none for records everyone with the module sees. */
  scope?: ScopeColumns;
  /**
   * Which records the caller may change, where that is narrower than what they see: a record others' records
   * lean on (a form shown by pages) only while all of those are the caller's to see. Anything else is 120.
   */
  writableWithin?(scope: DataScope): SQL | undefined;
  /** The table's rows that are this resource's, where two resources share a table (two audiences' templates). */
  only?: SQL;
  filters: Filters;
  where(filters: z.output<z.ZodObject<Filters>>): SQL | undefined;
  /**
   * What the caller's rows are shown by, read once a list, export or detail before its rows (the advertisers
   * whose leads' contacts they see whole): handed to `keyword` and `present`.
   */
  viewer?(db: Executor, user: Principal, scope: DataScope): Promise<Viewer>;
  keyword?(text: string, viewer: Viewer): SQL | undefined;
  sorts: Record<string, AnyPgColumn | SQL | SQL.Aliased>;
  defaultSort: string;
  /** Shapes a row of the list, the detail and the export for the answer (dates as text, notes in `lang`). */
  present?(row: Row, lang: Lang, viewer: Viewer): unknown;
  /**
   * Refuses (throws) every command, edit and delete of the record while work one of its commands started is under
   * way (its money being moved); checked with the record locked.
   */
  ensureAtRest?(tx: Tx, row: Row): Promise<void>;
  /**
   * The columns naming who took part in a record (who created it, who took each of its steps): none of them takes
   * another of its steps while duties are separated (resources/parties.ts).
   */
  parties?: AnyPgColumn[];
  /**
   * Refuses (throws) a caller who may not change this record: asked of the record before every save, delete and
   * command, and of it as each save and command leaves it (users and roles: nobody acts beyond what they hold).
   */
  guard?(ctx: WriteContext, row: Row): Promise<void>;
  save?: SaveDefinition<Row, Save>;
  remove?: RemoveDefinition<Row>;
  commands?: CommandDefinition<Row>[];
  listCommands?: ListCommandDefinition[];
  related?: RelatedDefinition<Row>[];
  tree?: TreeDefinition<Row>;
}
