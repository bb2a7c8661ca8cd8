import type { FlareNightsResponse } from '@flarescope/shared';
import { Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KeyFigures } from '../../../components/ui/key-figures';
import { Section } from '../../../components/ui/section';
import { TableScroll } from '../../../components/ui/table-scroll';
import { useFormat } from '../../../lib/format';
import { useFlareNights, type FlareNightsKey } from '../api/get-flare-nights';

const NightsContent = ({ data }: { data: FlareNightsResponse }) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  if (!data.source || !data.window) return <Text c="dark.4">{t('nightfire.flare.none')}</Text>;
  const { window, lastDetection: last } = data;
  const source = i18n.language === 'es' && data.source.titleEs ? data.source.titleEs : data.source.title;
  const notKnown = t('nightfire.flare.notKnown');
  return (
    <Stack gap="md" data-testid="flare-nights">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fw={700} size="lg" data-testid="flare-nights-seen">
            {t('nightfire.flare.seen', { seen: window.seenNights, count: window.clearNights })}
          </Text>
          <Text size="sm" c="dark.4">
            {t('nightfire.flare.seenPeriod', {
              first: format.date(window.firstNight),
              last: format.date(window.lastNight),
              nights: window.nights,
            })}
          </Text>
        </Stack>
      </Paper>
      {last ? (
        <KeyFigures
          label={t('nightfire.flare.lastDetection')}
          figures={[
            {
              key: 'last-detection',
              label: t('nightfire.flare.lastDetection'),
              value: t('nightfire.flare.lastDetectionValue', {
                night: format.date(last.night),
                satellite: last.satellite.toUpperCase(),
                detections: last.detections,
              }),
              note: source,
            },
            {
              key: 'radiant-heat',
              label: t('nightfire.flare.radiantHeat'),
              value: last.radiantHeatMw === null ? notKnown : `${format.decimal(last.radiantHeatMw, 2)} MW`,
            },
            {
              key: 'temperature',
              label: t('nightfire.flare.temperature'),
              value: last.temperatureK === null ? notKnown : `${format.integer(last.temperatureK)} K`,
            },
            {
              key: 'cloud',
              label: t('nightfire.flare.cloud'),
              value: t(`nightfire.cloudStates.${last.cloudState}`),
            },
          ]}
        />
      ) : (
        <Text c="dark.4">
          {t('nightfire.flare.neverSeen', {
            first: format.date(window.firstNight),
            last: format.date(window.lastNight),
          })}
        </Text>
      )}
      {data.months.length > 0 && (
        <TableScroll label={t('nightfire.flare.months')}>
          <Table striped captionSide="top" fz="sm" data-testid="flare-nights-months">
            <Table.Caption>{t('nightfire.flare.months')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('nightfire.flare.month')}</Table.Th>
                <Table.Th scope="col">{t('nightfire.flare.nightsSeen')}</Table.Th>
                <Table.Th scope="col">{t('nightfire.flare.clearNightsSeen')}</Table.Th>
                <Table.Th scope="col">{t('nightfire.flare.detections')}</Table.Th>
                <Table.Th scope="col">{t('nightfire.flare.meanRadiantHeat')}</Table.Th>
                <Table.Th scope="col">{t('nightfire.flare.meanTemperature')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.months.map((month) => (
                <Table.Tr key={month.month}>
                  <Table.Th scope="row">{format.period(month.month)}</Table.Th>
                  <Table.Td>
                    {t('nightfire.flare.nightsSeenValue', {
                      seen: month.nightsSeen,
                      imported: month.nightsImported,
                    })}
                  </Table.Td>
                  <Table.Td>{month.clearNightsSeen}</Table.Td>
                  <Table.Td>{month.detections}</Table.Td>
                  <Table.Td>
                    {month.radiantHeatMw === null ? notKnown : format.decimal(month.radiantHeatMw, 2)}
                  </Table.Td>
                  <Table.Td>
                    {month.temperatureK === null ? notKnown : format.integer(month.temperatureK)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Text size="sm" c="dark.4">
        {t('nightfire.flare.source', { source, radius: format.integer(data.radiusM) })}
      </Text>
    </Stack>
  );
};

/** The flare's nights in EOG's Nightfire nightly files (decision 034), with their source and dates. */
export const FlareNights = ({ flare }: { flare: FlareNightsKey }) => {
  const { t } = useTranslation();
  const nights = useFlareNights(flare);
  // Not QueryState: a failure here is this section's, not the page's (the flare itself has loaded).
  return (
    <Section id="nights-heading" title={t('nightfire.flare.title')}>
      {nights.data ? (
        <NightsContent data={nights.data} />
      ) : nights.isError ? (
        <Text c="dark.4" role="status">
          {t('nightfire.flare.unavailable')}
        </Text>
      ) : (
        <Loader size="sm" aria-label={t('nightfire.flare.loading')} />
      )}
    </Section>
  );
};
