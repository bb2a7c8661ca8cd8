import { legal as en } from '../locales/en/legal.js';
import { legal as es } from '../locales/es/legal.js';

/** The `legal` section of the dictionaries, loaded with the screen that shows it. */
export const legalDictionaries = { en: { legal: en }, es: { legal: es } };
