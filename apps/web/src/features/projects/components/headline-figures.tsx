import type { ProjectResponse } from '@flarescope/shared';
import { useTranslation } from 'react-i18next';
import { KeyFigures } from '../../../components/explorer/key-figures';
import { useFormat } from '../../../lib/format';
import { useProjectText } from './use-project-text';

/** Capex, funding sought, NPV, IRR, LCOE, payback, avoided CO2e, and the plant's gas and power. */
export const HeadlineFigures = ({ data }: { data: ProjectResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useProjectText();
  const { project, results } = data;
  const note = t('projects.info.figuresNote');
  // The gas is the flares' latest daily average unless the owner entered another figure.
  const flaresGas = data.flares.reduce((sum, flare) => sum + (flare.latestM3PerDay ?? 0), 0);
  const latestYear = Math.max(0, ...data.flares.map((flare) => flare.latestYear ?? 0));
  const isFlaresGas = Math.abs(flaresGas - project.gasAvailableM3PerDay) <= 0.5 && latestYear > 0;
  return (
    <KeyFigures
      label={t('projects.info.figures')}
      figures={[
        { key: 'capex', label: t('projects.info.capex'), value: format.usd(project.model.capexUsd), note },
        {
          key: 'funding',
          label: t('projects.info.fundingSought'),
          value: format.usd(project.fundingSoughtUsd),
        },
        {
          key: 'npv',
          label: t('projects.info.npv', { rate: format.percent(project.model.discountRate * 100, 1) }),
          value: format.usd(results.npv),
        },
        {
          key: 'irr',
          label: t('projects.info.irr'),
          value: text.irr(results.irr),
          note: text.irrNote(results.irr),
        },
        {
          key: 'lcoe',
          label: t('projects.info.lcoe'),
          value: { value: format.decimal(results.lcoeUsdPerMwh, 1), unit: 'USD/MWh', text: '' },
        },
        {
          key: 'payback',
          label: t('projects.info.payback'),
          value: text.years(results.paybackYears),
          note: results.paybackYears === null ? t('projects.paybackNeverExplained') : undefined,
        },
        {
          key: 'avoided',
          label: t('projects.info.avoided'),
          value: t('projects.perYear', { value: format.mass(results.avoidedCo2eTonnesPerYear).text }),
        },
        { key: 'capacity', label: t('projects.info.capacity'), value: format.power(project.capacityMw) },
        {
          key: 'energy',
          label: t('projects.info.energy'),
          value: { value: format.compact(results.energyMwhPerYear), unit: 'MWh', text: '' },
        },
        {
          key: 'gas',
          label: t('projects.info.gas'),
          value: format.dailyVolume(project.gasAvailableM3PerDay),
          note: isFlaresGas
            ? t('projects.info.gasNote', { year: latestYear })
            : t('projects.info.gasEntered'),
        },
        { key: 'gasUsed', label: t('projects.info.gasUsed'), value: format.dailyVolume(results.gasM3PerDay) },
      ]}
    />
  );
};
