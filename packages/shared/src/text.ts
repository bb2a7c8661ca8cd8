/** Text helpers shared by URLs and search. */

/** Removes accents: 'Neuquén' → 'Neuquen', 'Bogotá' → 'Bogota'. */
export const stripAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The key names are searched by: accent-free, lower case, single spaces ('Neuquén' = 'neuquen'). */
export const searchKey = (text: string): string =>
  stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A URL slug: 'Venezuela, RB' → 'venezuela-rb', 'YPF S.A.' → 'ypf-s-a'. */
export const slugify = (text: string): string =>
  stripAccents(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
