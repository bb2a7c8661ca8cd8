import {
  NIGHTFIRE_CANDIDATE_STATUSES,
  NIGHTFIRE_MATCH_RADIUS_M,
  type NightfireCandidate,
  type NightfireCandidateStatus,
} from '@flarescope/shared';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNightfireCandidates, useReviewCandidate } from '../api/nightfire-candidates';
import { AdminHeader } from '../components/admin-layout';
import classes from '../components/admin.module.css';
import { Pager } from '../components/pager';
import { useAdminFormat } from '../components/use-admin-format';
import { useUrlFilters } from '../components/use-url-filters';

const isStatus = (value: string | undefined): value is NightfireCandidateStatus =>
  (NIGHTFIRE_CANDIDATE_STATUSES as readonly string[]).includes(value ?? '');

/** One candidate's decision: a note and the two buttons, or who decided what and when. */
const Decision = ({ candidate }: { candidate: NightfireCandidate }) => {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const review = useReviewCandidate();
  const [note, setNote] = useState('');
  const decide = (status: 'confirmed' | 'dismissed') =>
    review.mutate({ id: candidate.id, review: { status, ...(note.trim() && { note: note.trim() }) } });
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      {candidate.status !== 'pending' && candidate.reviewedAt && (
        <Text size="xs" c="dark.5" w="100%">
          {t('nightfire.admin.reviewed', {
            status: t(`nightfire.admin.statuses.${candidate.status}`),
            by: candidate.reviewedBy ?? '—',
            at: format.dateTime(candidate.reviewedAt),
          })}
          {candidate.note ? ` · ${candidate.note}` : ''}
        </Text>
      )}
      {candidate.status === 'confirmed' && (
        <Text size="xs" w="100%" data-testid="confirmed-note">
          {t('nightfire.admin.confirmedNote', {
            latitude: candidate.latitude.toFixed(4),
            longitude: candidate.longitude.toFixed(4),
          })}
        </Text>
      )}
      <TextInput
        size="xs"
        label={t('nightfire.admin.note')}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      {candidate.status !== 'confirmed' && (
        <Button size="xs" color="orange.9" loading={review.isPending} onClick={() => decide('confirmed')}>
          {t('nightfire.admin.confirm')}
        </Button>
      )}
      {candidate.status !== 'dismissed' && (
        <Button size="xs" variant="default" loading={review.isPending} onClick={() => decide('dismissed')}>
          {t('nightfire.admin.dismiss')}
        </Button>
      )}
      {review.isError && (
        <Text size="xs" c="red.8" role="alert">
          {t('errors.internal')}
        </Text>
      )}
    </Group>
  );
};

/** Candidate new flares from EOG's nightly files (decision 034): by status, latest night first, reviewed here. */
export const AdminNightfireScreen = () => {
  const { t } = useTranslation();
  const format = useAdminFormat();
  useDocumentTitle(t('admin.console.nav.nightfire'));
  const { get, set, page } = useUrlFilters('q');
  const requested = get('status');
  const status: NightfireCandidateStatus = isStatus(requested) ? requested : 'pending';
  const query = useNightfireCandidates({ status, page });
  const caption = t('nightfire.admin.title');
  const coordinates = (c: NightfireCandidate) => `${c.latitude.toFixed(4)}, ${c.longitude.toFixed(4)}`;
  const notKnown = t('nightfire.flare.notKnown');

  return (
    <>
      <AdminHeader
        section="nightfire"
        lead={t('nightfire.admin.intro', { radius: NIGHTFIRE_MATCH_RADIUS_M })}
      />
      <Paper withBorder p="md" mb="md">
        <NativeSelect
          label={t('nightfire.admin.status')}
          data={NIGHTFIRE_CANDIDATE_STATUSES.map((value) => ({
            value,
            label: t(`nightfire.admin.statuses.${value}`),
          }))}
          value={status}
          onChange={(event) =>
            set('status', event.currentTarget.value === 'pending' ? '' : event.currentTarget.value)
          }
          maw={260}
        />
      </Paper>
      {query.data ? (
        <>
          <div className={classes.tableWrap} role="group" tabIndex={0} aria-label={caption}>
            <Table
              striped
              captionSide="top"
              fz="sm"
              aria-busy={query.isFetching}
              data-testid="nightfire-candidates"
            >
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {(
                    [
                      'night',
                      'satellite',
                      'location',
                      'detections',
                      'radiantHeat',
                      'temperature',
                      'cloud',
                      'nearest',
                      'decision',
                    ] as const
                  ).map((column) => (
                    <Table.Th key={column} scope="col">
                      {t(`nightfire.admin.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(c.night)}</Table.Td>
                    <Table.Td>{c.satellite.toUpperCase()}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{coordinates(c)}</Table.Td>
                    <Table.Td>{c.detections}</Table.Td>
                    <Table.Td>{c.radiantHeatMw === null ? notKnown : c.radiantHeatMw.toFixed(2)}</Table.Td>
                    <Table.Td>{c.temperatureK === null ? notKnown : c.temperatureK}</Table.Td>
                    <Table.Td>{t(`nightfire.cloudStates.${c.cloudState}`)}</Table.Td>
                    <Table.Td>
                      {c.nearestFlare ? (
                        <Anchor
                          component={Link}
                          to={paths.flaring.flare(
                            c.nearestFlare.countrySlug,
                            c.nearestFlare.companySlug,
                            c.nearestFlare.name,
                          )}
                        >
                          {t('nightfire.admin.nearestValue', {
                            name: c.nearestFlare.name,
                            distance: (c.nearestFlare.distanceM / 1000).toFixed(1),
                          })}
                        </Anchor>
                      ) : (
                        t('nightfire.admin.noneNear')
                      )}
                    </Table.Td>
                    <Table.Td miw={260}>
                      <Decision candidate={c} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {query.data.items.length === 0 && (
            <Alert color="gray" variant="light" mt="md">
              {t('nightfire.admin.empty')}
            </Alert>
          )}
          <Pager
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPage={(next) => set('page', String(next))}
          />
        </>
      ) : query.isPending ? (
        <LoadingState isScreenTall />
      ) : (
        <ErrorState onRetry={() => void query.refetch()} />
      )}
    </>
  );
};
