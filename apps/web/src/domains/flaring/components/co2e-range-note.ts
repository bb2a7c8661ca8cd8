import type { Co2eRangeView, GasEnd } from '@flarescope/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/**
 * The note beside a CO2e figure: its low–high range over the combustion efficiency and, per flare
 * type, the published gases it ran between (or the default gas, where no source gives the type's own),
 * each gas named with its source.
 */
export const useCo2eRangeNote = () => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (range: Co2eRangeView): string => {
    const efficiency = t('explorer.figures.co2eRange', {
      low: format.mass(range.lowTonnes).text,
      high: format.mass(range.highTonnes).text,
      from: format.percent(range.efficiencyHigh * 100, 0),
      to: format.percent(range.efficiencyLow * 100, 0),
    });
    // One clause per pair of gases, naming the flare types that share it.
    const pairs = new Map<string, { low: GasEnd; high: GasEnd; types: string[] }>();
    for (const part of range.byType) {
      const key = `${part.gasLow}>${part.gasHigh}`;
      const pair = pairs.get(key) ?? { low: part.gasLow, high: part.gasHigh, types: [] };
      pair.types.push(t(`explorer.flareTypesPlural.${part.type}`));
      pairs.set(key, pair);
    }
    const gases = [...pairs.values()].map((pair) =>
      pair.low === pair.high
        ? t('explorer.figures.co2eRangeDefaultGas', {
            types: list.format(pair.types),
            gas: t(`explorer.gases.${pair.low}`),
          })
        : t('explorer.figures.co2eRangeGases', {
            types: list.format(pair.types),
            low: t(`explorer.gases.${pair.low}`),
            high: t(`explorer.gases.${pair.high}`),
          }),
    );
    return [efficiency, ...gases].join(' · ');
  };
};
