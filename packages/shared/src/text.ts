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

// Control characters (Unicode Cc: C0, DEL and C1) never belong in text people type; NUL in particular is
// refused by PostgreSQL inside text. Multi-line text (a body field) may hold tabs and line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER_NOT_LINE_BREAK = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Half of a surrogate pair alone is not a character: it cannot be written as UTF-8.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True for text that may be stored and shown: no control character (with `multiline`, tab, line feed and
 * carriage return are allowed) and no lone surrogate. Linear in the length of the text.
 */
export const isCleanText = (text: string, options: { multiline?: boolean } = {}): boolean =>
  !(options.multiline ? CONTROL_CHARACTER_NOT_LINE_BREAK : CONTROL_CHARACTER).test(text) &&
  !LONE_SURROGATE.test(text);
