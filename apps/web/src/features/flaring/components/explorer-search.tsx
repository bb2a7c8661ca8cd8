import { Anchor, Badge, Group, List, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SearchResponse } from '@flarescope/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { countryName } from '../../../components/explorer/names';
import { paths } from '../../../config/paths';
import { MIN_SEARCH_LENGTH, useSearchFlaring } from '../api/search-flaring';

type Result = SearchResponse['results'][number];

const hrefOf = (result: Result): string => {
  const country = result.country.slug;
  if (result.kind === 'flare' && result.companySlug && result.flareName)
    return paths.flaring.flare(country, result.companySlug, result.flareName);
  if (result.kind === 'company' && result.companySlug)
    return paths.flaring.company(country, result.companySlug);
  return paths.flaring.country(country);
};

/**
 * Find a country, a company or (signed in) a flare by name, accents ignored. The results are plain
 * links in a list, announced politely, so keyboard and screen-reader users choose them like any link.
 */
export const ExplorerSearch = () => {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const search = useSearchFlaring(debounced);
  const isActive = debounced.length >= MIN_SEARCH_LENGTH;
  const results = isActive ? (search.data?.results ?? []) : [];

  return (
    <div role="search" style={{ flex: '1 1 260px', maxWidth: 420, position: 'relative' }}>
      <TextInput
        type="search"
        size="sm"
        label={t('flaring.search.label')}
        placeholder={t(
          session.signedIn ? 'flaring.search.placeholderSignedIn' : 'flaring.search.placeholder',
        )}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        autoComplete="off"
      />
      <div aria-live="polite">
        {isActive && search.isError && (
          <Text size="sm" c="red.8" mt={4}>
            {t('errors.general')}
          </Text>
        )}
        {isActive && search.isSuccess && (
          <Paper withBorder shadow="sm" p="xs" mt={4}>
            {results.length === 0 ? (
              <Text size="sm">{t('flaring.search.none', { query: debounced })}</Text>
            ) : (
              <>
                <Text size="xs" c="dark.4" mb={4}>
                  {t('flaring.search.count', { count: results.length })}
                </Text>
                <List listStyleType="none" spacing={4}>
                  {results.map((result) => (
                    <List.Item key={hrefOf(result)}>
                      <Group gap={6} wrap="nowrap">
                        <Badge size="xs" variant="light" color="gray">
                          {t(`flaring.search.kind.${result.kind}`)}
                        </Badge>
                        <Anchor component={Link} to={hrefOf(result)} size="sm">
                          {i18n.language === 'es' ? result.labelEs : result.label}
                        </Anchor>
                        {result.kind !== 'country' && (
                          <Text size="xs" c="dark.4">
                            {countryName(result.country, i18n.language)}
                          </Text>
                        )}
                      </Group>
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Paper>
        )}
      </div>
    </div>
  );
};
