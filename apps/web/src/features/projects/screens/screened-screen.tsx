import {
  GATHERING_RADIUS_KM,
  projectsDictionaries,
  SCREENED_SORTS,
  TECHNOLOGIES,
  type ScreenedListResponse,
  type ScreenedOpportunity,
  type ScreenedSort,
} from '@flarescope/shared';
import { Alert, Anchor, Button, Container, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { QueryState } from '../../../components/ui/query-state';
import { SortableTable, type SortState, type TableColumn } from '../../../components/ui/sortable-table';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { addDictionarySections } from '../../../lib/i18n';
import { useFormat } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Segmented } from '../../../components/ui/segmented';
import { useScreened } from '../api/get-screened';
import { ClusterMemberList } from '../components/cluster-member-list';
import classes from '../components/projects.module.css';
import { useProjectText } from '../components/use-project-text';

addDictionarySections(projectsDictionaries);

const isSort = (value: string | null): value is ScreenedSort =>
  (SCREENED_SORTS as readonly string[]).includes(value ?? '');

/** The publisher of a row's source, as the list names it. */
const sourceName = (data: ScreenedListResponse, id: string) =>
  data.sources.find((source) => source.id === id)?.publisher ?? id;

/**
 * A cluster's members (decision 040): each flare's page, operator, share of the gas and distance, shown on
 * asking (a cluster of 7 listed in full made its row ~800 px tall, 25 rows a 16 000 px page).
 */
const ClusterMembers = ({ row }: { row: ScreenedOpportunity }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (!row.cluster) return null;
  const { cluster } = row;
  return (
    <Stack gap={2} data-testid="screened-cluster">
      <details className={classes.clusterMembers}>
        <summary>
          {t('projects.screened.clusterOf', { count: cluster.members.length, name: row.flare.name })}
        </summary>
        <ClusterMemberList
          members={cluster.members}
          messageKey="projects.screened.clusterMember"
          size="xs"
          spacing={0}
          label={t('projects.screened.clusterMembers', { name: row.flare.name })}
        />
      </details>
      <Text size="xs" c="dark.4" data-testid="screened-gathering">
        {t('projects.screened.gathering', {
          km: format.decimal(cluster.gatheringKm, 1),
          usd: format.usd(cluster.gatheringCapexUsd),
        })}
      </Text>
    </Stack>
  );
};

/** A row's operator: a cluster of several names its anchor's and how many more. */
const operatorOf = (
  row: ScreenedOpportunity,
  unattributed: string,
  more: (name: string, count: number) => string,
) => {
  const name = row.flare.company.isUnattributed ? unattributed : row.flare.company.name;
  if (!row.cluster) return name;
  const others = new Set(
    row.cluster.members.map((member) => member.companySlug).filter((slug) => slug !== row.flare.company.slug),
  );
  return others.size === 0 ? name : more(name, others.size);
};

const ScreenedTable = ({
  data,
  sort,
  onSort,
}: {
  data: ScreenedListResponse;
  sort: SortState;
  onSort: (next: SortState) => void;
}) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const text = useProjectText();
  const columns: TableColumn<ScreenedOpportunity>[] = [
    {
      id: 'flare',
      label: t('projects.screened.flare'),
      rowHeader: true,
      className: classes.screenedFlare,
      cell: (row) => (
        <Stack gap={2}>
          <Anchor
            component={Link}
            to={paths.flaring.flare(row.flare.country.slug, row.flare.company.slug, row.flare.name)}
            size="sm"
          >
            {row.flare.name}
          </Anchor>
          <Text size="xs" c="dark.4" data-testid="screened-notice">
            {t('projects.screened.rowNotice', {
              source: sourceName(data, row.sourceId),
              period: row.period,
            })}
            {row.isDefaultComposition ? ` · ${t('projects.screened.defaultGas')}` : ''}
          </Text>
          <ClusterMembers row={row} />
        </Stack>
      ),
    },
    {
      id: 'country',
      label: t('projects.screened.country'),
      sortable: true,
      firstOrder: 'asc',
      cell: (row) => (i18n.language === 'es' ? row.flare.country.nameEs : row.flare.country.nameEn),
    },
    {
      id: 'operator',
      label: t('projects.screened.operator'),
      sortable: true,
      firstOrder: 'asc',
      cell: (row) =>
        operatorOf(row, t('explorer.unattributed.name'), (name, count) =>
          t('projects.screened.operatorsMore', { name, count }),
        ),
    },
    {
      id: 'capacity',
      className: classes.screenedWide,
      label: `${t('projects.screened.capacity')} (MW)`,
      sortable: true,
      numeric: true,
      cell: (row) => {
        const curve = TECHNOLOGIES[row.technology].costCurve;
        return (
          <Stack gap={2} align="flex-end">
            <span title={t('projects.screened.power')}>
              {format.decimal(row.capacityMw, 1)}
              <Text span size="xs" c="dark.4">
                {' '}
                ({format.decimal(row.powerPotentialMw, 1)})
              </Text>
            </span>
            <Text size="xs" c="dark.4" data-testid="screened-technology">
              {t(`projects.screened.technologies.${row.technology}`)}
            </Text>
            {row.costBeyond && (
              <Text size="xs" c="orange.9" data-testid="screened-cost-beyond">
                {t(
                  row.costBeyond === 'above' ? 'projects.screened.costAbove' : 'projects.screened.costBelow',
                  {
                    mw: format.decimal(row.costBeyond === 'above' ? curve.large.mw : curve.small.mw, 3),
                  },
                )}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      id: 'npv',
      label: t('projects.screened.npv'),
      sortable: true,
      numeric: true,
      cell: (row) => format.usd(row.npv),
    },
    {
      id: 'irr',
      label: t('projects.screened.irr'),
      sortable: true,
      numeric: true,
      cell: (row) => text.irr(row.irr),
    },
    {
      id: 'supply',
      className: classes.screenedWide,
      label: t('projects.screened.supply'),
      cell: (row) =>
        row.supply.p50M3PerDay === null || row.supply.p90M3PerDay === null ? (
          <Text size="sm" data-testid="screened-not-enough">
            {t('projects.screened.notEnoughYears', { years: row.supply.years })}
          </Text>
        ) : (
          <Stack gap={2}>
            <span>
              {format.dailyVolume(row.supply.p50M3PerDay).text} /{' '}
              {format.dailyVolume(row.supply.p90M3PerDay).text}
            </span>
            <Text size="xs" c="dark.4">
              {t('projects.screened.supplyYears', { from: row.supply.fromYear, to: row.supply.toYear })}
            </Text>
            {row.survival && (
              <Text size="xs" c="dark.4" data-testid="screened-survival">
                {t('projects.screened.survival', {
                  share: format.percent(row.survival.share5y * 100, 0),
                  scope:
                    row.survival.scope === 'country'
                      ? t('projects.screened.scopeCountry')
                      : t('projects.screened.scopeWorld'),
                  count: row.survival.followed,
                })}
              </Text>
            )}
          </Stack>
        ),
    },
    {
      id: 'lastSeen',
      label: t('projects.screened.lastSeen'),
      numeric: true,
      cell: (row) => (
        <Stack gap={2} align="flex-end">
          <span data-testid="screened-last-seen">{row.lastSeen.year}</span>
          {row.lastSeen.yearsUnseen > 0 && row.lastSeen.survival !== null && (
            <Text size="xs" c="orange.9" data-testid="screened-unseen">
              {t('projects.screened.unseen', {
                share: format.percent(row.lastSeen.survival * 100, 0),
                years: row.lastSeen.yearsUnseen,
              })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'lenders',
      className: classes.screenedMedium,
      label: t('projects.screened.lenders'),
      sortable: true,
      numeric: true,
      cell: (row) =>
        row.lenders === null
          ? '—'
          : row.lenders.debtUsd > 0
            ? t('projects.screened.lendersCell', {
                share: format.percent(row.lenders.debtShare * 100, 0),
                dscr: row.lenders.minDscr === null ? '—' : format.decimal(row.lenders.minDscr, 2),
              })
            : t('projects.screened.noDebt'),
    },
    {
      id: 'sponsors',
      className: classes.screenedMedium,
      label: t('projects.screened.sponsors'),
      sortable: true,
      numeric: true,
      cell: (row) => (row.sponsors === null ? '—' : text.irr(row.sponsors.equityIrr)),
    },
    {
      id: 'avoided',
      label: t('projects.screened.avoided'),
      sortable: true,
      numeric: true,
      cell: (row) => format.mass(row.avoidedCo2eTonnesPerYear).text,
    },
    {
      id: 'action',
      label: t('projects.screened.action'),
      cell: (row) => (
        <Button
          component={Link}
          size="compact-sm"
          variant="light"
          to={paths.newProject({
            country: row.flare.country.slug,
            company: row.flare.company.slug,
            name: row.flare.name,
            ...(row.cluster ? { radiusKm: row.cluster.radiusKm } : {}),
          })}
          aria-label={t(row.cluster ? 'projects.screened.startCluster' : 'projects.screened.startLabel', {
            name: row.flare.name,
          })}
        >
          {t('projects.screened.start')}
        </Button>
      ),
    },
  ];
  return (
    <SortableTable
      columns={columns}
      rows={data.items}
      rowKey={(row) => `${row.kind}/${row.flare.country.slug}/${row.flare.company.slug}/${row.flare.name}`}
      sort={sort}
      onSort={onSort}
      caption={t('projects.screened.listLabel')}
    />
  );
};

/** Floors on either case, in percent (the URL holds fractions, as the API takes them). */
const CaseFilters = ({
  lenders,
  sponsors,
  onApply,
}: {
  lenders: number | undefined;
  sponsors: number | undefined;
  onApply: (lenders: number | undefined, sponsors: number | undefined) => void;
}) => {
  const { t } = useTranslation();
  const [lendersPercent, setLendersPercent] = useState<number | string>(
    lenders === undefined ? '' : Math.round(lenders * 1000) / 10,
  );
  const [sponsorsPercent, setSponsorsPercent] = useState<number | string>(
    sponsors === undefined ? '' : Math.round(sponsors * 1000) / 10,
  );
  const asNumber = (value: number | string) => (value === '' ? undefined : Number(value));
  return (
    <Paper withBorder p="sm" radius="md" mb="md">
      <form
        aria-label={t('projects.screened.filtersTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(asNumber(lendersPercent), asNumber(sponsorsPercent));
        }}
      >
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('projects.screened.minLendersDebtShare')}
            value={lendersPercent}
            onChange={setLendersPercent}
            min={0}
            max={100}
            w={240}
          />
          <NumberInput
            label={t('projects.screened.minSponsorsEquityIrr')}
            value={sponsorsPercent}
            onChange={setSponsorsPercent}
            min={-100}
            max={1000}
            w={240}
          />
          <Button type="submit" variant="light">
            {t('projects.screened.applyFilters')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setLendersPercent('');
              setSponsorsPercent('');
              onApply(undefined, undefined);
            }}
          >
            {t('projects.screened.clearFilters')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
};

/**
 * /opportunities/screened (signed in): every flare large enough for a plant, with the finance model on
 * its documented defaults, sorted and paged by the API; each row one click from the project draft the
 * flare starts. Every row says it is the default model on satellite data, not an owner's project.
 */
export const ScreenedScreen = () => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const requested = params.get('sort');
  const sort: ScreenedSort = isSort(requested) ? requested : 'npv';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const percentParam = (key: string) => {
    const value = params.get(key);
    return value !== null && value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
  };
  const minLendersDebtShare = percentParam('minLendersDebtShare');
  const minSponsorsEquityIrr = percentParam('minSponsorsEquityIrr');
  const seen = params.get('seen') === 'all' ? 'all' : 'latest';
  const requestedKind = params.get('kind');
  const kind = requestedKind === 'flare' || requestedKind === 'cluster' ? requestedKind : 'all';
  const query = useScreened({ sort, order, page, minLendersDebtShare, minSponsorsEquityIrr, seen, kind });
  useDocumentTitle(t('projects.screened.title'));
  const set = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null) updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      },
      { preventScrollReset: true },
    );
  return (
    <Container size="xl" py="xl">
      <PageBreadcrumbs
        crumbs={[
          { label: t('projects.opportunities.title'), to: paths.opportunities },
          { label: t('projects.screened.title') },
        ]}
      />
      <PageHeader
        eyebrow={t('projects.noAccess.title')}
        title={t('projects.screened.title')}
        lead={t('projects.screened.lead', {
          mw: (query.data?.minPowerMw ?? 0.5).toLocaleString(i18n.language),
        })}
      />
      <Alert color="orange" variant="light" mb="md" data-testid="screened-banner">
        {t('projects.screened.notice')}
      </Alert>
      <CaseFilters
        lenders={minLendersDebtShare}
        sponsors={minSponsorsEquityIrr}
        onApply={(lenders, sponsors) =>
          set({
            minLendersDebtShare: lenders === undefined ? null : String(lenders / 100),
            minSponsorsEquityIrr: sponsors === undefined ? null : String(sponsors / 100),
            page: '1',
          })
        }
      />
      <QueryState query={query}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          const share = format.percent(data.unseenMinSurvival * 100, 0);
          return (
            <>
              {data.latestYear !== null && (
                <Stack gap={4} mb="md">
                  <Text size="sm" fw={500} id="screened-seen-label">
                    {t('projects.screened.seenFilter')}
                  </Text>
                  <Segmented
                    aria-labelledby="screened-seen-label"
                    value={seen}
                    onChange={(value) => set({ seen: value === 'all' ? 'all' : null, page: '1' })}
                    data={[
                      {
                        value: 'latest',
                        label: t('projects.screened.seenLatest', { year: data.latestYear }),
                      },
                      { value: 'all', label: t('projects.screened.seenAll', { share }) },
                    ]}
                    style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
                  />
                  <Text size="xs" c="dark.4" data-testid="screened-seen-note">
                    {t('projects.screened.seenLatestNote', { year: data.latestYear, share })}
                  </Text>
                </Stack>
              )}
              <Stack gap={4} mb="md">
                <Text size="sm" fw={500} id="screened-kind-label">
                  {t('projects.screened.kindFilter')}
                </Text>
                <Segmented
                  aria-labelledby="screened-kind-label"
                  value={kind}
                  onChange={(value) => set({ kind: value === 'all' ? null : value, page: '1' })}
                  data={[
                    { value: 'all', label: t('projects.screened.kindAll') },
                    { value: 'flare', label: t('projects.screened.kindFlare') },
                    { value: 'cluster', label: t('projects.screened.kindCluster') },
                  ]}
                  style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
                />
                <Text size="xs" c="dark.4" data-testid="screened-kind-note">
                  {t('projects.screened.kindNote', { km: format.decimal(GATHERING_RADIUS_KM.default, 0) })}
                </Text>
              </Stack>
              <Text size="sm" c="dark.4" mb="sm">
                {t('projects.screened.basis', {
                  technology: t('projects.screened.technology'),
                  count: data.total,
                  date: data.computedAt ? new Date(data.computedAt).toLocaleDateString(i18n.language) : '—',
                })}{' '}
                <Anchor component={Link} to={paths.methodology} size="sm" underline="always">
                  {t('projects.financials.methodology')}
                </Anchor>
              </Text>
              <Text size="sm" c="dark.4" mb="sm" data-testid="screened-cases-note">
                {t('projects.screened.casesNote')}
              </Text>
              {data.items.length === 0 ? (
                <Text>{t('projects.screened.empty')}</Text>
              ) : (
                // The page shown (the previous one stays while the next loads): tests wait on it.
                <div data-page={data.page}>
                  <ScreenedTable
                    data={data}
                    sort={{ column: sort, order }}
                    onSort={(next) => set({ sort: next.column, order: next.order, page: '1' })}
                  />
                </div>
              )}
              <Group justify="space-between" mt="md">
                <Button
                  variant="default"
                  disabled={page <= 1}
                  onClick={() => set({ page: String(page - 1) })}
                >
                  {t('projects.screened.previous')}
                </Button>
                <Text size="sm" aria-live="polite">
                  {t('projects.screened.page', { page, pages })}
                </Text>
                <Button
                  variant="default"
                  disabled={page >= pages}
                  onClick={() => set({ page: String(page + 1) })}
                >
                  {t('projects.screened.next')}
                </Button>
              </Group>
            </>
          );
        }}
      </QueryState>
    </Container>
  );
};
