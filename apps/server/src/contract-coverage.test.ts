import { allRoutes } from '@scrapbridge/domain/contract/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';

/**
 * Routes not yet moved onto the contract (packages/domain/src/contract). The list only shrinks: a new route must be
 * declared in the contract and registered with `route()` (lib/register-route.ts).
 */
const NOT_YET_DECLARED = new Set<string>([
]);

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the API contract', () => {
  it('every API route is registered from a contract declaration', () => {
    const undeclared = t.app.apiRoutes
      .filter((r) => !r.contract && r.url !== '/healthz')
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !NOT_YET_DECLARED.has(r));
    expect(undeclared).toEqual([]);
  });

  it('every declaration is registered once, at its declared method and path', () => {
    const registered = t.app.apiRoutes.filter((r) => r.contract).map((r) => `${r.contract!.area}.${r.contract!.name} ${r.method} ${r.url}`);
    const declared = allRoutes().map((d) => `${d.area}.${d.name} ${d.method} ${d.path}`);
    expect(registered.sort()).toEqual(declared.sort());
  });

  it('the list of routes still waiting for a declaration names only routes that exist', () => {
    const existing = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    expect([...NOT_YET_DECLARED].filter((r) => !existing.has(r))).toEqual([]);
  });
});
