import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineLazyDefaults } from './mantine-defaults';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = mantineLazyDefaults().transform as unknown as Transform;
// require resolves cjs/index.cjs (the exports list no package.json); the ESM files the app bundles sit beside it.
const file = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/core')),
  '../esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
);

describe("Mantine's default CSS variables, computed when first asked (decision 047)", () => {
  it('leaves no call at module evaluation and computes them once, on the first call', async () => {
    const patched = transform(fs.readFileSync(file, 'utf8'), file);
    expect(patched).not.toBeNull();
    expect(patched!.code).not.toMatch(/^const defaultCssVariables = /m);
    // The patched module still removes the default theme's variables, the same as Mantine's own.
    const copy = path.join(path.dirname(file), `remove-default-variables.patched-${process.pid}.mjs`);
    fs.writeFileSync(copy, patched!.code);
    try {
      type Module = {
        removeDefaultVariables: (input: Record<string, Record<string, string>>) => Record<string, object>;
      };
      const { removeDefaultVariables } = (await import(copy)) as Module;
      const { removeDefaultVariables: original } = (await import(file)) as Module;
      const input = {
        variables: { '--mantine-scale': '1', '--own': 'x' },
        light: { '--mantine-color-scheme': 'light', '--mantine-color-error': '#c92a2a' },
        dark: {},
      };
      expect(removeDefaultVariables(input)).toEqual(original(input));
      expect(removeDefaultVariables(input).variables).toEqual({ '--own': 'x' });
    } finally {
      fs.rmSync(copy);
    }
  });

  it('touches no other file, and fails the build when Mantine changed the one it patches', () => {
    expect(transform('const x = 1;', '/app/src/main.tsx')).toBeNull();
    expect(() => transform('export {}', file)).toThrow(/no longer computed as this plugin expects/);
  });
});
