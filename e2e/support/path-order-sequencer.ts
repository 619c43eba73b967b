import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser tests share one server and its demo data, and some of them move that data on (the staff console's
 * test approves user@'s verification and the demo buyer's shop, which the shops test expects still under review).
 * Vitest's default order (slowest or failed first) changes between runs; folder order does not, and `staff/`
 * comes after the tests that read the demo states it changes.
 */
export class PathOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}
