import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { allRoutes } from './contract.ts';
import { fillPath } from './define-route.ts';
import { renderRouteTables } from './render-route-table.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const PREFIXED = /^\/(app-v2|app-v3|saas-v1|ai-system|ai-chat|app-future|admin|recycle)\//;

describe('the API contract', () => {
  it('the route tables under routes/ are generated from the contract as it is now (npm run contract:table)', () => {
    const tables = renderRouteTables();
    expect(fs.readdirSync(path.join(here, 'routes')).map((f) => `routes/${f}`).sort()).toEqual(Object.keys(tables).sort());
    for (const [file, text] of Object.entries(tables)) expect(fs.readFileSync(path.join(here, file), 'utf8'), file).toBe(text);
  });

  it('declares each method and path once, under a §7 prefix', () => {
    const keys = allRoutes().map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(allRoutes().filter((r) => !PREFIXED.test(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('names every path parameter in the params schema, and only those', () => {
    for (const r of allRoutes()) {
      const inPath = [...r.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]).sort();
      const declared = r.params instanceof z.ZodObject ? Object.keys(r.params.shape).sort() : [];
      expect(declared, `${r.area}.${r.name}`).toEqual(inPath);
    }
  });

  it('GET and DELETE take no body; JSON routes declare their answer', () => {
    for (const r of allRoutes()) {
      if (r.method === 'GET' || r.method === 'DELETE') expect(r.body, `${r.area}.${r.name}`).toBeUndefined();
      if ((r.kind ?? 'json') === 'json') expect(r.response, `${r.area}.${r.name}`).toBeDefined();
    }
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath('/app-v2/quote/:quoteId/accept', { quoteId: 'a/b c' })).toBe('/app-v2/quote/a%2Fb%20c/accept');
    expect(() => fillPath('/app-v2/quote/:quoteId', {})).toThrow(/quoteId/);
  });
});
