import type { FlaringSource, FlaringSummary, Rank } from '@flarescope/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useCo2eRangeNote } from './co2e-range-note';
import type { KeyFigure } from '../../../components/ui/key-figures';
import { ratioGapNote, type RatioCoverage } from './ratio-gap';
import { sourceName } from './sources-list';

type SummaryFiguresInput = {
  summary: FlaringSummary & { countryRank?: Rank | null; groupRank?: Rank | null };
  sources: readonly FlaringSource[];
  /** A company's production and flaring years: where a ratio is missing, its note says why. */
  coverage?: RatioCoverage;
};

/**
 * The key figures of a country or a company (SPEC §3): flared gas, CO2 and CO2e, intensity, flaring
 * index, production of oil, gas and total, active flares, last month, world (and country) rank —
 * each with the period it covers and its source.
 */
export const useSummaryFigures = ({ summary, sources, coverage }: SummaryFiguresInput): KeyFigure[] => {
  const { t } = useTranslation();
  const format = useFormat();
  const rangeNote = useCo2eRangeNote();
  const note = (period: string | number, sourceId?: string | null) =>
    sourceId
      ? t('explorer.figures.note', {
          period: format.period(String(period)),
          source: sourceName(t, sources, sourceId),
        })
      : t('explorer.figures.computedNote', { period: format.period(String(period)) });
  const { emissions, production } = summary;
  // Oil, gas and total come from the same production row: one period, one source.
  const productionNote = production
    ? note(production.period, production.sourceId)
    : t('explorer.figures.notAvailable');
  const missingRatio = (kind: 'oil' | 'gas') =>
    coverage ? ratioGapNote(t, coverage, kind, format.period) : t('explorer.figures.notAvailable');
  const defaultFlag = emissions.isDefaultComposition ? t('explorer.figures.defaultComposition') : undefined;
  // A rank always says what it ranks: "1 of 81 countries", "1 of 23 named operators".
  const rank = (value: Rank | null) =>
    value ? t(`explorer.figures.rankOf.${value.among}`, { rank: value.rank, of: value.of }) : null;
  const rankNote = (value: Rank | null) => {
    if (!value) return t('explorer.figures.notRanked');
    if (value.among === 'countries') return t('explorer.figures.rankNote', { year: value.year });
    return value.among === 'named_groups'
      ? t('explorer.figures.rankNoteGroups', { year: value.year, count: value.countries })
      : t('explorer.figures.rankNoteOperators', { year: value.year, count: value.countries });
  };

  const figures: KeyFigure[] = [
    {
      key: 'flared',
      label: t('explorer.figures.flared'),
      value: format.volume(summary.flared.m3),
      note: note(summary.flared.year, summary.flared.sourceId),
    },
    {
      key: 'co2',
      label: t('explorer.figures.co2'),
      value: format.mass(emissions.co2Tonnes),
      note: note(emissions.year),
      flag: defaultFlag,
    },
    {
      key: 'co2e',
      label: t('explorer.figures.co2e', { horizon: t(`explorer.horizon.${emissions.horizon}`) }),
      value: format.mass(emissions.co2eTonnes),
      note: emissions.co2eRange
        ? `${note(emissions.year)} · ${rangeNote(emissions.co2eRange)}`
        : note(emissions.year),
      flag: defaultFlag,
    },
    {
      key: 'intensity',
      label: t('explorer.figures.intensity'),
      value: summary.intensity ? format.intensity(summary.intensity.m3PerBbl) : null,
      note: summary.intensity
        ? note(summary.intensity.year, summary.intensity.sourceId)
        : missingRatio('oil'),
    },
    {
      key: 'flaringIndex',
      label: t('explorer.figures.flaringIndex'),
      value: summary.flaringIndex ? format.percent(summary.flaringIndex.percent) : null,
      note: summary.flaringIndex
        ? note(summary.flaringIndex.year, summary.flaringIndex.sourceId)
        : missingRatio('gas'),
    },
    {
      key: 'oil',
      label: t('explorer.figures.oil'),
      value: production?.oilBbl != null ? format.oil(production.oilBbl) : null,
      note: productionNote,
    },
    {
      key: 'gas',
      label: t('explorer.figures.gas'),
      value: production?.gasM3 != null ? format.volume(production.gasM3) : null,
      note: productionNote,
    },
    {
      key: 'total',
      label: t('explorer.figures.total'),
      value: production?.totalBoe != null ? format.boe(production.totalBoe) : null,
      note: productionNote,
    },
    {
      key: 'activeFlares',
      label: t('explorer.figures.activeFlares'),
      value: format.integer(summary.activeFlares.count),
      note: t('explorer.figures.activeNote', {
        period: summary.activeFlares.year,
        count: format.integer(summary.flareCount),
      }),
    },
    {
      key: 'lastMonth',
      label: t('explorer.figures.lastMonth'),
      value: summary.lastMonth ? format.period(summary.lastMonth) : null,
      note: summary.lastMonth ? undefined : t('explorer.figures.annualOnly'),
    },
    {
      key: 'worldRank',
      label: t('explorer.figures.worldRank'),
      value: rank(summary.worldRank),
      note: rankNote(summary.worldRank),
    },
  ];
  if (summary.countryRank !== undefined) {
    figures.push({
      key: 'countryRank',
      label: t('explorer.figures.countryRank'),
      value: rank(summary.countryRank),
      note: rankNote(summary.countryRank),
    });
  }
  if (summary.groupRank !== undefined) {
    figures.push({
      key: 'groupRank',
      label: t('explorer.figures.groupRank'),
      value: rank(summary.groupRank),
      note: rankNote(summary.groupRank),
    });
  }
  return figures;
};
