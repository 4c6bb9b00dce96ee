import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { rowVersion, sharesSave, type Endpoint, type Endpoints } from '@adops/common/contract/endpoints';
import { bigIdInput, detailInput } from '@adops/common/contract/resource';
import { id as idField, optionalId } from '@adops/common/contract/fields';
import type { DataScope } from '@adops/common/scope';
import type { AppContext } from '../context';
import type { Principal } from '../auth/principal';
import { conflict, forbidden } from '../http/errors';
import { route, type RouteContext, type RouteSpec } from '../http/route';
import { parseInput, rawInput } from '../http/validate';
import { recordAudit, type Actor } from '../modules/audit/audit';
import { ensureReferencesVisible } from '../scope/references';
import type { WriteContext } from './definition';
import {
  findVisible,
  findWritable,
  lockRecord,
  lockedVersion,
  nextVersion,
  type AnyDefinition,
  type Row,
  writtenTable,
} from './reading';
import { ensureUnique } from './unique';
import { ensureNoChildren, ensureTreePlace, parentKey } from './treeRules';

/** The work of a change, in one transaction with the caller's resolved scope. */
export function writing<T>(
  app: AppContext,
  caller: { user: Principal; actor: Actor; scope(): Promise<DataScope> },
  work: (ctx: WriteContext) => Promise<T>,
) {
  return caller
    .scope()
    .then((scope) =>
      app.db.transaction((tx) =>
        work({ tx, user: caller.user, actor: caller.actor, scope, now: new Date(app.clock.now()) }),
      ),
    );
}

/** The input naming one record: `id` (or the definition's own name for it), held to its column. */
export function idShape(def: AnyDefinition, name = def.idField ?? 'id') {
  const column = def.id.columnType === 'PgBigInt53' ? bigIdInput.shape.id : detailInput.shape.id;
  return { [name]: column } as Record<string, typeof idField>;
}

/**
 * An edit's whole record, as input: the stored values of the schema's fields, and on top the fields the call
 * gave. Checked whole, so that an edit names only what it changes and still leaves no required field empty.
 */
function wholeInput(schema: z.ZodObject, stored: object, raw: Record<string, unknown>) {
  const keys = Object.keys(schema.shape);
  const kept = Object.entries(stored).filter(([key]) => keys.includes(key) && !(key in raw));
  return { ...Object.fromEntries(kept), ...raw };
}

/** The fields an edit gave, without the id and version that name what it edits. */
function givenOnly(input: Record<string, unknown>, idName: string) {
  const { [idName]: _id, version: _version, ...fields } = input;
  return fields;
}

type Caller = RouteContext<Record<string, unknown>, Principal>;

/** Creates (no id) or edits (an id) a record: checks, values, the write, follow-ups and the audit entry. */
async function save(app: AppContext, def: AnyDefinition, call: Caller, editing: boolean) {
  const spec = def.save!;
  const name = def.idField ?? 'id';
  const id = editing ? (call.input[name] as number | undefined) : undefined;
  const raw = rawInput(call.request.query, call.request.body);
  const prepared = await spec.prepare?.(call.input, { user: call.user, scope: await call.scope() });
  const readAs = Object.fromEntries(
    (spec.readBy ?? []).filter((key) => call.input[key] !== undefined).map((key) => [key, call.input[key]]),
  );
  return writing(app, call, async (ctx) => {
    if (id !== undefined && def.table) await lockRecord(def, ctx.tx, id);
    const before = id === undefined ? undefined : await findWritable(def, ctx.tx, id, ctx.scope, readAs);
    if (before) await def.guard?.(ctx, before);
    if (before) await def.ensureAtRest?.(ctx.tx, before);
    if (before && call.input.version !== undefined) {
      const stored = await lockedVersion(def, ctx.tx, before.id);
      if (stored !== undefined && stored !== call.input.version) throw conflict('staleVersion');
    }
    const record = !before
      ? parseInput(spec.input, raw, call.lang)
      : spec.editInput
        ? givenOnly(call.input, name)
        : parseInput(spec.input, wholeInput(spec.input, before, raw), call.lang);
    await ensureReferencesVisible(ctx.tx, ctx.scope, spec.references ?? {}, record, before);
    await ensureUnique(def, ctx.tx, spec.unique ?? [], record, before);
    const parent = def.tree && parentKey(def);
    if (parent && record[parent] !== undefined)
      await ensureTreePlace(def, ctx.tx, before?.id, record[parent] as number | null);
    const values = await spec.values(record, ctx, before, prepared);
    let savedId = before?.id;
    if (before) {
      if (Object.keys(values).length)
        await ctx.tx.update(writtenTable(def)).set(values).where(eq(def.id, before.id));
      await nextVersion(def, ctx.tx, [before.id]);
    } else {
      const [created] = (await ctx.tx
        .insert(writtenTable(def))
        .values(values)
        .returning({ id: def.id })) as Row[];
      savedId = created!.id;
    }
    // What was written must still be the caller's to see: nobody saves a record out of their own reach.
    const after = await findVisible(def, ctx.tx, savedId!, ctx.scope, readAs).catch(() => {
      throw forbidden('outsideScope');
    });
    // What the follow-ups wrote (a user's roles) belongs to the record as saved.
    const saved = spec.after
      ? (await spec.after(ctx, before, after, record),
        await findVisible(def, ctx.tx, after.id, ctx.scope, readAs))
      : after;
    await def.guard?.(ctx, saved);
    await recordAudit(ctx.tx, ctx.actor, {
      action: before ? 'update' : 'create',
      entity: def.entity,
      entityId: saved.id,
      before,
      after: spec.audited ? spec.audited(saved, record, before) : saved,
    });
    const answer = before ? spec.answer?.edit : spec.answer?.create;
    return answer ? answer(saved) : saved;
  });
}

/** Deletes (or retires) a record the caller can see, once nothing refuses it. */
function remove(app: AppContext, def: AnyDefinition, call: Caller) {
  const spec = def.remove!;
  return writing(app, call, async (ctx) => {
    const id = call.input[def.idField ?? 'id'] as number;
    if (def.table) await lockRecord(def, ctx.tx, id);
    const before = await findWritable(def, ctx.tx, id, ctx.scope);
    await def.ensureAtRest?.(ctx.tx, before);
    spec.protect?.(ctx, before);
    await def.guard?.(ctx, before);
    if (def.tree) await ensureNoChildren(def, ctx.tx, before);
    await spec.check?.(ctx, before);
    await spec.clear?.(ctx, before);
    if (spec.retire)
      await ctx.tx.update(writtenTable(def)).set(spec.retire(ctx)).where(eq(def.id, before.id));
    else await ctx.tx.delete(writtenTable(def)).where(eq(def.id, before.id));
    await spec.after?.(ctx, before);
    await recordAudit(ctx.tx, ctx.actor, {
      action: 'delete',
      entity: def.entity,
      entityId: before.id,
      before,
    });
    return null;
  });
}

const mount = (endpoint: Endpoint) => ({ method: endpoint.method, url: endpoint.url });

/** The save (or create and edit apart) and delete routes of a definition. */
export function writeRoutes(app: AppContext, def: AnyDefinition, endpoints: Endpoints): RouteSpec[] {
  const access = def.writeAccess ?? def.access;
  const name = def.idField ?? 'id';
  const routes: RouteSpec[] = [];
  const spec = def.save;
  if (spec) {
    const version = { version: rowVersion.optional() };
    const edit = (spec.editInput ?? spec.input.partial()).extend({ ...idShape(def), ...version });
    const handler = (editing: boolean) => (call: RouteContext<unknown, Principal | null>) =>
      save(app, def, call as Caller, editing);
    if (sharesSave(endpoints)) {
      // Each field given is checked as it comes; the record is checked whole once an edit's stored fields join.
      const id = spec.editOnly ? idShape(def) : { [name]: optionalId };
      const input = spec.input.partial().extend({ ...id, ...version });
      routes.push(route({ ...mount(endpoints.create), access, input, handler: handler(true) }));
    } else {
      if (!spec.editOnly)
        routes.push(
          route({ ...mount(endpoints.create), access, input: spec.input, handler: handler(false) }),
        );
      routes.push(route({ ...mount(endpoints.edit), access, input: edit, handler: handler(true) }));
    }
  }
  if (def.remove) {
    routes.push(
      route({
        ...mount(endpoints.delete),
        access,
        input: z.object(idShape(def)),
        handler: (call) => remove(app, def, call as Caller),
      }),
    );
  }
  return routes;
}
