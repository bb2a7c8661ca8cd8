import type { ProfileResponse } from '@flarescope/shared';
import { Box, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/countries';
import classes from './passport.module.css';

export const fullName = (person: {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}) => [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username || '';

type FactProps = { label: string; children: React.ReactNode };
const Fact = ({ label, children }: FactProps) => (
  <Box>
    <Text size="sm" fw={700} c="dark.5">
      {label}
    </Text>
    <Text>{children}</Text>
  </Box>
);

/**
 * A profile as its audience sees it: a field the answer leaves out is hidden from that audience and not
 * shown at all. About me is plain text (line breaks kept by CSS; React escapes it, so no HTML is rendered).
 */
export const ProfileView = ({
  profile,
  headingLevel = 1,
}: {
  profile: ProfileResponse;
  headingLevel?: 1 | 2;
}) => {
  const { t, i18n } = useTranslation();
  const name = fullName(profile);
  return (
    <Stack gap="md">
      {profile.cover ? (
        <Image
          src={profile.cover.bannerUrl}
          alt={t('passport.cover.alt', { name })}
          className={classes.banner}
        />
      ) : (
        <Box className={classes.bannerPlaceholder} aria-hidden />
      )}
      <Stack gap={4}>
        <Title order={headingLevel}>{name}</Title>
        <Text c="dark.4">@{profile.username}</Text>
        {profile.headline && (
          <Text size="lg" data-testid="profile-headline">
            {profile.headline}
          </Text>
        )}
      </Stack>
      {profile.work && (
        <Fact label={t('passport.profile.work')}>
          {profile.work.isWorking && profile.work.company
            ? t('passport.profile.worksAt', {
                position: profile.work.position ?? '',
                company: profile.work.company,
              })
            : t('passport.profile.notWorking')}
        </Fact>
      )}
      {profile.location && (profile.location.city || profile.location.country) && (
        <Fact label={t('passport.profile.location')}>
          {[
            profile.location.city,
            profile.location.country ? countryName(profile.location.country, i18n.language) : null,
          ]
            .filter(Boolean)
            .join(', ')}
        </Fact>
      )}
      {profile.birthDate && (
        <Fact label={t('passport.profile.birthDate')}>
          {new Date(`${profile.birthDate}T00:00:00Z`).toLocaleDateString(i18n.language, {
            timeZone: 'UTC',
            dateStyle: 'long',
          })}
        </Fact>
      )}
      {profile.about && (
        <Box>
          <Text size="sm" fw={700} c="dark.5">
            {t('passport.profile.about')}
          </Text>
          <Text className={classes.about} data-testid="profile-about">
            {profile.about}
          </Text>
        </Box>
      )}
    </Stack>
  );
};
