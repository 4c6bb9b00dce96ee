import { eq, ilike, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Flow } from '@adops/common/flow';
import type { Executor } from '../../db/client';
import { conflict } from '../../http/errors';
import { adAccounts } from '../../db/schema';
import type { Actor } from '../audit/audit';
import { containing } from '../../db/text';

/** The keyword of a money list: any of its named columns (customer, account, its own number) holds it. */
export const moneyKeyword = (text: string, ...columns: AnyPgColumn[]) =>
  or(...columns.map((column) => ilike(column, containing(text))));

/** An edit of a money record only while it waits in its first state (or `states`): afterwards it is the flow's. */
export function editableIn<S extends string>(
  flow: Flow<S, string>,
  before: { status: number } | undefined,
  what: string,
  states: readonly S[] = flow.states.slice(0, 1),
): void {
  const state = before && (String(before.status) as S);
  if (state && !states.includes(state))
    throw conflict('wrongState', {
      what: `@what.${what}`,
      state: flow.titles[state] ?? state,
      command: { zh: '修改', en: 'edit' },
    });
}

/** Who books a step the platform answered: the user who took it (no request, so no address). */
export const bookedBy = (userId: number | null): Actor => ({ userId, ip: '' });

/** The account a money record names: its customer, which the record belongs to. */
export async function customerOfAccount(tx: Executor, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ customerId: adAccounts.customerId })
    .from(adAccounts)
    .where(eq(adAccounts.id, accountId));
  if (!row?.customerId) throw conflict('accountWithoutCustomer');
  return row.customerId;
}
