import type { GroupResponse } from '@flarescope/shared';
import { DEFAULT_GWP_HORIZON } from '@flarescope/shared';
import { Anchor, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LineChart } from '../../../components/charts/line-chart';
import { AttributionBasisNote } from '../../../domains/flaring/components/attribution-basis-note';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { KeyFigures } from '../../../components/ui/key-figures';
import { companyName, countryName } from '../../../domains/flaring/components/names';
import { QueryState } from '../../../components/ui/query-state';
import { Section } from '../../../components/ui/section';
import { SortableTable, useSortedRows, type TableColumn } from '../../../components/ui/sortable-table';
import { sourceName, SourcesList } from '../../../domains/flaring/components/sources-list';
import { ProgressNote, TooFewYearsNote } from '../../../domains/flaring/components/progress-note';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useGroup } from '../../../domains/flaring/api/get-group';
import { humanizeSlug } from '../../../lib/humanize';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { JointVentures } from '../../../domains/flaring/components/joint-ventures';

type Member = GroupResponse['companies'][number];

const GroupContent = ({ data }: { data: GroupResponse }) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { group, summary } = data;
  const note = (period: number, sourceId?: string) =>
    sourceId
      ? t('explorer.figures.note', { period, source: sourceName(t, data.sources, sourceId) })
      : t('explorer.figures.computedNote', { period });
  const rank = summary.groupRank;
  const scale = format.volumeScale(Math.max(0, ...data.companies.map((c) => c.flaredM3)));
  const columns: TableColumn<Member>[] = [
    {
      id: 'company',
      label: t('companies.group.columns.company'),
      rowHeader: true,
      cell: (member) => (
        <Anchor component={Link} to={paths.companies.company(member.country.slug, member.slug)}>
          {companyName(member, t)}
        </Anchor>
      ),
      sortValue: (member) => member.name,
    },
    {
      id: 'country',
      label: t('companies.group.columns.country'),
      cell: (member) => countryName(member.country, i18n.language),
      sortValue: (member) => countryName(member.country, i18n.language),
    },
    {
      id: 'flared',
      label: `${t('companies.group.columns.flared', { year: summary.year })} (${scale.unit})`,
      numeric: true,
      cell: (member) => format.significant(member.flaredM3 * scale.factor),
      sortValue: (member) => member.flaredM3,
    },
    {
      id: 'activeFlares',
      label: t('companies.group.columns.activeFlares', { year: summary.year }),
      numeric: true,
      cell: (member) => format.integer(member.activeFlares),
      sortValue: (member) => member.activeFlares,
    },
    {
      id: 'flares',
      label: t('companies.group.columns.flares'),
      numeric: true,
      cell: (member) => format.integer(member.flareCount),
      sortValue: (member) => member.flareCount,
    },
    {
      id: 'why',
      label: t('companies.group.columns.why'),
      cell: (member) => (
        <Text span size="xs">
          {member.ownerEvidence ?? t('companies.group.sameName')}
        </Text>
      ),
    },
  ];
  const { rows, sort, onSort } = useSortedRows('members', data.companies, columns, {
    column: 'flared',
    order: 'desc',
  });
  const points = data.series.filter((point, index, all) =>
    all.slice(0, index + 1).some((p) => p.satelliteM3 !== null),
  );
  const seriesScale = format.volumeScale(Math.max(0, ...points.map((p) => p.satelliteM3 ?? 0)));

  return (
    <Stack gap="xl">
      <JointVentures name={group.name} holders={data.holders} stakes={data.stakes} />
      <KeyFigures
        label={t('companies.group.figuresLabel', { group: group.name })}
        figures={[
          {
            key: 'flared',
            label: t('companies.group.flared'),
            value: format.volume(summary.flaredM3),
            note: note(summary.year, summary.sourceId),
          },
          {
            key: 'co2e',
            label: t('companies.group.co2e', { horizon: t(`explorer.horizon.${summary.horizon}`) }),
            value: format.mass(summary.co2eTonnes),
            note: note(summary.year),
            flag: summary.isDefaultComposition ? t('companies.group.defaultComposition') : undefined,
          },
          {
            key: 'activeFlares',
            label: t('companies.group.activeFlares'),
            value: format.integer(summary.activeFlares),
            note: note(summary.year, summary.sourceId),
          },
          {
            key: 'countries',
            label: t('companies.group.countries'),
            value: format.integer(data.countries.length),
            note: data.countries.map((c) => countryName(c, i18n.language)).join(', '),
          },
          {
            key: 'groupRank',
            label: t('explorer.figures.groupRank'),
            value: rank ? t('explorer.figures.rankOf.named_groups', { rank: rank.rank, of: rank.of }) : null,
            note: rank
              ? t('explorer.figures.rankNoteGroups', { year: rank.year, count: rank.countries })
              : t('explorer.figures.notRanked'),
          },
        ]}
      />
      <LineChart
        title={t('companies.group.seriesTitle', { group: group.name })}
        unit={t('explorer.series.unitPerYear', { unit: seriesScale.unit })}
        xHeading={t('explorer.series.year')}
        xLabels={points.map((point) => String(point.year))}
        series={[
          {
            key: 'satelliteM3',
            label: t('explorer.series.satelliteM3'),
            color: '#c2410c',
            values: points.map((p) => (p.satelliteM3 === null ? null : p.satelliteM3 * seriesScale.factor)),
          },
        ]}
        formatValue={format.significant}
        note={t('companies.group.seriesNote')}
      />
      {data.progressTo2030 ? (
        <ProgressNote progress={data.progressTo2030} subject={group.name} sources={data.sources} />
      ) : (
        <TooFewYearsNote
          subject={group.name}
          years={data.series.filter((point) => point.satelliteM3 !== null).length}
        />
      )}
      <AttributionBasisNote basis={data.attributionBasis} subject={group.name} sources={data.sources} />
      <Section id="members-heading" title={t('companies.group.companiesTitle')}>
        <SortableTable
          caption={t('companies.group.companiesCaption', { group: group.name, year: summary.year })}
          highlightOnHover
          columns={columns}
          rows={rows}
          rowKey={(member) => `${member.country.slug}/${member.slug}`}
          sort={sort}
          onSort={onSort}
        />
      </Section>
      <SourcesList sources={data.sources} />
    </Stack>
  );
};

/**
 * /companies/world/{group}: a group world-wide (decision 016) — one company under one name in several
 * countries (Eni), or an owner with the companies a public source says it owns (Rosneft).
 */
export const GroupScreen = () => {
  const { t } = useTranslation();
  const { group: groupSlug = '' } = useParams();
  const group = useGroup(groupSlug, DEFAULT_GWP_HORIZON);
  const name = group.data?.group.name ?? humanizeSlug(groupSlug);
  const title = t('companies.group.title', { group: name });
  useDocumentTitle(title);
  if (group.isError && !group.data) return <QueryState query={group}>{() => null}</QueryState>;
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[
          { label: t('companies.title'), to: paths.companies.list },
          { label: t('companies.group.world') },
          { label: name },
        ]}
      />
      <PageHeader title={title} lead={t('companies.group.lead', { group: name })} />
      <QueryState query={group}>{(loaded) => <GroupContent data={loaded} />}</QueryState>
    </Container>
  );
};
