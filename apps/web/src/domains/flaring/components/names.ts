import type { CompanyRef, CountryRef } from '@flarescope/shared';
import type { TFunction } from 'i18next';

/** The country's name in the interface language. */
export const countryName = (country: Pick<CountryRef, 'nameEn' | 'nameEs'>, language: string): string =>
  language === 'es' ? country.nameEs : country.nameEn;

/** The company's name, or "Not attributed" / "Sin atribuir" for flares no source attributes to an operator. */
export const companyName = (company: Pick<CompanyRef, 'name' | 'isUnattributed'>, t: TFunction): string =>
  company.isUnattributed ? t('explorer.unattributed.name') : company.name;
