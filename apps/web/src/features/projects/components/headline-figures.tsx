import type { ProjectResponse, ProjectResults } from '@flarescope/shared';
import { useTranslation } from 'react-i18next';
import { KeyFigures, type KeyFigure } from '../../../components/ui/key-figures';
import { useFormat } from '../../../lib/format';
import { modelValue } from './model-fields';
import { useProjectText } from './use-project-text';

/** Capex, funding sought, NPV, IRR, LCOE, payback, avoided CO2e, and the plant's gas and power. */
export const HeadlineFigures = ({ data }: { data: ProjectResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useProjectText();
  const { project, results } = data;
  const note = t('projects.info.figuresNote');
  // With a construction period the NPV is at its start and the payback counts from operation.
  const isBuilt = modelValue(project.model, 'constructionYears') > 0;
  // The gas is the flares' latest daily average unless the owner entered another figure.
  const flaresGas = data.flares.reduce((sum, flare) => sum + (flare.latestM3PerDay ?? 0), 0);
  const latestYear = Math.max(0, ...data.flares.map((flare) => flare.latestYear ?? 0));
  const isFlaresGas = Math.abs(flaresGas - project.gasAvailableM3PerDay) <= 0.5 && latestYear > 0;
  /** A figure of the model, or a dash marked unavailable when it has none (ModelUnavailable says why). */
  const fromModel = (
    key: string,
    label: string,
    figure: (model: ProjectResults) => Pick<KeyFigure, 'value' | 'note'>,
  ): KeyFigure =>
    results
      ? { key, label, ...figure(results) }
      : { key, label, value: null, note: t('projects.modelUnavailable.figure') };
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
        fromModel(
          'npv',
          t(isBuilt ? 'projects.info.npvAtConstruction' : 'projects.info.npv', {
            rate: format.percent(project.model.discountRate * 100, 1),
          }),
          (model) => ({
            value: format.usd(model.npv),
            // A plant that stops early (canStopEarly) says when: its NPV counts only those years.
            note:
              model.operatingYears === 0
                ? t('projects.info.neverRuns')
                : model.operatingYears < project.model.lifetimeYears
                  ? t('projects.info.stoppedEarly', {
                      year: model.operatingYears,
                      lifetime: project.model.lifetimeYears,
                    })
                  : undefined,
          }),
        ),
        fromModel('irr', t('projects.info.irr'), (model) => ({
          value: text.irr(model.irr, model.irrRoots),
          note: text.irrNote(model.irr, model.irrRoots),
        })),
        fromModel('mirr', t('projects.info.mirr'), (model) => ({
          value: text.mirr(model.mirr),
          note: t('projects.info.mirrNote', {
            finance: format.percent(modelValue(project.model, 'mirrFinanceRate') * 100, 1),
            reinvestment: format.percent(modelValue(project.model, 'mirrReinvestmentRate') * 100, 1),
          }),
        })),
        fromModel('lcoe', t('projects.info.lcoe'), (model) => ({
          value:
            model.lcoeUsdPerMwh === null
              ? text.lcoe(null)
              : { value: format.decimal(model.lcoeUsdPerMwh, 1), unit: 'USD/MWh', text: '' },
        })),
        fromModel(
          'payback',
          t(isBuilt ? 'projects.info.paybackFromOperation' : 'projects.info.payback'),
          (model) => ({
            value: text.payback(model.paybackYears, model.paybackLostLater),
            note: text.paybackNote(model.paybackYears, model.paybackLostLater),
          }),
        ),
        fromModel('avoided', t('projects.info.avoided'), (model) => ({
          value: t('projects.perYear', { value: format.mass(model.avoidedCo2eTonnesPerYear).text }),
        })),
        { key: 'capacity', label: t('projects.info.capacity'), value: format.power(project.capacityMw) },
        fromModel('energy', t('projects.info.energy'), (model) => ({
          value: { value: format.compact(model.energyMwhPerYear), unit: 'MWh', text: '' },
        })),
        {
          key: 'gas',
          label: t('projects.info.gas'),
          value: format.dailyVolume(project.gasAvailableM3PerDay),
          note: isFlaresGas
            ? t('projects.info.gasNote', { year: latestYear })
            : t('projects.info.gasEntered'),
        },
        fromModel('gasUsed', t('projects.info.gasUsed'), (model) => ({
          value: format.dailyVolume(model.gasM3PerDay),
        })),
      ]}
    />
  );
};
