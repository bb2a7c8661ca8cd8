import { accounts as enAccounts } from './locales/en/accounts.js';
import { common as enCommon } from './locales/en/common.js';
import { companies as enCompanies } from './locales/en/companies.js';
import { errors as enErrors } from './locales/en/errors.js';
import { explorer as enExplorer } from './locales/en/explorer.js';
import { flaring as enFlaring } from './locales/en/flaring.js';
import { forms as enForms } from './locales/en/forms.js';
import { passport as enPassport } from './locales/en/passport.js';
import { investors as enInvestors } from './locales/en/investors.js';
import { nightfire as enNightfire } from './locales/en/nightfire.js';
import { settings as enSettings } from './locales/en/settings.js';
import { validation as enValidation } from './locales/en/validation.js';
import { accounts as esAccounts } from './locales/es/accounts.js';
import { common as esCommon } from './locales/es/common.js';
import { companies as esCompanies } from './locales/es/companies.js';
import { errors as esErrors } from './locales/es/errors.js';
import { explorer as esExplorer } from './locales/es/explorer.js';
import { flaring as esFlaring } from './locales/es/flaring.js';
import { forms as esForms } from './locales/es/forms.js';
import { passport as esPassport } from './locales/es/passport.js';
import { investors as esInvestors } from './locales/es/investors.js';
import { nightfire as esNightfire } from './locales/es/nightfire.js';
import { settings as esSettings } from './locales/es/settings.js';
import { validation as esValidation } from './locales/es/validation.js';
import type { Locale } from '../constants.js';

/**
 * The sections every screen of the web app may need, loaded with the app. Long texts that only one
 * screen shows (legal, event, methodology) come with that screen (./sections/), and the API-only
 * sections (mail, exports, imports, admin) never reach the browser: see `dictionaries` for all of them.
 */
export const shellDictionaries = {
  en: {
    ...enCommon,
    errors: enErrors,
    validation: enValidation,
    accounts: enAccounts,
    forms: enForms,
    settings: enSettings,
    explorer: enExplorer,
    flaring: enFlaring,
    companies: enCompanies,
    passport: enPassport,
    investors: enInvestors,
    nightfire: enNightfire,
  },
  es: {
    ...esCommon,
    errors: esErrors,
    validation: esValidation,
    accounts: esAccounts,
    forms: esForms,
    settings: esSettings,
    explorer: esExplorer,
    flaring: esFlaring,
    companies: esCompanies,
    passport: esPassport,
    investors: esInvestors,
    nightfire: esNightfire,
  },
} satisfies Record<Locale, unknown>;
