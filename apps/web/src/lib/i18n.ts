import { DEFAULT_LOCALE, dictionaries, LOCALES, type Locale } from '@flarescope/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The locale chosen in this browser (local storage), or null when none was chosen yet. */
export const storedLocale = (): Locale | null => {
  const value = readStorage(STORAGE_KEYS.locale);
  return isLocale(value) ? value : null;
};

/**
 * Sets up i18next with the shared en/es dictionaries. Changing the language saves it to local
 * storage and updates `<html lang>` so screen readers switch voice.
 */
export const setupI18n = async (locale: Locale = storedLocale() ?? DEFAULT_LOCALE): Promise<I18n> => {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: {
      en: { translation: dictionaries.en },
      es: { translation: dictionaries.es },
    },
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const apply = (lng: string) => {
    if (!isLocale(lng)) return;
    writeStorage(STORAGE_KEYS.locale, lng);
    document.documentElement.lang = lng;
  };
  apply(instance.language);
  instance.on('languageChanged', apply);
  return instance;
};
