import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * §5 "Passwords are hashed client-side, with a fixed suffix, before login": the client sends the lowercase
 * hex SHA-256 of (plain password + '@ScrapBridge'). The server stores argon2id of that value, never the value.
 * @noble/hashes, not WebCrypto, because crypto.subtle is missing on plain-http LAN addresses.
 */
export const PASSWORD_SUFFIX = '@ScrapBridge';

export function hashPasswordForTransport(plain: string): string {
  return bytesToHex(sha256(utf8ToBytes(plain + PASSWORD_SUFFIX)));
}

export const TRANSPORT_PASSWORD_PATTERN = /^[0-9a-f]{64}$/;
