import type { FlareListQuery, FlareRow, FlareSort } from '@flarescope/shared';
import { Anchor, Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { companyName } from '../../../components/explorer/names';
import { ErrorState, LoadingState } from '../../../components/explorer/query-state';
import classes from '../../../components/explorer/explorer.module.css';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useFlares, type FlareOwner } from '../api/get-flares';
import { CaptionedTable } from '../../../components/explorer/table-scroll';

const PAGE_SIZE = 25;

/**
 * FLARE_SORTS of the contract, typed against it. Not imported: its module builds the zod schemas,
 * which would add zod (27 kB gzip) to the explorer's first load for one array.
 */
const FLARE_SORTS = ['volume', 'name', 'type', 'company'] as const satisfies readonly FlareSort[];

const isSort = (value: string | null): value is FlareSort => FLARE_SORTS.includes(value as FlareSort);

/**
 * The table's page and sort from the address (`?page=2&sort=name&order=asc`); anything else falls
 * back to the API's defaults (flareListQuerySchema: page 1, by volume, largest first).
 */
const useListQuery = (): [FlareListQuery, (change: Partial<FlareListQuery>) => void] => {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const order = params.get('order');
  const query: FlareListQuery = {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZE,
    sort: isSort(sort) ? sort : 'volume',
    order: order === 'asc' || order === 'desc' ? order : 'desc',
  };
  const update = (change: Partial<FlareListQuery>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...query, ...change };
        next.set('page', String(merged.page));
        next.set('sort', merged.sort);
        next.set('order', merged.order);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [query, update];
};

type FlareTableProps = {
  owner: FlareOwner;
  caption: string;
  /** false in a company's view, where every row has the same company. */
  showCompany?: boolean;
};

/**
 * A country's or a company's flares, sorted and paged by the server. Names link to the flare for
 * signed-in users (the route exists only in their set); the company links to its view.
 */
export const FlareTable = ({ owner, caption, showCompany = true }: FlareTableProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const [query, setQuery] = useListQuery();
  const flares = useFlares(owner, query);
  // One unit for every row of every page, so that sorting by volume reads the same on each page.
  const scale = format.volumeScale(1e6);
  const data = flares.data;

  if (!data) {
    if (flares.isError) return <ErrorState onRetry={() => void flares.refetch()} />;
    return <LoadingState />;
  }

  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const sortable = FLARE_SORTS.filter((sort) => showCompany || sort !== 'company');
  const header = (sort: FlareSort | null, label: string, isNumeric = false) => {
    if (sort === null || !sortable.includes(sort))
      return (
        <Table.Th scope="col" className={isNumeric ? classes.numeric : undefined}>
          {label}
        </Table.Th>
      );
    const isActive = data.sort === sort;
    const nextOrder =
      isActive && data.order === 'desc' ? 'asc' : isActive ? 'desc' : sort === 'volume' ? 'desc' : 'asc';
    return (
      <Table.Th
        scope="col"
        className={isNumeric ? classes.numeric : undefined}
        aria-sort={isActive ? (data.order === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <UnstyledButton
          onClick={() => setQuery({ sort, order: nextOrder, page: 1 })}
          fw={700}
          fz="sm"
          aria-label={t('explorer.flares.sortBy', { column: label })}
        >
          {label} {isActive ? (data.order === 'asc' ? '▲' : '▼') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };

  const nameCell = (flare: FlareRow) =>
    session.signedIn ? (
      <Anchor component={Link} to={paths.flaring.flare(owner.country, flare.company.slug, flare.name)}>
        {flare.name}
      </Anchor>
    ) : (
      flare.name
    );

  if (data.total === 0) return <Text c="dark.4">{t('explorer.flares.none')}</Text>;

  return (
    <div>
      <CaptionedTable caption={caption} highlightOnHover aria-busy={flares.isFetching}>
        <Table.Thead>
          <Table.Tr>
            {header('name', t('explorer.columns.flare'))}
            {showCompany && header('company', t('explorer.columns.company'))}
            {header(null, t('explorer.columns.field'))}
            {header('type', t('explorer.columns.type'))}
            {header('volume', t('explorer.columns.flaredIn', { year: data.year, unit: scale.unit }), true)}
            {header(null, t('explorer.columns.seen'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((flare) => (
            <Table.Tr key={`${flare.company.slug}/${flare.name}`}>
              <Table.Td>{nameCell(flare)}</Table.Td>
              {showCompany && (
                <Table.Td>
                  <Anchor component={Link} to={paths.flaring.company(owner.country, flare.company.slug)}>
                    {companyName(flare.company, t)}
                  </Anchor>
                </Table.Td>
              )}
              <Table.Td>{flare.field ?? '—'}</Table.Td>
              <Table.Td className={classes.nowrap}>{t(`explorer.flareTypes.${flare.type}`)}</Table.Td>
              <Table.Td className={classes.numeric}>
                {format.significant(flare.flaredM3 * scale.factor)}
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                {flare.firstYear && flare.lastYear
                  ? flare.firstYear === flare.lastYear
                    ? t('explorer.flares.seenIn', { year: flare.firstYear })
                    : t('explorer.flares.seenFromTo', { from: flare.firstYear, to: flare.lastYear })
                  : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CaptionedTable>
      <Group justify="space-between" mt="xs" wrap="wrap">
        <Text size="sm" c="dark.4" aria-live="polite">
          {t('explorer.flares.pageOf', {
            page: data.page,
            pages,
            total: format.integer(data.total),
          })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={data.page <= 1}
            onClick={() => setQuery({ page: data.page - 1 })}
          >
            {t('explorer.flares.previous')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={data.page >= pages}
            onClick={() => setQuery({ page: data.page + 1 })}
          >
            {t('explorer.flares.next')}
          </Button>
        </Group>
      </Group>
    </div>
  );
};
