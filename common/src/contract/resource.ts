import { z } from 'zod';
import { bigId, id, optionalText, paging } from './fields';

/**
 * What every resource list takes besides its own filters: paging, a keyword, and `sort` as a column key,
 * `-key` for descending.
 */
export const listQuery = {
  ...paging,
  keyword: optionalText(100),
  sort: z
    .string()
    .trim()
    .regex(/^-?[A-Za-z][A-Za-z0-9]{0,40}$/, { error: 'sortRule' })
    .optional(),
};

/** The record a detail or delete names. */
export const detailInput = z.object({ id });
/** The same for a resource whose ids are bigint. */
export const bigIdInput = z.object({ id: bigId });
