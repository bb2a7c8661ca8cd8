import type { FlareResponse } from '@flarescope/shared';
import { Anchor, Paper, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyName } from '../../../domains/flaring/components/names';
import { publisherName, sourceName } from '../../../domains/flaring/components/sources-list';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import classes from './flare-facts.module.css';

/** The locations the shipped data writes in English (flaring/seed/build-seed.ts), by dictionary key. */
const ZONE_KEYS: Readonly<Record<string, string>> = {
  'Saudi–Kuwaiti Partitioned Zone (Saudi share)': 'saudiShare',
  'Saudi–Kuwaiti Partitioned Zone (Kuwaiti share)': 'kuwaitiShare',
  'Saudi–Kuwaiti Neutral Zone (shared by Saudi Arabia and Kuwait)': 'neutralZone',
};

/** A flare's location in the reader's language: "Loma Campana, cuenca Neuquina" for "…, Neuquina basin". */
const locationText = (t: TFunction, location: string): string => {
  const zone = ZONE_KEYS[location];
  if (zone) return t(`flaring.flare.facts.locations.${zone}`);
  const basin = /^(.+), (\S+) basin$/.exec(location);
  return basin ? t('flaring.flare.facts.locations.basin', { place: basin[1], basin: basin[2] }) : location;
};

/**
 * Who each observed year's volume belongs to, when a source dates any of it or it changed hands (decision
 * 014): "2017–2019: Wintershall Energía S.A. · 2020–2021: …", with the source that dates the years.
 */
const operatorFacts = (t: TFunction, data: FlareResponse): Array<[string, ReactNode]> => {
  const runs = data.flare.operatorsByYear;
  const dating = runs.find((run) => run.sourceId !== null)?.sourceId ?? null;
  if (runs.length < 2 && dating === null) return [];
  return [
    [
      t('flaring.flare.facts.operatorsByYear'),
      <>
        <ul className={classes.runs}>
          {runs.map((run) => (
            <li key={run.fromYear}>
              {run.fromYear === run.toYear
                ? run.fromYear
                : t('explorer.flares.seenFromTo', { from: run.fromYear, to: run.toYear })}
              {': '}
              <Anchor
                component={Link}
                to={paths.flaring.company(data.country.slug, run.company.slug)}
                size="sm"
              >
                {companyName(run.company, t)}
              </Anchor>
            </li>
          ))}
        </ul>
        <Text size="xs" c="dark.4">
          {dating
            ? t('flaring.flare.facts.operatorsDatedBy', { source: sourceName(t, data.sources, dating) })
            : t('flaring.flare.facts.operatorsUndated')}
        </Text>
      </>,
    ],
  ];
};

/**
 * The per-flare sources' sites matched to this flare (decision 016), latest year first: the field and
 * operator as the source writes them, the site's distance and volume, and, where a regulator dates the
 * same year with another operator, that the regulator's record won.
 */
const siteFacts = (
  t: TFunction,
  data: FlareResponse,
  format: ReturnType<typeof useFormat>,
): Array<[string, ReactNode]> => {
  const matches = data.flare.siteMatches;
  if (matches.length === 0) return [];
  const winnerOf = (year: number) =>
    data.flare.operatorsByYear.find((run) => run.fromYear <= year && year <= run.toYear);
  const distance = new Intl.NumberFormat(format.locale, { maximumFractionDigits: 2 });
  return [
    [
      t('flaring.flare.facts.siteMatches'),
      <ul className={classes.runs} key="sites">
        {matches.map((match) => {
          const source = sourceName(t, data.sources, match.sourceId);
          const winner = winnerOf(match.year);
          const lost =
            match.operator !== null &&
            winner?.sourceId !== null &&
            winner?.sourceId !== undefined &&
            winner.sourceId !== match.sourceId &&
            winner.company.name !== match.operator;
          return (
            <li key={`${match.year}-${match.sourceId}`} data-testid="site-match">
              {t('flaring.flare.facts.siteMatch', {
                year: match.year,
                source,
                field: match.fieldName ?? t('flaring.flare.facts.siteUnknown'),
                fieldType: match.fieldType ? t(`flaring.flare.facts.fieldTypes.${match.fieldType}`) : '',
                operator: match.operator ?? t('flaring.flare.facts.siteUnknown'),
                distance: `${distance.format(match.distanceM / 1000)} km`,
                volume: match.volumeM3 === null ? '—' : format.volume(match.volumeM3).text,
              })}
              {lost && winner && (
                <Text size="xs" c="dark.4">
                  {t('flaring.flare.facts.precedence', {
                    year: match.year,
                    source,
                    named: match.operator,
                    winner: `${companyName(winner.company, t)}, ${sourceName(t, data.sources, winner.sourceId)}`,
                  })}
                </Text>
              )}
            </li>
          );
        })}
      </ul>,
    ],
  ];
};

/** General information of one flare (SPEC §3): source, date, location, field, operator, type. */
export const FlareFacts = ({ data }: { data: FlareResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { flare } = data;
  const coordinates = new Intl.NumberFormat(format.locale, {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  });
  const yesNo = (value: boolean | null, yes: string, no: string) =>
    value === null ? t('flaring.flare.unknown') : value ? yes : no;
  const facts: Array<[string, ReactNode]> = [
    [
      t('flaring.flare.facts.source'),
      flare.source.url ? (
        <Anchor href={flare.source.url} target="_blank" rel="noreferrer" size="sm">
          {publisherName(t, flare.source.publisher)}
        </Anchor>
      ) : (
        publisherName(t, flare.source.publisher)
      ),
    ],
    [t('flaring.flare.facts.dataDate'), flare.dataDate ? format.date(flare.dataDate) : '—'],
    [t('flaring.flare.facts.location'), flare.location ? locationText(t, flare.location) : '—'],
    [t('flaring.flare.facts.latitude'), `${coordinates.format(flare.latitude)}°`],
    [t('flaring.flare.facts.longitude'), `${coordinates.format(flare.longitude)}°`],
    [
      t('flaring.flare.facts.field'),
      flare.field
        ? [
            flare.field.name,
            flare.field.basin,
            flare.field.fieldType
              ? t(`flaring.flare.facts.fieldTypes.${flare.field.fieldType}`).trim()
              : null,
          ]
            .filter(Boolean)
            .join(' · ')
        : '—',
    ],
    [
      t('flaring.flare.facts.fieldOperator'),
      flare.fieldOperator ? (
        <Anchor
          component={Link}
          to={paths.flaring.company(data.country.slug, flare.fieldOperator.slug)}
          size="sm"
        >
          {companyName(flare.fieldOperator, t)}
        </Anchor>
      ) : (
        t('explorer.unattributed.name')
      ),
    ],
    ...operatorFacts(t, data),
    ...siteFacts(t, data, format),
    [t('flaring.flare.facts.type'), t(`explorer.flareTypes.${flare.type}`)],
    [
      t('flaring.flare.facts.routine'),
      yesNo(flare.isRoutine, t('flaring.flare.routine'), t('flaring.flare.nonRoutine')),
    ],
    [
      t('flaring.flare.facts.onshore'),
      yesNo(flare.isOnshore, t('flaring.flare.onshore'), t('flaring.flare.offshore')),
    ],
    [
      t('flaring.flare.facts.temperature'),
      flare.temperatureK === null ? '—' : format.temperature(flare.temperatureK).text,
    ],
    [
      t('flaring.flare.facts.detection'),
      flare.detectionFrequency === null ? '—' : format.percent(flare.detectionFrequency * 100, 0),
    ],
    [t('flaring.flare.facts.externalId'), flare.externalId],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="facts-heading">
      <Title order={2} size="h4" id="facts-heading" mb="xs">
        {t('flaring.flare.factsTitle')}
      </Title>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={classes.fact}>
            <Text component="dt" size="sm" c="dark.4">
              {label}
            </Text>
            <Text component="dd" size="sm">
              {value}
            </Text>
          </div>
        ))}
      </dl>
    </Paper>
  );
};
