import { CONTRACT } from './contract.ts';
import type { TRoute } from './define-route.ts';

/** What the web's typed client needs of a declaration at run time; everything else it knows from the types. */
const RUNTIME_FIELDS = ['area', 'name', 'method', 'path', 'access', 'kind', 'multipart'] as const;

/**
 * The text of route-table.ts: the contract's methods and paths as a plain object, typed as the full contract through
 * a type-only import, so the web keeps schema code (zod) out of the pages that do not validate a form.
 */
export function renderRouteTable(): string {
  const lines: string[] = [
    '// Generated from contract.ts by `npm run contract:table`; do not edit. A test fails when it is out of date.',
    '// Methods and paths only: the web calls routes through this table, so no schema code reaches pages that need none.',
    "import type { TContract } from './contract.ts';",
    '',
    'export const ROUTES = {',
  ];
  for (const [area, routes] of Object.entries(CONTRACT)) {
    lines.push(`  ${area}: {`);
    for (const [name, decl] of Object.entries(routes as Record<string, TRoute>)) {
      const fields = RUNTIME_FIELDS.filter((f) => decl[f] !== undefined).map((f) => `${f}: ${JSON.stringify(decl[f]).replace(/"/g, "'")}`);
      lines.push(`    ${name}: { ${fields.join(', ')} },`);
    }
    lines.push('  },');
  }
  lines.push('} as unknown as TContract;', '');
  return lines.join('\n');
}
