import { isNull } from 'drizzle-orm';
import { users } from './schema';

/** Users that are not deleted. */
export const liveUser = isNull(users.deletedAt);
