import type { WorldSummaryResponse } from '@flarescope/shared';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName } from './names';
import classes from './country-index.module.css';

type CountryIndexProps = {
  world: WorldSummaryResponse;
  /** Where a country's name links to (its flaring view or its companies), as a click on the map. */
  linkTo: (slug: string) => string;
  /** Says where a country's flares are listed (the Flaring Explorer's world map). */
  withFlaresNote?: boolean;
};

/**
 * The maps' keyboard path: every country the map lets one choose (every country with data, not only
 * those ranked for the latest year), A–Z in the interface language, as links, behind a disclosure.
 */
export const CountryIndex = ({ world, linkTo, withFlaresNote = false }: CountryIndexProps) => {
  const { t, i18n } = useTranslation();
  const collator = new Intl.Collator(i18n.language);
  const countries = world.countries
    .map((country) => ({ country, name: countryName(country, i18n.language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return (
    <details className={classes.index}>
      <summary className={classes.summary}>
        {t('explorer.countryIndex.summary', { count: countries.length })}
      </summary>
      {withFlaresNote && (
        <Text size="sm" c="dark.4" mt="xs">
          {t('explorer.countryIndex.flaresNote')}
        </Text>
      )}
      <nav aria-label={t('explorer.countryIndex.label')}>
        <ul className={classes.list}>
          {countries.map(({ country, name }) => (
            <li key={country.iso3}>
              <Anchor component={Link} to={linkTo(country.slug)} size="sm">
                {name}
              </Anchor>
              {country.flaredM3 === 0 && (
                <Text span size="xs" c="dark.4">
                  {' '}
                  ({t('explorer.countryIndex.notInCatalogue', { year: country.flaredYear })})
                </Text>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
};
