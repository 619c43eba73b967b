// Writes packages/domain/src/contract/route-table.ts from the contract (see render-route-table.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRouteTable } from '../packages/domain/src/contract/render-route-table.ts';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages/domain/src/contract/route-table.ts');
fs.writeFileSync(target, renderRouteTable());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
