import type { FlaringSource } from '@flarescope/shared';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';

type SourcesListProps = {
  sources: readonly FlaringSource[];
  /** 3 when the list sits inside another section. */
  headingOrder?: 2 | 3;
  withMethodologyLink?: boolean;
};

/** Publishers (as the data names them) whose name the dictionaries give in each language. */
const PUBLISHER_NAME_KEYS: Readonly<Record<string, string>> = {
  'World Bank': 'worldBank',
  'World Bank, Global Gas Flaring Reduction Partnership (GGFR/GFMR)': 'worldBankGgfr',
  'World Bank, Global Gas Flaring Reduction Partnership / Global Flaring and Methane Reduction Partnership':
    'worldBankGfmr',
};

/** A publisher's name in the reader's language where it has one ('Banco Mundial'), else as published. */
export const publisherName = (t: TFunction, publisher: string): string => {
  const key = PUBLISHER_NAME_KEYS[publisher];
  return key ? t(`explorer.sources.publisherNames.${key}`) : publisher;
};

/** Provenance of the view: each publisher, dataset, date and licence, and the methodology behind the figures. */
export const SourcesList = ({ sources, headingOrder = 2, withMethodologyLink = true }: SourcesListProps) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const isSpanish = i18n.language === 'es';
  return (
    <Stack gap="xs" component="section" aria-labelledby="sources-heading">
      <Title order={headingOrder} size="h4" id="sources-heading">
        {t('explorer.sources.title')}
      </Title>
      <List spacing={6} size="sm">
        {sources.map((source) => {
          const title = (isSpanish && source.titleEs) || source.title;
          const licence = (isSpanish && source.licenceEs) || source.licence;
          // A text with no Spanish version is the publisher's English: say so to screen readers.
          const titleLang = isSpanish && !source.titleEs ? 'en' : undefined;
          const licenceLang = isSpanish && !source.licenceEs ? 'en' : undefined;
          return (
            <List.Item key={source.id}>
              <Text size="sm" span fw={600}>
                {publisherName(t, source.publisher)}
              </Text>
              {' — '}
              {source.url ? (
                <Anchor href={source.url} size="sm" target="_blank" rel="noreferrer" lang={titleLang}>
                  {title}
                </Anchor>
              ) : (
                <span lang={titleLang}>{title}</span>
              )}
              {source.publishedOn && ` (${format.date(source.publishedOn)})`}
              <Text size="xs" c="dark.4">
                {t('explorer.sources.licence', { licence: '' })}
                <span lang={licenceLang}>{licence}</span>
              </Text>
            </List.Item>
          );
        })}
      </List>
      {withMethodologyLink && (
        <Anchor component={Link} to={paths.methodology} size="sm">
          {t('explorer.methodologyLink')}
        </Anchor>
      )}
    </Stack>
  );
};

const shortPublisher = (t: TFunction, source: FlaringSource) =>
  publisherName(t, source.publisher.split(',')[0] ?? source.publisher);

/**
 * Short publisher name of a source id, for the note under a figure ('Earth Observation Group'). A
 * figure computed from two sources has both ids joined by '+' (e.g. a flaring index: satellite
 * volume over reported gas production).
 */
export const sourceName = (
  t: TFunction,
  sources: readonly FlaringSource[],
  id: string | null | undefined,
): string =>
  (id ?? '')
    .split('+')
    .map((part) => {
      const source = sources.find((candidate) => candidate.id === part);
      return source ? shortPublisher(t, source) : part;
    })
    .join(' + ');

/** Short publisher name of the first source that matches. */
export const publisherOf = (
  t: TFunction,
  sources: readonly FlaringSource[],
  match: (source: FlaringSource) => boolean,
): string => {
  const source = sources.find(match);
  return source ? shortPublisher(t, source) : '';
};
