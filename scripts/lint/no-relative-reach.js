// `city/no-relative-reach`: an import may not enter another workspace by a relative path
// (`../../app/src/api/client`, `../../bff/src/testing/free-port`). A workspace is entered through
// its package name and what its package.json `exports` offer, so its inside can move freely.
// The root's own tooling (scripts/*.mjs) is no workspace and may be reached relatively.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const WORKSPACES = new Set(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces);

/** The workspace a path lies in, or null outside every workspace (the root's own files). */
export function workspaceOf(file) {
  const [top] = path.relative(ROOT, file).split(path.sep);
  return top !== undefined && WORKSPACES.has(top) ? top : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRelativeReach = {
  meta: {
    type: 'problem',
    docs: { description: 'refuse relative imports that reach into another workspace' },
    messages: {
      reach:
        "'{{source}}' reaches into the {{target}} workspace by a relative path: import it by its package name (@city/{{target}}), through what its package.json exports",
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const own = workspaceOf(file);
    const check = (node) => {
      const source = node?.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = workspaceOf(path.resolve(path.dirname(file), source.value));
      if (target !== null && target !== own) context.report({ node: source, messageId: 'reach', data: { source: source.value, target } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
