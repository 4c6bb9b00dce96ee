import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { commandEndpoint, commandIdField } from '@adops/common/contract/endpoints';
import { idList } from '@adops/common/contract/fields';
import type { AppContext } from '../context';
import type { Principal } from '../auth/principal';
import { ApiError, conflict } from '../http/errors';
import { Status } from '@adops/common/codes';
import { refusalOf } from '@adops/common/flow';
import { route, type RouteContext, type RouteSpec } from '../http/route';
import { recordAudit } from '../modules/audit/audit';
import type { CommandDefinition, ListCommandDefinition, WriteContext } from './definition';
import {
  findVisible,
  findWritable,
  lockRecord as lock,
  nextVersion,
  type AnyDefinition,
  type Row,
  writtenTable,
} from './reading';
import { ensureNewParty } from './parties';
import { ensureTreePlace, parentKey } from './treeRules';
import { idShape, writing } from './writing';

/**
 * 150 naming the state when the record is not in one the caller may take the command from (a parallel caller who
 * lost the race included); 120 only when the caller's roles never take it.
 */
function ensureAllowed(def: AnyDefinition, command: CommandDefinition<Row>, row: Row, user: Principal) {
  const { contract } = command;
  if (!contract.from) return null;
  const state = contract.from.machine.of(row);
  const params = {
    what: `@what.${def.entity}`,
    state: contract.from.machine.titles[state] ?? state,
    command: contract.title,
  };
  const refused = refusalOf(contract.from.states, contract.from.roles, state, user.roleIds);
  if (refused === 'state') throw conflict('wrongState', params);
  if (refused === 'role') throw new ApiError(Status.FORBIDDEN, 'notYourStep', params);
  return params;
}

/**
 * A command's route: the records found within the caller's scope and in an allowed state, the command run on
 * each, and an audit entry of each record before and after, all in one transaction.
 */
function commandRoute(app: AppContext, def: AnyDefinition, command: CommandDefinition<Row>): RouteSpec {
  const { contract } = command;
  const idField = commandIdField(contract);
  const ids = contract.many
    ? { [idField]: idList.refine((l) => l.length > 0, 'required') }
    : idShape(def, idField);
  return route({
    ...commandEndpoint(def.path, contract),
    access: command.access ?? def.writeAccess ?? def.access,
    input: contract.input.extend(ids),
    handler: async (call: RouteContext<Record<string, unknown>, Principal>) => {
      const prepared = await command.prepare?.(call.input);
      const input = prepared === undefined ? call.input : { ...call.input, prepared };
      const named = call.input[idField] as number | number[];
      const answer = await writing(app, call, async (ctx: WriteContext) => {
        let answer: unknown = null;
        for (const id of Array.isArray(named) ? [...new Set(named)] : [named]) {
          await lock(def, ctx.tx, id);
          const before = await findWritable(def, ctx.tx, id, ctx.scope);
          await def.guard?.(ctx, before);
          const step = ensureAllowed(def, command, before, ctx.user);
          await def.ensureAtRest?.(ctx.tx, before);
          if (step) await ensureNewParty(def, ctx.tx, id, ctx.user.userId, step);
          answer = (await command.run(ctx, before, input)) ?? null;
          if (!command.keepsVersion) await nextVersion(def, ctx.tx, [id]);
          const after = await findVisible(def, ctx.tx, id, ctx.scope).catch(() => null);
          if (after) await def.guard?.(ctx, after);
          await recordAudit(ctx.tx, ctx.actor, {
            action: command.audit ?? contract.name,
            entity: def.entity,
            entityId: id,
            before,
            after,
          });
        }
        return Array.isArray(named) ? null : answer;
      });
      return command.outside ? command.outside(answer) : answer;
    },
  });
}

/** A command on the list as a whole: run with its input, and an audit entry of what it answered. */
function listCommandRoute(app: AppContext, def: AnyDefinition, command: ListCommandDefinition): RouteSpec {
  const { contract } = command;
  return route({
    ...commandEndpoint(def.path, contract),
    access: command.access ?? def.writeAccess ?? def.access,
    input: contract.input,
    handler: (call: RouteContext<Record<string, unknown>, Principal>) =>
      writing(app, call, async (ctx: WriteContext) => {
        const answer = (await command.run(ctx, call.input)) ?? null;
        await recordAudit(ctx.tx, ctx.actor, {
          action: command.audit ?? contract.name,
          entity: def.entity,
          after: { input: call.input, answer },
        });
        return answer;
      }),
  });
}

/** Moving a tree's node under another (or to the top): a command like any other, the place checked first. */
function moveCommand(def: AnyDefinition): CommandDefinition<Row> {
  const tree = def.tree!;
  return {
    contract: tree.move!,
    run: async (ctx, row, input) => {
      const parentId = (input.parentId as number | null | undefined) ?? null;
      await ensureTreePlace(def, ctx.tx, row.id, parentId);
      await ctx.tx
        .update(writtenTable(def))
        .set({ [parentKey(def)]: parentId })
        .where(eq(def.id, row.id));
    },
  };
}

/** Commands, a tree's move, and the related lists of a definition. */
export function commandRoutes(app: AppContext, def: AnyDefinition): RouteSpec[] {
  const commands = [...(def.commands ?? []), ...(def.tree?.move ? [moveCommand(def)] : [])];
  return [
    ...commands.map((command) => commandRoute(app, def, command)),
    ...(def.listCommands ?? []).map((command) => listCommandRoute(app, def, command)),
    ...(def.related ?? []).map((related) =>
      route({
        ...related.endpoint,
        access: def.access,
        input: z.object({ ...(related.input ?? {}), ...idShape(def, related.idField) }),
        handler: async ({ input, scope, lang }) => {
          const values = input as Record<string, unknown>;
          const row = await findVisible(def, app.db, values[related.idField] as number, await scope());
          return related.read(app.db, row, values, lang);
        },
      }),
    ),
  ];
}
