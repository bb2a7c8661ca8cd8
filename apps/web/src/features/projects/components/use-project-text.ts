import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** The model's figures that may not exist, in words: never NaN or Infinity on screen. */
export const useProjectText = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    irr: (irr: number | null) => (irr === null ? t('projects.irrNone') : format.percent(irr * 100, 1)),
    irrNote: (irr: number | null) => (irr === null ? t('projects.irrNoneExplained') : undefined),
    years: (years: number | null) =>
      years === null ? t('projects.paybackNever') : t('projects.years', { value: format.decimal(years, 1) }),
    dscr: (dscr: number | null) => (dscr === null ? t('projects.dscrNone') : format.decimal(dscr, 2)),
    lcoe: (lcoe: number | null) =>
      lcoe === null ? t('projects.lcoeNone') : `${format.decimal(lcoe, 1)} USD/MWh`,
  };
};
