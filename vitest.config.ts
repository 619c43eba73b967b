import { defineConfig } from 'vitest/config';

/**
 * Projects: pure domain rules, web units, and the API suites on two lanes — in-memory PGlite always,
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it; the lane must run there, not skip).
 * Browser tests live in e2e/ with their own config (they need the built web app).
 */
const apiProject = (lane: 'pglite' | 'pg') => ({
  test: {
    name: `api-${lane}`,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_LANE: lane },
    // Migrates and seeds the run's template databases once; each test file copies one (apps/server/test/).
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share one module graph instead of loading the app's modules again for every file (most
    // of a file's time once its database is a template copy). Safe because nothing is shared through modules: each
    // file builds its own app on its own database copy, and the server tests mock no module.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // 2 cores: one worker per core; each API file opens its own database (a copy of a template).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node', setupFiles: ['apps/web/src/test-setup.ts'] } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('pg')] : []),
    ],
  },
});
