import fs from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const STYLESHEET = path.resolve(import.meta.dirname, '../styles/theme-variables.css');
const HEADER = `/*
 * The theme's CSS variables (app/theme.ts): what Mantine's provider would compute and inject on every
 * load, written once (the provider runs with withCssVariables={false}; issue 35, item 8). Rewrite it after
 * a theme change with: UPDATE_THEME_CSS=1 npx vitest run --project web apps/web/src/app/theme-variables.test.tsx
 */
`;

/** What Mantine's provider injects for the theme: the variables that differ from its defaults. */
const computedVariables = () => {
  const { unmount } = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <div />
    </MantineProvider>,
  );
  const css = document.querySelector(
    'style[data-mantine-styles]:not([data-mantine-styles="classes"])',
  )?.textContent;
  unmount();
  if (!css) throw new Error('Mantine injected no CSS variables');
  return css
    .replace(/;(?=--)/g, ';\n  ')
    .replace(/\{/g, '{\n  ')
    .replace(/\}/g, '\n}\n');
};

describe('the theme as a stylesheet', () => {
  it('is exactly what Mantine computes for app/theme.ts', () => {
    const expected = HEADER + computedVariables();
    if (process.env.UPDATE_THEME_CSS) fs.writeFileSync(STYLESHEET, expected);
    expect(fs.readFileSync(STYLESHEET, 'utf8')).toBe(expected);
  });

  it('sets the colours the theme changes: the deeper orange as primary, AA-contrast dimmed and error text', () => {
    const css = fs.readFileSync(STYLESHEET, 'utf8');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-orange-filled)');
    expect(css).toContain('--mantine-color-orange-filled: var(--mantine-color-orange-7)');
    expect(css).toContain('--mantine-color-orange-7: #c2410c');
    expect(css).toContain('--mantine-color-dimmed: #495057');
    expect(css).toContain('--mantine-color-error: #c92a2a');
  });
});
