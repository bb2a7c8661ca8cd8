import { event as en } from '../locales/en/event.js';
import { event as es } from '../locales/es/event.js';

/** The `event` section of the dictionaries, loaded with the screen that shows it. */
export const eventDictionaries = { en: { event: en }, es: { event: es } };
