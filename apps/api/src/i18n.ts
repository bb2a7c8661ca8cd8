import { dictionaries, type Locale } from '@flarescope/shared';

type Params = Record<string, string | number>;

/** Fills `{{name}}` placeholders (the dictionaries' i18next syntax). */
export const fill = (template: string, params: Params = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );

const textAt = (locale: Locale, key: string): string | undefined => {
  let node: unknown = dictionaries[locale];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
};

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The dictionary text at a dotted key ('imports.row.required'), or the key itself when there is none. With
 * a numeric `count` and no text at the key, its plural form as i18next names them (`key_one`, `key_other`).
 */
export const translate = (locale: Locale, key: string, params?: Params): string => {
  let text = textAt(locale, key);
  if (text === undefined && typeof params?.count === 'number') {
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    text = textAt(locale, `${key}_${rules.select(params.count)}`) ?? textAt(locale, `${key}_other`);
  }
  return text === undefined ? key : fill(text, params);
};
