import { defineConfig } from 'vitest/config';
import { PathOrderSequencer } from './support/path-order-sequencer.ts';

/** Browser tests in Debian's Chromium against the built app served by the real server on a fresh PGlite. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Two browser tests at once, each worker against its own server and data (support/global-setup.ts): the tests
    // mostly wait on the browser and the server, so a second one fills the time the first spends waiting.
    maxWorkers: Number(process.env.E2E_SERVERS ?? 2),
    sequence: { sequencer: PathOrderSequencer },
    // A browser test that times out on a busy 2-core runner (antd's animated lists, 30 s waits) gets one more try; a
    // real failure fails both. Retries are listed in the run's JSON report (test-results/e2e.json, "retryCount").
    retry: 1,
    // The longest flows (the order and contract screens in two languages and widths) take ~85 s on an idle machine;
    // a CI runner shared with other jobs has been seen three times slower.
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
