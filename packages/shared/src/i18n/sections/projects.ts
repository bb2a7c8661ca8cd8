import { projects as en } from '../locales/en/projects.js';
import { projects as es } from '../locales/es/projects.js';

/** The `projects` section (Investors Room), loaded with the screens that show it. */
export const projectsDictionaries = { en: { projects: en }, es: { projects: es } };
