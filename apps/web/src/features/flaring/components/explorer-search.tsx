import { Badge, Paper, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SearchResponse } from '@flarescope/shared';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { countryName } from '../../../domains/flaring/components/names';
import { paths } from '../../../config/paths';
import { MIN_SEARCH_LENGTH, useSearchFlaring } from '../api/search-flaring';
import classes from './explorer-search.module.css';
import { FIELD_PARAM } from './field-found';

type Result = SearchResponse['results'][number];

/**
 * Where a result leads. A flare: its page for signed-in users (the route exists only in their set), its
 * company's view for visitors, as a click on the map does. A field: its operator's view, which says
 * which field it was and lists its fields. A basin or province: its country's view, its flares table listing
 * only the flares in fields of that place (PlaceFound says so).
 */
export const hrefOf = (result: Result, isSignedIn: boolean): string => {
  if (result.kind === 'group' && result.companySlug) return paths.companies.group(result.companySlug);
  if (!result.country) return paths.flaring.world;
  const country = result.country.slug;
  if (result.kind === 'flare' && result.companySlug && result.flareName)
    return isSignedIn
      ? paths.flaring.flare(country, result.companySlug, result.flareName)
      : paths.flaring.company(country, result.companySlug);
  if (result.kind === 'field' && result.companySlug && result.fieldSlug)
    return `${paths.flaring.company(country, result.companySlug)}?${new URLSearchParams({ [FIELD_PARAM]: result.fieldSlug }).toString()}`;
  if (result.kind === 'company' && result.companySlug)
    return paths.flaring.company(country, result.companySlug);
  if (result.kind === 'basin' || result.kind === 'province')
    return `${paths.flaring.country(country)}?${new URLSearchParams({ [result.kind]: result.label }).toString()}`;
  return paths.flaring.country(country);
};

const keyOf = (result: Result) =>
  [
    result.kind,
    result.country?.slug,
    result.companySlug,
    result.fieldSlug,
    result.flareName,
    result.label,
  ].join('/');

/**
 * Find a country, basin, province, company, field or flare by name, accents ignored: an ARIA combobox
 * (the text box) and its listbox of results. The arrow keys move the active result
 * (`aria-activedescendant`, focus stays in the box), Enter opens it, Escape closes the list and a
 * second Escape clears the box. How many results there are is announced politely.
 */
export const ExplorerSearch = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const id = useId();
  const listId = `${id}-results`;
  const hintId = `${id}-hint`;
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const search = useSearchFlaring(debounced);
  const isActive = debounced.length >= MIN_SEARCH_LENGTH;
  const results = isActive && search.isSuccess ? search.data.results : [];
  // The active result belongs to one answer: a new answer starts with none.
  const [active, setActive] = useState<{ of: readonly Result[]; index: number }>({ of: [], index: -1 });
  const activeIndex = active.of === results ? active.index : -1;
  const isExpanded = isOpen && results.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const open = (result: Result) => {
    setIsOpen(false);
    void navigate(hrefOf(result, session.signedIn));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        !isExpanded || activeIndex < 0 ? (step === 1 ? 0 : count - 1) : (activeIndex + step + count) % count;
      setActive({ of: results, index: next });
    } else if (event.key === 'Enter') {
      const result = isExpanded ? results[activeIndex] : undefined;
      if (result) {
        event.preventDefault();
        open(result);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (isExpanded) setIsOpen(false);
      else setQuery('');
    }
  };

  const contextOf = (result: Result): string[] => {
    const parts: string[] = [];
    if (result.kind === 'field' && result.companyName)
      parts.push(t('flaring.search.operatedBy', { company: result.companyName }));
    if (result.kind === 'group') parts.push(t('flaring.search.group'));
    else if (result.kind !== 'country' && result.country)
      parts.push(countryName(result.country, i18n.language));
    if (result.fieldCount !== null) parts.push(t('flaring.search.fieldCount', { count: result.fieldCount }));
    if (result.matched) parts.push(t('flaring.search.matched', { name: result.matched }));
    return parts;
  };

  return (
    <div role="search" className={classes.search}>
      <TextInput
        type="search"
        size="sm"
        label={t('flaring.search.label')}
        placeholder={t('flaring.search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={handleKeyDown}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={hintId}
      />
      <VisuallyHidden id={hintId}>{t('flaring.search.hint')}</VisuallyHidden>
      <div aria-live="polite" className={classes.status}>
        {isActive && search.isError && (
          <Text size="sm" c="red.8">
            {t('errors.general')}
          </Text>
        )}
        {isActive && search.isSuccess && isOpen && (
          <Text size="xs" c="dark.4">
            {results.length === 0
              ? t('flaring.search.none', { query: debounced })
              : t('flaring.search.count', { count: results.length })}
          </Text>
        )}
      </div>
      <Paper
        withBorder
        shadow="md"
        className={classes.popup}
        style={isExpanded ? undefined : { display: 'none' }}
      >
        <ul id={listId} role="listbox" aria-label={t('flaring.search.listLabel')} className={classes.list}>
          {results.map((result, index) => (
            <li
              key={keyOf(result)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={classes.option}
              // Keep the focus in the box: the click still lands on the option.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== activeIndex && setActive({ of: results, index })}
              onClick={() => open(result)}
            >
              <span className={classes.head}>
                <Badge size="xs" variant="light" color="gray" className={classes.kind}>
                  {t(`flaring.search.kind.${result.kind}`)}
                </Badge>{' '}
                <span className={classes.label}>
                  {i18n.language === 'es' ? result.labelEs : result.label}
                </span>
              </span>{' '}
              <span className={classes.context}>{contextOf(result).join(' · ')}</span>
            </li>
          ))}
        </ul>
      </Paper>
    </div>
  );
};
