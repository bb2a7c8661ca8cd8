import type { CountryResponse, FlaringSource } from '@flarescope/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { sourceName } from './sources-list';

type AttributionNoteProps = {
  attribution: CountryResponse['attribution'];
  country: string;
  sources: readonly FlaringSource[];
};

/** How much of a country's flared gas a source attributes to a named operator, with its year and source. */
export const AttributionNote = ({ attribution, country, sources }: AttributionNoteProps) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  const values = {
    naming: list.format(attribution.namingSourceIds.map((id) => sourceName(t, sources, id))),
    country,
    year: attribution.year,
    total: format.volume(attribution.totalM3).text,
    attributed: format.volume(attribution.attributedM3).text,
    source: sourceName(t, sources, attribution.sourceId),
  };
  const text =
    attribution.share === null
      ? t('explorer.attribution.nothingFlared', values)
      : attribution.attributedM3 > 0
        ? t('explorer.attribution.share', { ...values, share: format.percent(attribution.share * 100, 1) })
        : t('explorer.attribution.none', values);
  return (
    <Text size="sm" mb="sm" data-testid="attribution-note">
      <Text span size="sm" fw={600}>
        {t('explorer.attribution.title')}
      </Text>{' '}
      {text}
    </Text>
  );
};
