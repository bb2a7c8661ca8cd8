import type { InvestorMatchesResponse, MatchReasonResponse } from '@flarescope/shared';
import { Alert, Anchor, Group, List, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTechnologies } from '../../../domains/projects/api/get-technologies';
import { useFormat } from '../../../lib/format';
import { errorKeyOf } from '../../../lib/form-errors';
import { useInvestorMatches, useProjectInvestorMatches } from '../api/get-investor-matches';
import { useInvestorProfile } from '../api/get-investor-profile';

/** One reason an opportunity matches, in the reader's language. */
const useReasonText = () => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const technologies = useTechnologies();
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
  return (reason: MatchReasonResponse): string => {
    switch (reason.kind) {
      case 'country':
        return t('investors.matches.reasons.country', {
          country: regions.of(reason.country) ?? reason.country,
        });
      case 'technology': {
        const item = technologies.data?.items.find((candidate) => candidate.id === reason.technology);
        const name = item ? (i18n.language === 'es' ? item.name.es : item.name.en) : reason.technology;
        return t('investors.matches.reasons.technology', { technology: name });
      }
      case 'ticket':
        return t('investors.matches.reasons.ticket', {
          instrument: t(`investors.instruments.${reason.instrument}`),
          amount: format.usd(reason.amountUsd),
        });
      default:
        return t('investors.matches.reasons.irr', {
          irr: format.percent(reason.irr * 100, 1),
          case: t(`investors.profile.caseNames.${reason.irrCase}`),
          min: format.percent(reason.minIrr * 100, 1),
        });
    }
  };
};

const Reasons = ({ reasons, label }: { reasons: MatchReasonResponse[]; label: string }) => {
  const text = useReasonText();
  return (
    <List size="sm" spacing={2} aria-label={label}>
      {reasons.map((reason, index) => (
        <List.Item key={`${reason.kind}-${index}`}>{text(reason)}</List.Item>
      ))}
    </List>
  );
};

const MatchesBody = ({
  data,
  page,
  onPage,
}: {
  data: InvestorMatchesResponse;
  page: number;
  onPage: (page: number) => void;
}) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const name = (value: { nameEn: string; nameEs: string }) =>
    i18n.language === 'es' ? value.nameEs : value.nameEn;
  const { projects, opportunities } = data;
  const pages = Math.ceil(opportunities.total / opportunities.pageSize);
  return (
    <Stack gap="md">
      <Stack gap="xs" data-testid="matches-projects">
        <Title order={3} size="h5">
          {t('investors.matches.projects')}
        </Title>
        {projects.length === 0 ? (
          <Text size="sm" c="dark.4">
            {t('investors.matches.projectsNone')}
          </Text>
        ) : (
          projects.map((project) => {
            const title = i18n.language === 'es' ? project.title.es : project.title.en;
            return (
              <Paper key={project.slug} withBorder p="sm" radius="sm">
                <Anchor component={Link} to={paths.project.info(project.slug)} fw={600}>
                  {title}
                </Anchor>
                <Text size="xs" c="dark.4">
                  {name(project.country)} · {t(`investors.matches.stages.${project.stage}`)}
                </Text>
                <Reasons
                  reasons={project.reasons}
                  label={t('investors.matches.reasonsOf', { name: title })}
                />
              </Paper>
            );
          })
        )}
      </Stack>
      <Stack gap="xs" data-testid="matches-opportunities">
        <Title order={3} size="h5">
          {t('investors.matches.opportunities', { total: opportunities.total })}
        </Title>
        {opportunities.items.length === 0 ? (
          <Text size="sm" c="dark.4">
            {t('investors.matches.opportunitiesNone')}
          </Text>
        ) : (
          opportunities.items.map((item) => (
            <Paper
              key={`${item.flare.country.slug}/${item.flare.company.slug}/${item.flare.name}`}
              withBorder
              p="sm"
              radius="sm"
            >
              <Group gap="xs" justify="space-between">
                <Anchor
                  component={Link}
                  to={paths.flaring.flare(item.flare.country.slug, item.flare.company.slug, item.flare.name)}
                  fw={600}
                >
                  {item.flare.name}
                </Anchor>
                <Text size="xs" c="dark.4">
                  {name(item.flare.country)} ·{' '}
                  {t('investors.matches.capacity', {
                    mw: format.decimal(item.capacityMw, 1),
                    capex: format.usd(item.capexUsd),
                  })}
                </Text>
              </Group>
              <Reasons
                reasons={item.reasons}
                label={t('investors.matches.reasonsOf', { name: item.flare.name })}
              />
            </Paper>
          ))
        )}
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            aria-label={t('investors.matches.pages')}
            getControlProps={(control) =>
              control === 'previous' || control === 'next'
                ? { 'aria-label': t(`investors.matches.${control}Page`) }
                : {}
            }
          />
        )}
      </Stack>
    </Stack>
  );
};

const Matches = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const matches = useInvestorMatches(page);
  if (matches.isError)
    return (
      <Alert color="red" role="alert">
        {t(errorKeyOf(matches.error))}
      </Alert>
    );
  if (!matches.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  return <MatchesBody data={matches.data} page={page} onPage={setPage} />;
};

/**
 * "Matches for you" on the passport (issue 33, item 9; decision 039): the published projects and the
 * screened opportunities meeting the investor profile, each with why. Without a profile it says where to
 * state one.
 */
export const InvestorMatches = () => {
  const { t } = useTranslation();
  const profile = useInvestorProfile();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="investor-matches-title">
      <Title order={2} size="h4" id="investor-matches-title" mb="xs">
        {t('investors.matches.title')}
      </Title>
      {!profile.data ? (
        <Loader size="sm" role="status" aria-label={t('app.loading')} />
      ) : profile.data.profile === null ? (
        <Text size="sm" c="dark.4">
          {t('investors.matches.needsProfile')}{' '}
          <Anchor component={Link} to={paths.settings} underline="always">
            {t('investors.matches.toSettings')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dark.4">
            {t('investors.matches.lead')}
          </Text>
          <Matches />
        </Stack>
      )}
    </Paper>
  );
};

/**
 * For a project's owner and administrators: how many investors' criteria the project meets — a count,
 * never who (decision 039); investors are named once they show interest.
 */
export const InvestorMatchCount = ({ slug }: { slug: string }) => {
  const { t } = useTranslation();
  const count = useProjectInvestorMatches(slug);
  if (!count.data) return null;
  return (
    <Stack gap={2} data-testid="investor-match-count">
      <Text fw={600}>{t('investors.matches.ownerCount', { count: count.data.count })}</Text>
      <Text size="xs" c="dark.4">
        {t('investors.matches.ownerCountNote')}
      </Text>
    </Stack>
  );
};
