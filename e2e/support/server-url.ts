import { inject } from 'vitest';

/**
 * The address of this test worker's own server (support/global-setup.ts starts one per worker, each with its own
 * data), so tests running at once never read or move each other's demo data.
 */
export function serverUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length]!;
}

/**
 * A server no other test file uses. The demo has one delivered shipment waiting for its satisfaction rating: the
 * feedback test rates it 2 and the claims test rates it 4, and whichever runs second on a shared server finds nothing
 * to rate. The claims test runs here (its worker's server may be the one the feedback test runs on).
 */
export function isolatedServerUrl(): string {
  return inject('isolatedUrl');
}
