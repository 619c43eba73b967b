import { createHash, randomBytes } from 'node:crypto';

/** A session token: 32 random bytes, base64url. Only its SHA-256 is stored, so a database leak is no login. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
