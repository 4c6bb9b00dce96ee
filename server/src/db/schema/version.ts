import { integer } from 'drizzle-orm/pg-core';

/**
 * The version of a record as people edit it: the resource engine adds one with every save and command, and a
 * save that names an older one is refused. Writes of the platform sync and of sign-in leave it alone.
 */
export const rowVersion = () => integer('version').notNull().default(1);
