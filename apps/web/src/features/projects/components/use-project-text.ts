import { useTranslation } from 'react-i18next';
import type { ProjectResults } from '@flarescope/shared';
import { useFormat } from '../../../lib/format';

/** What the equity's figures need of the results. */
type EquityReturns = Pick<ProjectResults, 'equityIrr' | 'equityIrrNotMeaningful'> &
  Partial<Pick<ProjectResults, 'equityIrrRoots' | 'equityMirr'>>;

/** The model's figures that may not exist, in words: never NaN or Infinity on screen. */
export const useProjectText = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const text = {
    /** The IRR, or "not unique" with every root, or "none". */
    irr: (irr: number | null, roots: readonly number[] = []) =>
      roots.length > 1
        ? t('projects.irrSeveral', { roots: roots.map((root) => format.percent(root * 100, 1)).join('; ') })
        : irr === null
          ? t('projects.irrNone')
          : format.percent(irr * 100, 1),
    irrNote: (irr: number | null, roots: readonly number[] = []) =>
      roots.length > 1
        ? t('projects.irrSeveralExplained')
        : irr === null
          ? t('projects.irrNoneExplained')
          : undefined,
    mirr: (mirr: number | null) => (mirr === null ? t('projects.irrNone') : format.percent(mirr * 100, 1)),
    /** The equity IRR, or "not meaningful" when the equity pays for none of the capex (decision 030). */
    equityIrr: (results: EquityReturns): string =>
      results.equityIrrNotMeaningful
        ? t('projects.equityIrrNotMeaningful')
        : text.irr(results.equityIrr, results.equityIrrRoots),
    equityIrrNote: (results: EquityReturns): string | undefined =>
      results.equityIrrNotMeaningful
        ? t('projects.equityIrrNotMeaningfulExplained')
        : text.irrNote(results.equityIrr, results.equityIrrRoots),
    equityMirr: (results: EquityReturns): string =>
      results.equityIrrNotMeaningful
        ? t('projects.equityIrrNotMeaningful')
        : text.mirr(results.equityMirr ?? null),
    years: (years: number | null) =>
      years === null ? t('projects.paybackNever') : t('projects.years', { value: format.decimal(years, 1) }),
    /** The payback, "none" when the capex is recovered and lost again, or "never" (decision 030). */
    payback: (years: number | null, isLostLater: boolean): string =>
      isLostLater ? t('projects.paybackNone') : text.years(years),
    paybackNote: (years: number | null, isLostLater: boolean) =>
      isLostLater
        ? t('projects.paybackLostExplained')
        : years === null
          ? t('projects.paybackNeverExplained')
          : undefined,
    dscr: (dscr: number | null) => (dscr === null ? t('projects.dscrNone') : format.decimal(dscr, 2)),
    lcoe: (lcoe: number | null) =>
      lcoe === null ? t('projects.lcoeNone') : `${format.decimal(lcoe, 1)} USD/MWh`,
  };
  return text;
};
