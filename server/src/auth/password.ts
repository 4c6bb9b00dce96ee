import { hash, verify } from '@node-rs/argon2';
import { Turns } from '../http/turns';

/** `Algorithm.Argon2id`; the enum is a const enum that isolated modules cannot read. */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID } as const;

/**
 * Hashes worked out at once by this process. Each takes a core for tens of milliseconds on libuv's threads
 * (four): a morning's sign-ins all at once would take every core from the answers of those already in.
 */
const hashing = new Turns(1);

export const hashPassword = (password: string) => hashing.run(() => hash(password, options));

/** Compared against this when the username is unknown, so a miss costs as long as a wrong password. */
const decoy = hash('decoy-password-0', options);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    const against = passwordHash ?? (await decoy);
    return await hashing.run(() => verify(against, password));
  } catch {
    return false;
  }
}
