import type { FlareListQuery, FlareRow, FlareSort } from '@flarescope/shared';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { companyName } from '../../../domains/flaring/components/names';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import classes from '../../../domains/flaring/components/explorer.module.css';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useFlares, type FlareOwner } from '../api/get-flares';
import { placeOf } from '../../../domains/flaring/flare-place';
import { SortableTable, type TableColumn } from '../../../components/ui/sortable-table';

const PAGE_SIZE = 25;

/**
 * FLARE_SORTS of the contract, typed against it. Not imported: its module builds the zod schemas,
 * which would add zod (27 kB gzip) to the explorer's first load for one array.
 */
const FLARE_SORTS = ['volume', 'name', 'type', 'company'] as const satisfies readonly FlareSort[];

const isSort = (value: string | null): value is FlareSort => FLARE_SORTS.includes(value as FlareSort);

/**
 * The table's page, sort and place from the address (`?page=2&sort=name&order=asc`, `&basin=…`); anything
 * else falls back to the API's defaults (flareListQuerySchema: page 1, by volume, largest first, all flares).
 */
export const useListQuery = (): [FlareListQuery, (change: Partial<FlareListQuery>) => void] => {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const order = params.get('order');
  const place = placeOf(params);
  const query: FlareListQuery = {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZE,
    sort: isSort(sort) ? sort : 'volume',
    order: order === 'asc' || order === 'desc' ? order : 'desc',
    ...(place ? { [place.kind]: place.name } : {}),
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
  const nameCell = (flare: FlareRow) =>
    session.signedIn ? (
      <Anchor component={Link} to={paths.flaring.flare(owner.country, flare.company.slug, flare.name)}>
        {flare.name}
      </Anchor>
    ) : (
      flare.name
    );
  // The server sorts (flareListQuerySchema): a header is a sort button where FLARE_SORTS has its column.
  const columns: TableColumn<FlareRow>[] = [
    { id: 'name', label: t('explorer.columns.flare'), rowHeader: true, cell: nameCell, sortable: true },
    ...(showCompany
      ? [
          {
            id: 'company',
            label: t('explorer.columns.company'),
            sortable: true,
            cell: (flare: FlareRow) => (
              <Anchor component={Link} to={paths.flaring.company(owner.country, flare.company.slug)}>
                {companyName(flare.company, t)}
              </Anchor>
            ),
          },
        ]
      : []),
    { id: 'field', label: t('explorer.columns.field'), cell: (flare) => flare.field ?? '—' },
    {
      id: 'type',
      label: t('explorer.columns.type'),
      sortable: true,
      className: classes.nowrap,
      cell: (flare) => t(`explorer.flareTypes.${flare.type}`),
    },
    {
      id: 'volume',
      label: t('explorer.columns.flaredIn', { year: data.year, unit: scale.unit }),
      numeric: true,
      sortable: true,
      cell: (flare) => format.significant(flare.flaredM3 * scale.factor),
    },
    {
      id: 'seen',
      label: t('explorer.columns.seen'),
      className: classes.nowrap,
      cell: (flare) =>
        flare.firstYear && flare.lastYear
          ? flare.firstYear === flare.lastYear
            ? t('explorer.flares.seenIn', { year: flare.firstYear })
            : t('explorer.flares.seenFromTo', { from: flare.firstYear, to: flare.lastYear })
          : '—',
    },
  ];

  if (data.total === 0) return <Text c="dark.4">{t('explorer.flares.none')}</Text>;

  return (
    <div>
      <SortableTable
        caption={caption}
        highlightOnHover
        aria-busy={flares.isFetching}
        columns={columns}
        rows={data.items}
        rowKey={(flare) => `${flare.company.slug}/${flare.name}`}
        sort={{ column: data.sort, order: data.order }}
        onSort={(next) => {
          if (isSort(next.column)) setQuery({ sort: next.column, order: next.order, page: 1 });
        }}
      />
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
