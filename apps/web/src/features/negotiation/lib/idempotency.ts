import { useCallback, useRef } from 'react';

/** A fresh key: crypto.randomUUID where the page is a secure context, random bytes otherwise (plain-http installs). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per intended submission, sent as the `Idempotency-Key` header (api/negotiation-api.ts): the same body sent
 * again (a double click, a retry after a network error) reuses the key, so the server replays the first answer; a
 * changed body is a new request and gets a new key (the server refuses a reused key with another body, 1106). `done()` after a success starts afresh.
 */
export function keyForBody(last: { body: string; key: string } | null, body: unknown, make: () => string = newIdempotencyKey) {
  const text = JSON.stringify(body);
  return last && last.body === text ? last : { body: text, key: make() };
}

export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    last.current = keyForBody(last.current, body);
    return last.current.key;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, done };
}
