import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the enum is a const enum that isolated modules cannot read. */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID } as const;

export const hashPassword = (password: string) => hash(password, options);

/** Compared against this when the username is unknown, so a miss costs as long as a wrong password. */
const decoy = hash('decoy-password-0', options);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await decoy), password);
  } catch {
    return false;
  }
}
