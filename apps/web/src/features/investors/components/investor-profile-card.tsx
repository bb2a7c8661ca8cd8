import type { InvestorProfile } from '@flarescope/shared';
import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useInvestorProfile } from '../api/get-investor-profile';
import { useTechnologies } from '../../../domains/projects/api/get-technologies';

type InvestorProfileCardProps = {
  /** The profile to show; the signed-in user's own when left out. */
  profile?: InvestorProfile | null;
};

const CardBody = ({ profile }: { profile: InvestorProfile | null }) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const technologies = useTechnologies();
  if (!profile) return <Text c="dark.4">{t('investors.profile.none')}</Text>;
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
  const technologyName = (id: string) => {
    const item = technologies.data?.items.find((candidate) => candidate.id === id);
    return item ? (i18n.language === 'es' ? item.name.es : item.name.en) : id;
  };
  return (
    <Stack gap={6}>
      <Text fw={700} size="lg">
        {profile.organisation}
      </Text>
      <Group gap="xs">
        <Badge variant="light" color="orange">
          {t(`investors.types.${profile.type}`)}
        </Badge>
        <Text size="sm">
          {t('investors.profile.ticket', {
            min: format.usd(profile.ticketMinUsd),
            max: format.usd(profile.ticketMaxUsd),
          })}
        </Text>
      </Group>
      <Text size="sm">
        <Text span fw={600}>
          {t('investors.profile.countries')}:
        </Text>{' '}
        {profile.countries.length > 0
          ? profile.countries.map((code) => countryNames.of(code) ?? code).join(', ')
          : t('investors.profile.any')}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          {t('investors.profile.technologies')}:
        </Text>{' '}
        {profile.technologies.length > 0
          ? profile.technologies.map(technologyName).join(', ')
          : t('investors.profile.any')}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          {t('investors.profile.instruments')}:
        </Text>{' '}
        {profile.instruments.length > 0
          ? profile.instruments.map((instrument) => t(`investors.instruments.${instrument}`)).join(', ')
          : t('investors.profile.any')}
      </Text>
      {profile.minIrr !== null && (
        <Text size="sm" data-testid="investor-min-irr">
          {t('investors.profile.minIrrShown', {
            irr: format.percent(profile.minIrr * 100, 1),
            case: t(`investors.profile.caseNames.${profile.irrCase}`),
          })}
        </Text>
      )}
    </Stack>
  );
};

const OwnProfile = () => {
  const { t } = useTranslation();
  const own = useInvestorProfile();
  if (!own.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  return <CardBody profile={own.data.profile} />;
};

/**
 * An investor profile as a card, self-contained for the passport (SPEC §2 "My Passport"): given a
 * profile it shows it; without one it loads the signed-in user's own.
 */
export const InvestorProfileCard = ({ profile }: InvestorProfileCardProps) => {
  const { t } = useTranslation();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="investor-profile-card-title">
      <Title order={2} size="h4" id="investor-profile-card-title" mb="xs">
        {t('investors.profile.cardTitle')}
      </Title>
      {profile === undefined ? <OwnProfile /> : <CardBody profile={profile} />}
    </Paper>
  );
};
