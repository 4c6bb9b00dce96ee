import { invalidField } from '../http/errors';
import { verifyPassword } from './password';
import { passwordWeakness } from './passwordStrength';

/** What is known of the user a password is set for; `passwordHash` is their current one, if any. */
export interface PasswordOwner {
  username: string;
  name?: string | null | undefined;
  mobile?: string | null | undefined;
  email?: string | null | undefined;
  passwordHash?: string | undefined;
}

function personalTexts(owner: PasswordOwner): string[] {
  const emailName = owner.email?.split('@')[0];
  return [owner.username, owner.name, owner.mobile, emailName].filter((text): text is string => !!text);
}

/**
 * The server's rule for every password it sets (creation, reset, own change), beyond the contract's shape:
 * not easily guessed, not personal, not the current one. A refusal is status 130 naming `field`.
 */
export async function ensureAcceptablePassword(field: string, password: string, owner: PasswordOwner) {
  const weakness = passwordWeakness(password, personalTexts(owner));
  if (weakness) throw invalidField(field, weakness);
  if (owner.passwordHash && (await verifyPassword(owner.passwordHash, password)))
    throw invalidField(field, 'passwordUnchanged');
}
