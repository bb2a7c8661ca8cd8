import { LOCALE_STORAGE_KEY } from '@flarescope/shared';

/** Local storage keys and safe access (storage can be disabled or full; the app must still run). */
export const STORAGE_KEYS = {
  locale: LOCALE_STORAGE_KEY,
  units: 'flarescope.units',
  apiKey: 'flarescope.apiKey',
} as const;

export const readStorage = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeStorage = (key: string, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the preference lasts for this page only.
  }
};
