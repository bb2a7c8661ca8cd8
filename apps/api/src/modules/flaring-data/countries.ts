import { createRequire } from 'node:module';
import { searchKey, slugify } from '@flarescope/shared';
import isoCountries from 'i18n-iso-countries';
import type { CountriesTable } from './flaring-data.tables.js';

const require = createRequire(import.meta.url);
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));
isoCountries.registerLocale(require('i18n-iso-countries/langs/es.json'));

/** Names publishers use that the ISO list does not know (World Bank and Energy Institute spellings). */
const PUBLISHER_ALIASES: Record<string, string> = {
  'congo, rep.': 'COG',
  'republic of congo': 'COG',
  'egypt, arab rep.': 'EGY',
  'iran, islamic rep.': 'IRN',
  turkiye: 'TUR',
  'venezuela, rb': 'VEN',
  syria: 'SYR',
  brunei: 'BRN',
  'trinidad & tobago': 'TTO',
};

/** Everyday display names where the ISO short name is a formal one. */
const DISPLAY_NAMES: Record<string, { en?: string; es?: string }> = {
  USA: { en: 'United States' },
  IRN: { en: 'Iran' },
  // The RAE's recommended spelling (Diccionario panhispánico de dudas: «Irak», also «Iraq»).
  IRQ: { es: 'Irak' },
  RUS: { en: 'Russia' },
  COG: { en: 'Congo' },
  COD: { en: 'DR Congo', es: 'República Democrática del Congo' },
  SYR: { en: 'Syria', es: 'Siria' },
  TZA: { en: 'Tanzania' },
  LAO: { en: 'Laos', es: 'Laos' },
  BRN: { en: 'Brunei', es: 'Brunéi' },
  MDA: { en: 'Moldova' },
  TWN: { en: 'Taiwan' },
  KOR: { en: 'South Korea', es: 'Corea del Sur' },
  PSE: { en: 'Palestine' },
  CIV: { en: 'Côte d’Ivoire' },
  GBR: { en: 'United Kingdom' },
};

/**
 * Names already looked up: i18n-iso-countries compares a name with every country's names (~35 µs), and the
 * World Bank's workbook names a country on each of its 156 000 rows. Bounded, whatever a file holds.
 */
const knownNames = new Map<string, string | null>();
const KNOWN_NAMES_MAX = 2000;

/**
 * The ISO 3166-1 alpha-3 code of a country name as a publisher writes it, or null for regional
 * aggregates ('Total World', 'Other Asia Pacific', 'OPEC' …), which are not countries.
 */
export const countryCodeOf = (name: string): string | null => {
  let code = knownNames.get(name);
  if (code !== undefined) return code;
  const trimmed = name.trim();
  code = PUBLISHER_ALIASES[trimmed.toLowerCase()] ?? isoCountries.getAlpha3Code(trimmed, 'en') ?? null;
  if (knownNames.size < KNOWN_NAMES_MAX) knownNames.set(name, code);
  return code;
};

/** The reference row of an ISO alpha-3 code, with names in English and Spanish. */
export const countryRow = (iso3: string): CountriesTable => {
  const iso2 = isoCountries.alpha3ToAlpha2(iso3);
  if (!iso2) throw new Error(`Unknown ISO 3166-1 alpha-3 code: ${iso3}`);
  const nameEn = DISPLAY_NAMES[iso3]?.en ?? isoCountries.getName(iso3, 'en') ?? iso3;
  const nameEs = DISPLAY_NAMES[iso3]?.es ?? isoCountries.getName(iso3, 'es') ?? nameEn;
  return {
    iso3,
    iso2,
    slug: slugify(nameEn),
    name_en: nameEn,
    name_es: nameEs,
    search_key: `${searchKey(nameEn)} ${searchKey(nameEs)} ${iso3.toLowerCase()}`,
  };
};
