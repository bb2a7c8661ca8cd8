import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One service shape (issue 36, item 1): every function a module's `*.service.ts` exports takes `(ctx, input)`
 * — the request's context, or the Pick of it it needs where it runs without a request, and one input — so
 * that a route, a job and a test call a service the same way. Checked over each file's syntax tree: at most
 * two parameters, the first the context: named `ctx`, or taken apart where it is declared with a `…Context` type.
 *
 * It holds for all of them (2026-11-29: the last 77 of another shape converted, pure helpers moved to
 * presenters and domain files): a new exported function of another shape fails, named with its file.
 */
const MODULES = path.resolve(import.meta.dirname, 'modules');

/** `file → exported functions not of the (ctx, input) shape` for the sources given (paths under modules/). */
export const offShape = (files: Array<{ file: string; source: string }>): Record<string, string[]> => {
  const found: Record<string, string[]> = {};
  for (const { file, source } of files) {
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    for (const statement of tree.statements) {
      const exported = ts.canHaveModifiers(statement)
        ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
        : false;
      if (!exported) continue;
      const functions: Array<[string, ts.SignatureDeclarationBase]> = [];
      if (ts.isFunctionDeclaration(statement) && statement.name)
        functions.push([statement.name.text, statement]);
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations) {
          const value = declaration.initializer;
          if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
            functions.push([declaration.name.getText(tree), value]);
        }
      for (const [name, fn] of functions) {
        const [first] = fn.parameters;
        // `ctx`, or the context taken apart where it is declared (`{ db, actor }: Pick<ServiceContext, …>`).
        const isContext =
          first !== undefined &&
          (first.name.getText(tree) === 'ctx' ||
            (ts.isObjectBindingPattern(first.name) && /Context\b/.test(first.type?.getText(tree) ?? '')));
        const shaped = fn.parameters.length <= 2 && isContext;
        if (!shaped) (found[file] ??= []).push(name);
      }
    }
  }
  return Object.fromEntries(
    Object.entries(found)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, names]) => [file, names.sort()]),
  );
};

const serviceFiles = () =>
  fs
    .readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.service.ts'))
    .map((file) => ({
      file: file.split(path.sep).join('/'),
      source: fs.readFileSync(path.join(MODULES, file), 'utf8'),
    }));

describe('one service shape', () => {
  it('finds every exported service function taking (ctx, input)', () => {
    expect(offShape(serviceFiles())).toEqual({});
  });

  it('fails on a planted function of another shape, exported or declared, and lets (ctx, input) through', () => {
    const planted = {
      file: 'probe/probe.service.ts',
      source: [
        'export const good = async (ctx: ServiceContext, input: { id: string }) => input.id;',
        'export const none = async (ctx: Pick<ServiceContext, "db">) => ctx.db;',
        'export const apart = async ({ db }: Pick<ServiceContext, "db">, id: string) => id;',
        'export const unnamed = async ({ db }: { db: Db }, id: string) => id;',
        'export const positional = async (db: Db, clock: Clock, id: string) => id;',
        'export async function three(ctx: ServiceContext, user: User, slug: string) { return slug; }',
        'export const empty = () => 1;',
        'const inner = (db: Db) => db;',
      ].join('\n'),
    };
    expect(offShape([planted])).toEqual({
      'probe/probe.service.ts': ['empty', 'positional', 'three', 'unnamed'],
    });
  });
});
