import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** The model's figures that may not exist, in words: never NaN or Infinity on screen. */
export const useProjectText = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return {
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
    years: (years: number | null) =>
      years === null ? t('projects.paybackNever') : t('projects.years', { value: format.decimal(years, 1) }),
    dscr: (dscr: number | null) => (dscr === null ? t('projects.dscrNone') : format.decimal(dscr, 2)),
    lcoe: (lcoe: number | null) =>
      lcoe === null ? t('projects.lcoeNone') : `${format.decimal(lcoe, 1)} USD/MWh`,
  };
};
