import type { FlareResponse } from '@flarescope/shared';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sourceName } from '../../../domains/flaring/components/sources-list';
import { TableScroll } from '../../../components/ui/table-scroll';
import { useFormat } from '../../../lib/format';

/**
 * The gas a plant on this flare can count on (issue 33, part B; decision 032): P50 and P90 by operating
 * year with the years of record they rest on and the uptime, or "not enough years" (never a figure),
 * and beside it the survival curve of flares of its size with its counts.
 */
export const FlareSupply = ({ data }: { data: FlareResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { supply, flare } = data;
  const survival = supply.survival;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder p="md" radius="md" data-testid="flare-supply">
        {supply.status === 'notEnoughYears' ? (
          <Text size="sm" fw={600} data-testid="supply-not-enough">
            {t('flaring.flare.supply.notEnoughYears', { years: supply.years })}
          </Text>
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              {t('flaring.flare.supply.basis', {
                source: sourceName(t, data.sources, supply.sourceId),
                from: supply.fromYear,
                to: supply.toYear,
                years: supply.years,
                decline: format.percent((supply.declineRate ?? 0) * 100, 1),
                scatter: format.percent((supply.residualSdLog ?? 0) * 100, 1),
                construction: supply.constructionYears,
                lifetime: supply.lifetimeYears,
                first: supply.firstYear,
              })}
            </Text>
            <Text size="sm">
              {supply.uptime === null
                ? t('flaring.flare.supply.noUptime')
                : t('flaring.flare.supply.uptime', { uptime: format.percent(supply.uptime * 100, 0) })}
            </Text>
            <TableScroll label={t('flaring.flare.supply.table', { name: flare.name })}>
              <Table captionSide="top" fz="sm" striped>
                <Table.Caption>{t('flaring.flare.supply.table', { name: flare.name })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('flaring.flare.supply.year')}</Table.Th>
                    <Table.Th scope="col">{t('flaring.flare.supply.calendarYear')}</Table.Th>
                    <Table.Th scope="col">{t('flaring.flare.supply.p50')}</Table.Th>
                    <Table.Th scope="col">{t('flaring.flare.supply.p90')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {supply.p50M3PerDay.map((p50, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{index + 1}</Table.Td>
                      <Table.Td>{(supply.firstYear ?? 0) + index}</Table.Td>
                      <Table.Td>{format.dailyVolume(p50).text}</Table.Td>
                      <Table.Td>{format.dailyVolume(supply.p90M3PerDay[index] ?? 0).text}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" data-testid="flare-survival">
        <Text fw={600} size="sm" mb="xs">
          {t('flaring.flare.supply.survivalTitle')}
        </Text>
        {survival === null ? (
          <Text size="sm">{t('flaring.flare.supply.noSurvival')}</Text>
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              {t('flaring.flare.supply.survivalBasis', {
                size: t(`flaring.flare.supply.sizeClass.${survival.sizeClass}`),
                first: survival.firstYear,
                last: survival.lastYear,
                scope:
                  survival.scope === 'country'
                    ? t('flaring.flare.supply.scopeCountry')
                    : t('flaring.flare.supply.scopeWorld'),
              })}
            </Text>
            <Table captionSide="top" fz="sm">
              <Table.Caption>{t('flaring.flare.supply.survivalTable')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('flaring.flare.supply.yearsOn')}</Table.Th>
                  <Table.Th scope="col">{t('flaring.flare.supply.share')}</Table.Th>
                  <Table.Th scope="col">{t('flaring.flare.supply.counts')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {survival.points.map((point) => (
                  <Table.Tr key={point.years}>
                    <Table.Td>{point.years}</Table.Td>
                    <Table.Td>
                      {point.share === null
                        ? t('flaring.flare.supply.notMeasured')
                        : format.percent(point.share * 100, 0)}
                    </Table.Td>
                    <Table.Td>
                      {format.integer(point.seen)} / {format.integer(point.followed)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Paper>
    </SimpleGrid>
  );
};
