import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Colour contrast, three quarters of axe's time on a screen here (2.3 of 2.9 s on a country page): the
 * product's colours are the same in both languages, so a Spanish screen's contrast is the English
 * twin's, which every flow and walk also runs. On a screen in Spanish axe checks the rest.
 */
const LANGUAGE_FREE_RULES = ['color-contrast'];

/** Axe's serious and critical findings (WCAG 2.1 A and AA, colour contrast included) on the current page. */
export const blockingViolations = async (page: Page) => {
  const spanish = (await page.locator('html').getAttribute('lang')) === 'es';
  // Legacy mode runs axe in the page itself instead of finishing in a second blank page: the app has
  // no iframes, so the results are the same, at half the cost. Only the violations are reported in
  // full (passes and inapplicable checks, with every node they looked at, were most of the result).
  // (`options` replaces what was set before it: it comes first.)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (spanish) builder = builder.disableRules(LANGUAGE_FREE_RULES);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
    }));
};
