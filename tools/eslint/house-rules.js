// @ts-check
/**
 * Lint rules for the import directions of DESIGN §2 (enforced by lint, not memory):
 * - packages/shared imports nothing but zod and its own files;
 * - a web feature never imports another web feature or the app layer; ui/lib never import features;
 * - a server feature reaches another feature only through that feature's *.service.ts;
 * - only *.repository.ts (and db/, tests) touch Drizzle or the table definitions, and a feature's repository
 *   only its own tables (db/schema/<feature>.ts): another feature's data is asked of that feature's service;
 * - the server and the web never import each other.
 */
import path from 'node:path';
import { literalText } from './literal-text.js';
import { logicalCss } from './logical-css.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

function resolveTarget(filename, specifier) {
  if (specifier.startsWith('.')) return rel(path.resolve(path.dirname(filename), specifier));
  if (specifier.startsWith('@aushadh/shared/'))
    return `packages/shared/src/${specifier.slice('@aushadh/shared/'.length)}`;
  return null; // a package
}

const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.includes('/src/test/');
/** What the shared package's own tests may use besides zod. */
const SHARED_TEST_PACKAGES = new Set(['vitest', 'fast-check']);

function violation(from, target, specifier) {
  if (from.startsWith('packages/shared/src/')) {
    if (target === null) {
      const allowed = specifier === 'zod' || (isTestFile(from) && SHARED_TEST_PACKAGES.has(specifier));
      return allowed ? null : `packages/shared may import only zod, not "${specifier}"`;
    }
    if (!target.startsWith('packages/shared/')) return 'packages/shared may not import app code';
    return null;
  }
  if (from.startsWith('apps/web/')) {
    if (target?.startsWith('apps/server/')) return 'the web app must not import server code';
    const fromFeature = /^apps\/web\/src\/features\/([^/]+)\//.exec(from)?.[1];
    const toFeature = target && /^apps\/web\/src\/features\/([^/]+)\//.exec(target)?.[1];
    if (fromFeature && toFeature && fromFeature !== toFeature && !isTestFile(from))
      return `web feature "${fromFeature}" must not import feature "${toFeature}": compose them in app/`;
    if ((fromFeature || /^apps\/web\/src\/(components|lib)\//.test(from)) && target?.startsWith('apps/web/src/app/'))
      return 'features, components and lib must not import the app layer';
    if (/^apps\/web\/src\/(components|lib)\//.test(from) && toFeature)
      return 'components and lib must not import features';
    return null;
  }
  if (from.startsWith('apps/server/')) {
    if (target?.startsWith('apps/web/')) return 'the server must not import web code';
    const fromFeature = /^apps\/server\/src\/features\/([^/]+)\//.exec(from)?.[1];
    const toFeature = target && /^apps\/server\/src\/features\/([^/]+)\/(.+)$/.exec(target);
    if (fromFeature && toFeature && toFeature[1] !== fromFeature && toFeature[2] !== `${toFeature[1]}.service.ts`)
      return `server feature "${fromFeature}" may reach "${toFeature[1]}" only through ${toFeature[1]}.service.ts`;
    const touchesDrizzle =
      (target === null && /^drizzle-orm(\/|$)/.test(specifier)) ||
      (target?.startsWith('apps/server/src/db/schema/') ?? false);
    if (touchesDrizzle && fromFeature && !from.endsWith('.repository.ts') && !isTestFile(from))
      return 'only *.repository.ts may use Drizzle or the table definitions';
    const tablesOf = target && /^apps\/server\/src\/db\/schema\/([^/]+)\.ts$/.exec(target)?.[1];
    if (tablesOf && fromFeature && tablesOf !== fromFeature && from.endsWith('.repository.ts'))
      return `the ${fromFeature} repository may not use the ${tablesOf} tables: ask ${tablesOf}.service.ts`;
    return null;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const importDirection = {
  meta: { type: 'problem', docs: { description: 'Import directions of DESIGN §2' }, schema: [] },
  create(context) {
    const from = rel(context.filename);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      // Type-only imports of another server feature's types are still coupling: treat them alike.
      const message = violation(from, resolveTarget(context.filename, specifier), specifier);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const houseRules = {
  rules: { 'import-direction': importDirection, 'logical-css': logicalCss, 'literal-text': literalText },
};
