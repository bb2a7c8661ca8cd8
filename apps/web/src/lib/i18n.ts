import { DEFAULT_LOCALE, LOCALES, shellDictionaries, type Locale } from '@flarescope/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The locale of an i18next language (`i18n.language`), the default when it is none of ours. */
export const localeOf = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);

/** The locale chosen in this browser (local storage), or null when none was chosen yet. */
export const storedLocale = (): Locale | null => {
  const value = readStorage(STORAGE_KEYS.locale);
  return isLocale(value) ? value : null;
};

/** Dictionary sections in both languages, e.g. `{ en: { legal: … }, es: { legal: … } }`. */
export type DictionarySections = Record<Locale, Record<string, unknown>>;

const instances = new Set<I18n>();
const loadedSections: DictionarySections[] = [];

const addSections = (instance: I18n, sections: DictionarySections) => {
  for (const locale of LOCALES)
    instance.addResourceBundle(locale, 'translation', sections[locale], true, true);
};

/**
 * Adds the sections a lazily loaded screen brings with it (legal, event, methodology): their long
 * texts stay out of every other route's first load. Screens call it when their module loads, before
 * they render; instances created later get the sections too.
 */
export const addDictionarySections = (sections: DictionarySections): void => {
  loadedSections.push(sections);
  for (const instance of instances) addSections(instance, sections);
};

/**
 * Sets up i18next with the shared en/es dictionaries the whole app uses (`shellDictionaries`). Changing the language saves it to local
 * storage and updates `<html lang>` so screen readers switch voice.
 */
export const setupI18n = async (locale: Locale = storedLocale() ?? DEFAULT_LOCALE): Promise<I18n> => {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: {
      en: { translation: shellDictionaries.en },
      es: { translation: shellDictionaries.es },
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
  instances.add(instance);
  for (const sections of loadedSections) addSections(instance, sections);
  apply(instance.language);
  instance.on('languageChanged', apply);
  return instance;
};
