import { accounts as enAccounts } from './locales/en/accounts.js';
import { common as enCommon } from './locales/en/common.js';
import { errors as enErrors } from './locales/en/errors.js';
import { companies as enCompanies } from './locales/en/companies.js';
import { event as enEvent } from './locales/en/event.js';
import { forms as enForms } from './locales/en/forms.js';
import { exports as enExports } from './locales/en/exports.js';
import { admin as enAdmin } from './locales/en/admin.js';
import { imports as enImports } from './locales/en/imports.js';
import { legal as enLegal } from './locales/en/legal.js';
import { mail as enMail } from './locales/en/mail.js';
import { settings as enSettings } from './locales/en/settings.js';
import { explorer as enExplorer } from './locales/en/explorer.js';
import { flaring as enFlaring } from './locales/en/flaring.js';
import { methodology as enMethodology } from './locales/en/methodology.js';
import { validation as enValidation } from './locales/en/validation.js';
import { accounts as esAccounts } from './locales/es/accounts.js';
import { common as esCommon } from './locales/es/common.js';
import { errors as esErrors } from './locales/es/errors.js';
import { companies as esCompanies } from './locales/es/companies.js';
import { event as esEvent } from './locales/es/event.js';
import { forms as esForms } from './locales/es/forms.js';
import { exports as esExports } from './locales/es/exports.js';
import { admin as esAdmin } from './locales/es/admin.js';
import { imports as esImports } from './locales/es/imports.js';
import { legal as esLegal } from './locales/es/legal.js';
import { mail as esMail } from './locales/es/mail.js';
import { settings as esSettings } from './locales/es/settings.js';
import { explorer as esExplorer } from './locales/es/explorer.js';
import { flaring as esFlaring } from './locales/es/flaring.js';
import { methodology as esMethodology } from './locales/es/methodology.js';
import { validation as esValidation } from './locales/es/validation.js';
import type { Locale } from '../constants.js';

/**
 * The en and es dictionaries, one i18next namespace (`translation`) with a section per feature.
 * The web app and the API's mails read the same objects.
 */
export const dictionaries = {
  en: {
    ...enCommon,
    errors: enErrors,
    validation: enValidation,
    legal: enLegal,
    event: enEvent,
    mail: enMail,
    accounts: enAccounts,
    forms: enForms,
    settings: enSettings,
    exports: enExports,
    imports: enImports,
    explorer: enExplorer,
    flaring: enFlaring,
    companies: enCompanies,
    methodology: enMethodology,
    admin: enAdmin,
  },
  es: {
    ...esCommon,
    errors: esErrors,
    validation: esValidation,
    legal: esLegal,
    event: esEvent,
    mail: esMail,
    accounts: esAccounts,
    forms: esForms,
    settings: esSettings,
    exports: esExports,
    imports: esImports,
    explorer: esExplorer,
    flaring: esFlaring,
    companies: esCompanies,
    methodology: esMethodology,
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
