import { defineConfig } from 'vitest/config';
import { PathOrderSequencer } from './support/path-order-sequencer.ts';

/** Browser tests in Debian's Chromium against the built app served by the real server on a fresh PGlite. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One browser at a time: the machine has 2 cores and the server needs one of them.
    fileParallelism: false,
    sequence: { sequencer: PathOrderSequencer },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
