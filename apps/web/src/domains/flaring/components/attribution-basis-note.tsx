import type { CompanyResponse, FlaringSource } from '@flarescope/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sourceName } from './sources-list';
import { yearRuns } from './years';

/**
 * Which years of a company's (or a group's) series a source dates, and which are only the history of the
 * flares it runs (decision 016): never a silent back-fill.
 */
export const AttributionBasisNote = ({
  basis,
  subject,
  sources,
}: {
  basis: CompanyResponse['attributionBasis'];
  subject: string;
  sources: readonly FlaringSource[];
}) => {
  const { t, i18n } = useTranslation();
  if (basis.datedYears.length === 0 && basis.undatedYears.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  const values = {
    company: subject,
    sources: list.format(basis.sourceIds.map((id) => sourceName(t, sources, id))),
    dated: yearRuns(basis.datedYears),
    undated: yearRuns(basis.undatedYears),
    asOf: basis.asOfYear ?? '',
  };
  const text =
    basis.undatedYears.length === 0
      ? t('explorer.basis.allDated', values)
      : basis.datedYears.length === 0 && basis.sourceIds.length === 0
        ? t('explorer.basis.undatedOnly', values)
        : t('explorer.basis.partly', values);
  return (
    <Text size="sm" data-testid="attribution-basis">
      <Text span size="sm" fw={600}>
        {t('explorer.basis.title')}
      </Text>{' '}
      {text}
    </Text>
  );
};
