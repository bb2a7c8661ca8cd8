import type { ExpectedReturn } from '@flarescope/shared';
import type { TFunction } from 'i18next';

type Format = {
  percent: (value: number, digits?: number) => string;
  decimal: (value: number, digits?: number) => string;
};

/** An instrument's expected return in words, from the project's model (the API's figures). */
export const expectedReturnText = (t: TFunction, format: Format, value: ExpectedReturn): string => {
  const rate = (fraction: number | null) =>
    fraction === null ? t('projects.irrNone') : format.percent(fraction * 100, 1);
  switch (value.kind) {
    case 'equity':
      return t('investors.financials.returns.equity', { value: rate(value.equityIrr) });
    case 'debt':
      return t('investors.financials.returns.debt', {
        rate: rate(value.rate),
        dscr: value.minDscr === null ? t('projects.dscrNone') : `${format.decimal(value.minDscr, 2)}×`,
      });
    case 'mezzanine':
      return t('investors.financials.returns.mezzanine', {
        rate: rate(value.debtRate),
        irr: rate(value.projectIrr),
      });
    default:
      return t('investors.financials.returns.grant');
  }
};
