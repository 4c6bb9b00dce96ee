import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import type { PasswordOwner } from './passwordPolicy';
import { notFound } from '../http/errors';
import { liveUser } from '../db/liveUser';

/** A live user as the password policy sees them: what a password must not contain, and the current hash. */
export async function requirePasswordOwner(db: Executor, userId: number): Promise<PasswordOwner> {
  const [owner] = await db
    .select({
      username: users.username,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(liveUser, eq(users.id, userId)));
  return owner ?? Promise.reject(notFound('user', userId));
}
