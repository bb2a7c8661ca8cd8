import type { FlaringSource, OperatorCoverage } from '@flarescope/shared';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { sourceName } from './sources-list';

/**
 * How much of the world's satellite-seen flaring of the latest year has a named operator, in how many
 * countries, and which sources name them (decision 016), with the way to the Methodology.
 */
export const OperatorCoverageNote = ({
  coverage,
  sources,
}: {
  coverage: OperatorCoverage;
  sources: readonly FlaringSource[];
}) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  const values = {
    year: coverage.year,
    total: format.volume(coverage.totalM3).text,
    attributed: format.volume(coverage.attributedM3).text,
    countries: coverage.countries,
    sources: list.format(coverage.namingSourceIds.map((id) => sourceName(t, sources, id))),
  };
  return (
    <Text size="sm" data-testid="operator-coverage">
      <Text span size="sm" fw={600}>
        {t('explorer.coverage.title')}
      </Text>{' '}
      {coverage.attributedM3 > 0 && coverage.share !== null
        ? t('explorer.coverage.share', { ...values, share: format.percent(coverage.share * 100, 1) })
        : t('explorer.coverage.none', values)}{' '}
      <Anchor component={Link} to={`${paths.methodology}#operators`} size="sm">
        {t('explorer.coverage.how')}
      </Anchor>
    </Text>
  );
};
