import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useFlares } from '../api/get-flares';
import { LINK_ON_BLUE } from './field-found';
import type { FlarePlace } from '../../../domains/flaring/flare-place';
import { useListQuery } from './flare-table';

/** "the Neuquina basin", "la provincia de Neuquén": a place as a sentence names it. */
export const usePlaceName = () => {
  const { t } = useTranslation();
  return (place: FlarePlace) =>
    t(place.kind === 'basin' ? 'flaring.search.placeFound.basin' : 'flaring.search.placeFound.province', {
      name: place.name,
    });
};

type PlaceFoundProps = {
  /** The place in the address (placeOf). */
  place: FlarePlace;
  country: { slug: string; name: string };
  /** All the country's flares (the table's count without the place). */
  flareCount: number;
  /** The id of the flares table's heading, which the note links to. */
  flaresHeadingId: string;
};

/**
 * On a country's view opened from a basin or province found by search (`?basin=` / `?province=`): which
 * place that was, how many of the country's flares lie in fields of it (the flares table below lists only
 * those), and a way back to all of them.
 */
export const PlaceFound = ({ place, country, flareCount, flaresHeadingId }: PlaceFoundProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  // The flares table's own query (the same request and cache): its total is the place's count.
  const [query] = useListQuery();
  const flares = useFlares({ country: country.slug }, query);
  const placeName = usePlaceName();
  const found = flares.data?.total;
  return (
    <Alert
      role="status"
      color="blue"
      variant="light"
      title={t(
        place.kind === 'basin'
          ? 'flaring.search.placeFound.titleBasin'
          : 'flaring.search.placeFound.titleProvince',
        {
          name: place.name,
        },
      )}
    >
      {found !== undefined && (
        <Text size="sm">
          {found === 0
            ? t('flaring.search.placeFound.none', { country: country.name, place: placeName(place) })
            : t('flaring.search.placeFound.body', {
                count: found,
                found: format.integer(found),
                total: format.integer(flareCount),
                country: country.name,
                place: placeName(place),
              })}
        </Text>
      )}
      <Group gap="md" mt={4}>
        {found !== 0 && (
          <Anchor href={`#${flaresHeadingId}`} size="sm" c={LINK_ON_BLUE}>
            {t('flaring.search.placeFound.link')}
          </Anchor>
        )}
        <Anchor component={Link} to={paths.flaring.country(country.slug)} size="sm" c={LINK_ON_BLUE}>
          {t('flaring.search.placeFound.all', { country: country.name })}
        </Anchor>
      </Group>
    </Alert>
  );
};
