import { DATA_ROOM_LOG_KINDS, type DataRoomLogKind } from '@flarescope/shared';
import {
  Anchor,
  Button,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import {
  dataRoomLogCsvHref,
  NO_LOG_FILTERS,
  useDataRoomLog,
  type DataRoomLogFilters,
} from '../api/data-room';

const LogPager = ({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" mt="xs">
      <Text size="sm" c="dark.5" aria-live="polite">
        {t('investors.dataRoom.logTotal', { count: total })} ·{' '}
        {t('investors.dataRoom.logPage', { page, pages })}
      </Text>
      <Group gap="xs">
        <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('investors.dataRoom.previousPage')}
        </Button>
        <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('investors.dataRoom.nextPage')}
        </Button>
      </Group>
    </Group>
  );
};

/**
 * Who looked at what and when, for the owner's side (its own tab of the data room, issue 27 item 4):
 * every entry by pages, newest first, narrowed to one person, one document, one kind and a span of days,
 * and the same as CSV. Addresses show only when the API sends them (administrators).
 */
export const AccessLogPanel = ({ slug }: { slug: string }) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [filters, setFilters] = useState<DataRoomLogFilters>(NO_LOG_FILTERS);
  const log = useDataRoomLog(slug, filters);
  if (!log.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  const { items, people, documents, total, page, pageSize, showsIp } = log.data;
  const isFiltered = Object.entries(filters).some(([key, value]) => key !== 'page' && value !== '');
  const change = (next: Partial<DataRoomLogFilters>) =>
    setFilters((current) => ({ ...current, ...next, page: 1 }));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dark.4">
        {t('investors.dataRoom.logHint')}
      </Text>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 5 }}
        role="group"
        aria-label={t('investors.dataRoom.logFilters')}
      >
        <NativeSelect
          label={t('investors.dataRoom.person')}
          value={filters.person}
          data={[
            { value: '', label: t('investors.dataRoom.everyone') },
            ...people.map((person) => ({ value: person, label: person })),
          ]}
          onChange={(event) => change({ person: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('investors.dataRoom.document')}
          value={filters.document}
          data={[
            { value: '', label: t('investors.dataRoom.allDocuments') },
            ...documents.map((document) => ({
              value: document.id,
              label: document.isRemoved
                ? t('investors.dataRoom.removedDocument', { name: document.fileName })
                : document.fileName,
            })),
          ]}
          onChange={(event) => change({ document: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('investors.dataRoom.kind')}
          value={filters.kind}
          data={[
            { value: '', label: t('investors.dataRoom.allKinds') },
            ...DATA_ROOM_LOG_KINDS.map((kind) => ({
              value: kind,
              label: t(`investors.dataRoom.kinds.${kind}`),
            })),
          ]}
          onChange={(event) => change({ kind: event.currentTarget.value as DataRoomLogKind | '' })}
        />
        <TextInput
          type="date"
          label={t('investors.dataRoom.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => change({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('investors.dataRoom.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => change({ to: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Group gap="md" wrap="wrap">
        <Anchor href={dataRoomLogCsvHref(slug, filters, i18n.language)} download>
          {t('investors.dataRoom.exportCsv')}
        </Anchor>
        <Text size="xs" c="dark.5">
          {t('investors.dataRoom.exportHint')}
        </Text>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dark.4">
          {t(isFiltered ? 'investors.dataRoom.logNoMatch' : 'investors.dataRoom.logEmpty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('investors.dataRoom.log')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('investors.dataRoom.when')}</Table.Th>
                <Table.Th scope="col">{t('investors.dataRoom.who')}</Table.Th>
                <Table.Th scope="col">{t('investors.dataRoom.what')}</Table.Th>
                <Table.Th scope="col">{t('investors.dataRoom.outcome')}</Table.Th>
                {showsIp && <Table.Th scope="col">{t('investors.dataRoom.ip')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => (
                <Table.Tr key={`${page}-${index}`}>
                  <Table.Td>{format.dateTime(item.at)}</Table.Td>
                  <Table.Td>{item.username ?? t('investors.dataRoom.deletedAccount')}</Table.Td>
                  <Table.Td>
                    {t(`investors.dataRoom.actions.${item.action}`)}
                    {item.fileName && ` ${item.fileName}`}
                    {item.version !== null && ` (v${item.version})`}
                    {item.pages !== null && item.seconds !== null && (
                      <Text size="xs" c="dark.4">
                        {t('investors.dataRoom.readStats', { count: item.pages, seconds: item.seconds })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {item.outcome === 'allowed'
                      ? t('investors.dataRoom.allowed')
                      : `${t('investors.dataRoom.refused')}${item.reason ? `: ${t(`errors.${item.reason}`)}` : ''}`}
                  </Table.Td>
                  {showsIp && <Table.Td>{item.ip ?? '—'}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > 0 && (
        <LogPager
          page={page}
          pageSize={pageSize}
          total={total}
          onPage={(next) => setFilters((current) => ({ ...current, page: next }))}
        />
      )}
    </Stack>
  );
};
