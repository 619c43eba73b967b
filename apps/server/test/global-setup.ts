import type { TestProject } from 'vitest/node';
import { buildPgliteTemplates, buildPgTemplates } from './template-database.ts';

/**
 * Vitest global setup of the API projects (vitest.config.ts): builds this run's template databases for the
 * project's lane before any test file starts, hands their locations to the test files, and removes them when
 * the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const lane = project.config.env?.TEST_DB_LANE === 'pg' ? 'pg' : 'pglite';
  if (lane === 'pg') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_LANE=pg needs TEST_DATABASE_URL');
    const built = await buildPgTemplates(adminUrl);
    project.provide('testTemplates', { pg: built.names });
    return built.drop;
  }
  const built = await buildPgliteTemplates();
  project.provide('testTemplates', { pglite: built.files });
  return built.remove;
}
