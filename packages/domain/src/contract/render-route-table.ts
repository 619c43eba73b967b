import { CONTRACT } from './contract.ts';
import type { TRoute } from './define-route.ts';

/** What the web's typed client needs of a declaration at run time; everything else it knows from the types. */
const RUNTIME_FIELDS = ['area', 'name', 'method', 'path', 'access', 'kind', 'multipart'] as const;

/** `staffUsers` → `staff-users`: an area's file name, as its contract file is named. */
export const areaFile = (area: string) => area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The route tables the web calls through (contract/routes/<area>.ts): each area's methods and paths as a plain object,
 * typed as that area of the full contract through a type-only import. One module per area, so a page bundles only
 * the areas it calls and no schema code (zod) at all: the landing's first load carries the few routes it needs.
 */
export function renderRouteTables(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [area, routes] of Object.entries(CONTRACT)) {
    const lines = [
      '// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.',
      "import type { TContract } from '../contract.ts';",
      '',
      `export const ${area}Routes = {`,
    ];
    for (const [name, decl] of Object.entries(routes as Record<string, TRoute>)) {
      const fields = RUNTIME_FIELDS.filter((f) => decl[f] !== undefined).map((f) => `${f}: ${JSON.stringify(decl[f]).replace(/"/g, "'")}`);
      lines.push(`  ${name}: { ${fields.join(', ')} },`);
    }
    lines.push(`} as unknown as TContract['${area}'];`, '');
    out[`routes/${areaFile(area)}.ts`] = lines.join('\n');
  }
  return out;
}
