// Writes packages/domain/src/contract/routes/<area>.ts from the contract (see render-route-table.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRouteTables } from '../packages/domain/src/contract/render-route-table.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages/domain/src/contract');
const tables = renderRouteTables();
fs.rmSync(path.join(dir, 'routes'), { recursive: true, force: true });
fs.mkdirSync(path.join(dir, 'routes'));
for (const [file, text] of Object.entries(tables)) fs.writeFileSync(path.join(dir, file), text);
console.log(`wrote ${Object.keys(tables).length} route tables under ${path.relative(process.cwd(), path.join(dir, 'routes'))}`);
