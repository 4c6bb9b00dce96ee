import { sql, type SQL } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import { ApiError } from '../http/errors';
import type { ReportDefinition } from './definition';
import { measureKey } from './measures';

/** Whether a report is sorted by one of its figures (not by a name or a period). */
export const byFigure = (def: ReportDefinition, sort: string) =>
  def.measures.some((m) => measureKey(m) === sort.replace(/^-/, ''));

/** The ORDER BY of a sort (`key` or `-key`) over the sortable columns; an unknown key is bad input. */
export function orderOf(sort: string, sortable: Record<string, SQL>): SQL {
  const key = sort.replace(/^-/, '');
  // Only the table's own keys: `valueOf` or `constructor` are no columns.
  const column = Object.hasOwn(sortable, key) ? sortable[key] : undefined;
  if (!column)
    throw new ApiError(Status.INVALID, 'invalidField', { field: 'sort', reason: '@unknownSort', sort: key });
  return sql`${column} ${sql.raw(sort.startsWith('-') ? 'desc' : 'asc')} nulls last`;
}
