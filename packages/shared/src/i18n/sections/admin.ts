import { admin as en } from '../locales/en/admin.js';
import { imports as enImports } from '../locales/en/imports.js';
import { admin as es } from '../locales/es/admin.js';
import { imports as esImports } from '../locales/es/imports.js';

/** The `admin` and `imports` sections (the admin console and its import reports), loaded with /admin. */
export const adminDictionaries = {
  en: { admin: en, imports: enImports },
  es: { admin: es, imports: esImports },
};
