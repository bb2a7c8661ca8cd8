import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * ESLint rule: the folders under one root (apps/api/src/modules) import each other in one direction.
 * import-x/no-cycle sees files, and two modules can lean on each other through four files without any
 * file reaching itself (imports/writers → flaring/seed/build-seed, flaring/view-cache → imports/rollups).
 * Here every import of another module is an edge between folders, type-only ones too, since a type
 * shared both ways ties the modules as surely; an edge that a path back closes is reported.
 */

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** The module (first folder under root) a path lies in, or null outside the root. */
const moduleOf = (root, file) => {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : null;
};

const graphs = new Map();

/** module → (imported module → the first file that imports it), read from disk once per lint run. */
const graphOf = (root) => {
  const known = graphs.get(root);
  if (known) return known;
  const graph = new Map();
  for (const file of filesUnder(root)) {
    const from = moduleOf(root, file);
    if (!from) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      const to = moduleOf(root, path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, path.relative(root, file));
    }
  }
  graphs.set(root, graph);
  return graph;
};

/** The modules from `start` back to `goal` (breadth first, so the shortest way), or null. */
const pathBetween = (graph, start, goal) => {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const route = [];
      for (let step = current; step !== null; step = cameFrom.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(current)?.keys() ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
};

export const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules (the folders under one root) do not import each other in a circle.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'modules/{{from}} imports modules/{{to}}, which leads back to it ({{route}}). Move what both need into a module both depend on.',
    },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].root);
    const from = moduleOf(root, context.filename);
    if (!from) return {};
    const graph = graphOf(root);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = moduleOf(root, path.resolve(path.dirname(context.filename), specifier));
      if (!to || to === from) return;
      const back = pathBetween(graph, to, from);
      if (!back) return;
      const route = back
        .slice(0, -1)
        .map((step, index) => `${step} → ${back[index + 1]} in ${graph.get(step).get(back[index + 1])}`)
        .join(', ');
      context.report({ node: node.source, messageId: 'cycle', data: { from, to, route } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};
