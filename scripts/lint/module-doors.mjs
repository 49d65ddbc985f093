// ESLint rule `salvo/module-doors`: a file may import another module of src/modules only through
// that module's index.ts (its door). What a module does not export there is its own business, so
// it can move or change without breaking the others.
import { dirname, resolve, sep } from 'node:path';

const MODULES = `${sep}src${sep}modules${sep}`;

/** `orders` for …/src/modules/orders/anything; null outside src/modules. */
function moduleOf(path) {
  const at = path.lastIndexOf(MODULES);
  if (at < 0) return null;
  return path.slice(at + MODULES.length).split(sep)[0] || null;
}

function isDoor(path, name) {
  return (
    path.endsWith(`${MODULES}${name}${sep}index.js`) ||
    path.endsWith(`${MODULES}${name}${sep}index.ts`)
  );
}

export const moduleDoors = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module only through its index.ts' },
    schema: [],
    messages: {
      internal:
        "'{{source}}' is inside the {{target}} module: import it from {{target}}/index.js (export it there if other modules need it).",
    },
  },
  create(context) {
    const file = resolve(context.filename);
    const own = moduleOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const name = moduleOf(target);
      if (name === null || name === own || isDoor(target, name)) return;
      context.report({ node: node.source, messageId: 'internal', data: { source, target: name } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-doors': moduleDoors } };
