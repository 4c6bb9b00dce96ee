import { eq } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import type { Executor } from '../db/client';
import { readSetting } from '../db/settings';
import { ApiError, type MessageParams } from '../http/errors';
import { keyOf, writtenTable, type AnyDefinition } from './reading';

/**
 * Separation of duties: where a definition names the people who take part in a record (who created it, who took
 * each review), nobody takes a step of it who already took part. A setting, on unless saved `false`.
 */
export const SEPARATE_DUTIES_SETTING = 'separateDuties';

export const dutiesSeparated = async (db: Executor) =>
  (await readSetting<boolean>(db, SEPARATE_DUTIES_SETTING)) !== false;

/** 120 naming why when the caller created the record or took one of its steps already; read with it locked. */
export async function ensureNewParty(
  def: AnyDefinition,
  db: Executor,
  id: number,
  userId: number,
  params: MessageParams,
): Promise<void> {
  if (!def.parties?.length || !(await dutiesSeparated(db))) return;
  const columns = Object.fromEntries(def.parties.map((column, n) => [`party${n}`, column]));
  const [row] = await db
    .select(columns)
    .from(writtenTable(def))
    .where(eq(keyOf(def), id));
  if (row && Object.values(row).includes(userId))
    throw new ApiError(Status.FORBIDDEN, 'ownRecordStep', params);
}
