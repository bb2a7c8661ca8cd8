import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { loadOnUse } from './load-on-use.js';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const API = path.join(REPO, 'apps/api/src');

/** The messages of the load-on-use rule for `code` as if it were the file at `file` (under src; linted as text). */
const loadErrors = async (file: string, code: string): Promise<string[]> => {
  const [result] = await new ESLint({ cwd: REPO }).lintText(code, { filePath: path.join(API, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
};

describe('libraries loaded on use (decision 049)', () => {
  it('loads once, on the first call, and every caller waits for the same load', async () => {
    let loads = 0;
    const load = loadOnUse(async () => {
      loads += 1;
      return { loaded: loads };
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('refuses a static import of a heavy library in the API, and lets types, tests and on-use loads through', async () => {
    const code = (line: string) => `${line}\nexport const probe = 1;\n`;
    expect(await loadErrors('lib/load-probe.ts', code("import ExcelJS from 'exceljs';"))).toEqual([
      expect.stringContaining('infra/load-on-use.ts'),
    ]);
    expect(
      await loadErrors('modules/data-room/load-probe.ts', code("import { PDFDocument } from 'pdf-lib';")),
    ).toEqual([expect.stringContaining('Load pdf-lib on use')]);
    expect(
      await loadErrors('infra/images/load-probe.ts', code("import type { Sharp } from 'sharp';")),
    ).toEqual([]);
    expect(
      await loadErrors('modules/data-room/load-probe.ts', code("const sharp = () => import('sharp');")),
    ).toEqual([]);
    expect(await loadErrors('infra/images/load-probe.test.ts', code("import sharp from 'sharp';"))).toEqual(
      [],
    );
  }, 60_000);
});
