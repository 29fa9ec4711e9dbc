import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended floor. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/**
 * A hash of a password nobody has: verifying against it when the e-mail is unknown makes a
 * failed login take as long as a wrong password, so timing does not reveal which accounts exist.
 */
export const DUMMY_PASSWORD_HASH = hash('not-a-real-password-for-timing-only');
