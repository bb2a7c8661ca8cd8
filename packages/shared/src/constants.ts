/** Business constants of SPEC §9 and DESIGN §5, in one place. */

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNITS: UnitSystem = 'metric';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const MINIMUM_AGE_YEARS = 18;

/** A closed account is purged after this many days unless its owner signs in again. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;

/** Cookies `auth` and `enviroment` (SPEC spelling) live this long and are refreshed on start-up. */
export const SESSION_COOKIE_NAME = 'auth';
export const ENVIRONMENT_COOKIE_NAME = 'enviroment';
export const ENVIRONMENT_COOKIE_VALUE = 'prod';
export const COOKIE_LIFETIME_DAYS = 1000;

/** Client cache lifetime for GET and HEAD responses without server cache headers. */
export const DEFAULT_CACHE_MS = 5 * 60 * 1000;
/** How often the captcha loader checks whether the provider's script is ready. */
export const CAPTCHA_POLL_MS = 25;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const RESEND_CODE_WAIT_SECONDS = 60;

/** Zero routine flaring target year (World Bank ZRF initiative). */
export const ZERO_ROUTINE_FLARING_YEAR = 2030;

/** Business Mastery event (SPEC §1, §9). */
export const EVENT = {
  days: 4,
  countries: 5,
  professionalsPerCountry: 40,
} as const;

/** The browser's chosen language (local storage); the server's first paint reads it too. */
export const LOCALE_STORAGE_KEY = 'flarescope.locale';

/** The id of the static first paint the server writes into index.html and the app removes. */
export const FIRST_PAINT_ID = 'first-paint';
