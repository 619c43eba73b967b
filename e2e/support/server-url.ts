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
