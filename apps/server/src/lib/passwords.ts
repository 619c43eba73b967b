import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords at rest: argon2id of the client's SHA-256 transport hash (§5). The library's defaults are
 * argon2id, 19 MiB, 2 passes, 1 lane: OWASP's minimum recommendation, ~30 ms, off the event loop.
 */
export function hashPassword(transportHash: string): Promise<string> {
  return hash(transportHash);
}

export async function verifyPassword(storedHash: string, transportHash: string): Promise<boolean> {
  try {
    return await verify(storedHash, transportHash);
  } catch {
    // A malformed stored hash is a wrong password, not a 500 that tells the caller the account exists.
    return false;
  }
}

/** Made once when the module loads, so not even the first unknown-account sign-in pays for a hash. */
const dummyHash: Promise<string> = hash('scrapbridge-dummy-password-for-timing');

/**
 * Spends the same argon2 work as a real check, for accounts that do not exist or have no password, so the
 * answer time does not tell an attacker which accounts are registered.
 */
export async function verifyAgainstDummy(transportHash: string): Promise<false> {
  await verify(await dummyHash, transportHash).catch(() => false);
  return false;
}
