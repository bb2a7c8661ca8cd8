import { dictionaries, type Locale } from '@flarescope/shared';

type Params = Record<string, string | number>;

/** Fills `{{name}}` placeholders (the dictionaries' i18next syntax). */
export const fill = (template: string, params: Params = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );

/** The dictionary text at a dotted key ('imports.row.required'), or the key itself when there is none. */
export const translate = (locale: Locale, key: string, params?: Params): string => {
  let node: unknown = dictionaries[locale];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? fill(node, params) : key;
};
