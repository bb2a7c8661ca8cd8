import { COUNTRY_CODES, type CountryCode } from '@flarescope/shared';

export type CountryOption = { value: CountryCode; label: string };

const cache = new Map<string, CountryOption[]>();

/**
 * The ISO 3166-1 countries with their names in `locale`, sorted as a reader of that language
 * expects. Names come from the browser's own CLDR data (Intl.DisplayNames), so no list of names is
 * bundled.
 */
export const countryOptions = (locale: string): CountryOption[] => {
  const hit = cache.get(locale);
  if (hit) return hit;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
  cache.set(locale, options);
  return options;
};

/** One country's name in `locale` (the ISO code when the browser does not know it). */
export const countryName = (code: string, locale: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
};
