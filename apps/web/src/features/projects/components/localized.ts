/** The text of a project field in the interface language (en or es). */
export const localized = (text: { en: string; es: string }, language: string): string =>
  language === 'es' ? text.es : text.en;
