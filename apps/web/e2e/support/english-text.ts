import { dictionaries } from '@flarescope/shared';
import type { Page } from '@playwright/test';

/** A dictionary key shown instead of its text, e.g. `home.title` or `legal.privacy.sections.0.heading`. */
export const RAW_KEY =
  /\b(app|nav|header|home|notFound|upcoming|legal|event|errors|validation|language|units|legalPage|accounts|forms|settings|mail|explorer|flaring|companies|methodology|projects|passport)\.[a-zA-Z_]+(\.[a-zA-Z0-9_]+)*\b/;

/** Every string of a dictionary (nested objects and arrays included). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

/**
 * Not words of either language: placeholders, e-mail and web addresses, file and domain names
 * (`production.csv`), and identifiers (anything with a digit or an underscore: `flare-01062`, `V_day`).
 */
const NOT_WORDS = /\{\{[^}]*\}\}|\S+@\S+|https?:\/\/\S+|\S*\p{L}\.\p{L}\S*|\S*[\d_]\S*/gu;

/** Words of three letters or more, lower-cased (accents kept: "gas" and "gás" differ). */
export const wordsOf = (text: string): string[] =>
  (
    text
      .replace(NOT_WORDS, ' ')
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? []
  ).filter((word) => !/\d/.test(word));

/**
 * Names the product writes the same in both languages: publishers and their acronyms, brands, the
 * event's name, units. A word here may appear on a Spanish screen; any other word that only the English
 * dictionary uses may not.
 */
const PROPER_NAMES = [
  'Flarescope',
  'Business Mastery',
  'Earth Observation Group',
  'Payne Institute',
  'Colorado School of Mines',
  'Energy Institute',
  'Statistical Review of World Energy',
  'VIIRS Nightfire',
  'Oil Production Greenhouse gas Emissions Estimator',
  // Publications cited by their own (English) titles.
  'Flare Volume Estimates by Individual Flare Location',
  'Global Flaring and Methane Reduction Partnership',
  'The cost of financing for renewable power',
  'Catalog of CHP Technologies',
  'Principles of Project Finance',
  'Engine drive systems: maintenance',
  'Engineering and construction project management',
  'MTU Onsite Energy',
  // Operators' own names, as the World Bank's workbook writes them (screened opportunities list them).
  'National Iranian Oil Company',
  'Iranian Offshore Oil Company',
  'Pasargad Energy Development Co',
  'North Oil Company',
  'Nightfire',
  'OpenStreetMap',
  'CARTO',
  'Excel',
  'XLSX',
  'CSV',
  'PDF',
  'Mantine',
  'Google',
  'Microsoft',
  'LinkedIn',
  'Erin Tester',
  'MMscf',
  'scf',
  'bbl',
  'MWh',
  // Symbols of the formulas (the lower heating value's, as the methodology writes them).
  'LHV',
  'mol',
];

const englishOnly = (() => {
  const spanish = new Set(stringsOf(dictionaries.es).flatMap(wordsOf));
  const allowed = new Set(PROPER_NAMES.flatMap(wordsOf));
  return new Set(
    stringsOf(dictionaries.en)
      .flatMap(wordsOf)
      .filter((word) => !spanish.has(word) && !allowed.has(word)),
  );
})();

/**
 * The visible text of the page a Spanish reader is meant to read: every visible text node, except those
 * inside an element that declares another language (`lang="en"` on a publisher's own English title).
 */
export const visibleSpanishText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('script, style, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const declared = parent.closest('[lang]')?.getAttribute('lang') ?? 'es';
      if (!declared.startsWith('es')) continue;
      parts.push(node.textContent);
    }
    // Labels a screen reader announces count too (not those of hidden helpers, e.g. a textarea's
    // autosize measurement copy).
    for (const element of document.querySelectorAll('[aria-label]')) {
      if (!element.checkVisibility() || element.closest('[aria-hidden="true"]')) continue;
      const declared = element.closest('[lang]')?.getAttribute('lang') ?? 'es';
      if (declared.startsWith('es')) parts.push(element.getAttribute('aria-label') ?? '');
    }
    return parts.join('\n');
  });

/**
 * Words of the page that only the English dictionary uses, with a little of their context, e.g.
 * `basin (… Neuquina basin …)`. Empty when the page is all Spanish (and proper names).
 */
export const englishWordsIn = (text: string): string[] => {
  const found = new Map<string, string>();
  for (const line of text.split('\n')) {
    for (const word of wordsOf(line)) {
      if (englishOnly.has(word) && !found.has(word))
        found.set(word, `${word} (${line.trim().slice(0, 120)})`);
    }
  }
  return [...found.values()];
};
