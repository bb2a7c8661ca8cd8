import { methodology as en } from '../locales/en/methodology.js';
import { methodology as es } from '../locales/es/methodology.js';

/** The `methodology` section of the dictionaries, loaded with the screen that shows it. */
export const methodologyDictionaries = { en: { methodology: en }, es: { methodology: es } };
