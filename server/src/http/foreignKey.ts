import type { DatabaseErrorFields } from '../db/sqlState';
import { tableLabel } from '../db/tableLabels';
import { conflict, type ApiError } from './errors';

/** PostgreSQL's detail of a write naming a row that is not there (`Key (x)=(1) is not present in table "t".`). */
const MISSING = /is not present in table "([^"]+)"/;

/**
 * A violated foreign key as a 150: the record is in use by what the constraint's table holds (a delete), or
 * what the write names was deleted meanwhile (its table in the detail, when the server writes it in English,
 * as PGlite always does).
 */
export function foreignKeyRefusal(error: DatabaseErrorFields): ApiError {
  const missing = MISSING.exec(error.detail ?? '');
  if (missing) return conflict('referenceGone', { what: tableLabel(missing[1]) });
  return conflict('inUse', { user: tableLabel(error.table) });
}
