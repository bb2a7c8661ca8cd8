import type { Plugin } from 'vite';

const FILE =
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const FUNCTION = 'function removeDefaultVariables(input) {';

/**
 * Mantine computes its default theme's CSS variables when `remove-default-variables.mjs` is evaluated, to
 * drop them from the provider's injected CSS. The app's provider injects none (`withCssVariables={false}`:
 * the theme is a stylesheet, decision 047), yet every page paid for the computation while its modules were
 * evaluated (~40 ms of a phone's start-up task under Lighthouse's 4× slowdown). This computes them on the
 * function's first call instead. A Mantine version whose file differs fails the build here, so the patch
 * is looked at again rather than silently lost.
 */
export const mantineLazyDefaults = (): Plugin => ({
  name: 'flarescope:mantine-lazy-defaults',
  enforce: 'pre',
  transform(code, id) {
    if (!FILE.test(id.split('?')[0] ?? id)) return null;
    if (!code.includes(EAGER) || !code.includes(FUNCTION)) {
      throw new Error(`${id}: Mantine's default CSS variables are no longer computed as this plugin expects`);
    }
    return {
      code: code
        .replace(EAGER, 'let defaultCssVariables;')
        .replace(
          FUNCTION,
          `${FUNCTION}\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`,
        ),
      map: null,
    };
  },
});
