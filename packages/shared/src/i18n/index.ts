import { exports as enExports } from './locales/en/exports.js';
import { admin as enAdmin } from './locales/en/admin.js';
import { imports as enImports } from './locales/en/imports.js';
import { mail as enMail } from './locales/en/mail.js';
import { exports as esExports } from './locales/es/exports.js';
import { admin as esAdmin } from './locales/es/admin.js';
import { imports as esImports } from './locales/es/imports.js';
import { mail as esMail } from './locales/es/mail.js';
import type { Locale } from '../constants.js';
import { shellDictionaries } from './shell.js';

import { eventDictionaries } from './sections/event.js';
import { legalDictionaries } from './sections/legal.js';
import { methodologyDictionaries } from './sections/methodology.js';
import { projectsDictionaries } from './sections/projects.js';
import { adminDictionaries } from './sections/admin.js';

export {
  adminDictionaries,
  shellDictionaries,
  eventDictionaries,
  legalDictionaries,
  methodologyDictionaries,
  projectsDictionaries,
};

/**
 * The en and es dictionaries, one i18next namespace (`translation`) with a section per feature.
 * The API's mails and exports read them whole; the web starts with `shellDictionaries` and adds the
 * long single-screen sections (legal, event, methodology) when their screen loads.
 */
export const dictionaries = {
  en: {
    ...shellDictionaries.en,
    ...legalDictionaries.en,
    ...eventDictionaries.en,
    ...methodologyDictionaries.en,
    ...projectsDictionaries.en,
    mail: enMail,
    exports: enExports,
    imports: enImports,
    admin: enAdmin,
  },
  es: {
    ...shellDictionaries.es,
    ...legalDictionaries.es,
    ...eventDictionaries.es,
    ...methodologyDictionaries.es,
    ...projectsDictionaries.es,
    mail: esMail,
    exports: esExports,
    imports: esImports,
    admin: esAdmin,
  },
} satisfies Record<Locale, unknown>;

export type Dictionary = (typeof dictionaries)['en'];

/** Every leaf path of a dictionary (`errors.code_invalid`, `legal.privacy.sections.0.heading` …). */
export const dictionaryKeys = (value: unknown, prefix = ''): string[] => {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    dictionaryKeys(child, prefix ? `${prefix}.${key}` : key),
  );
};
