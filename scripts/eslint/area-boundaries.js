// ESLint rule (ARCHITECTURE.md, modules/<area>/index.ts): code outside a server area reaches it only through the
// area's public entry point, so an area's repositories and use cases stay its own. Tests may reach into what they test.
import path from 'node:path';

const MODULES = path.join('apps', 'server', 'src', 'modules') + path.sep;

function areaOf(file) {
  const i = file.indexOf(MODULES);
  if (i < 0) return null;
  const rest = file.slice(i + MODULES.length).split(path.sep);
  return rest.length > 1 ? { area: rest[0], root: file.slice(0, i + MODULES.length) + rest[0] } : null;
}

export const areaBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Import another server area only through its index.ts" },
    messages: { internal: "'{{source}}' is inside the {{area}} area: import it from that area's index.ts (its public entry point) instead." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = areaOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const theirs = areaOf(target);
      if (!theirs || theirs.area === own?.area) return;
      if (target === path.join(theirs.root, 'index.ts')) return;
      context.report({ node: node.source, messageId: 'internal', data: { source, area: theirs.area } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
