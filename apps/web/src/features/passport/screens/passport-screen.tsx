import type { PassportResponse } from '@flarescope/shared';
import { Alert, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/query-state';
import { PageHeader } from '../../../components/ui/page-header';
import { countryName } from '../../../lib/countries';
import { errorKeyOf } from '../../../lib/form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { passportQueryKey, usePassport } from '../api/get-passport';
import { profileQueryKey } from '../api/get-profile';
import { ApiKeysSection } from '../components/api-keys-section';
import { CoverSection } from '../components/cover-section';
import { GeneralInfo, type GeneralInfoEditor } from '../components/general-info';
import { HeadlineAboutForm } from '../components/headline-about-form';
import { MyProjects } from '../components/my-projects';
import { PremiumAccess } from '../components/premium-access';
import { PrivacyForm } from '../components/privacy-form';
import { fullName } from '../components/profile-view';
import { ViewAs } from '../components/view-as';
import classes from '../components/passport.module.css';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper
    component="section"
    id={id}
    aria-labelledby={`${id}-title`}
    withBorder
    p={{ base: 'md', sm: 'xl' }}
    radius="md"
  >
    <Stack gap="md">
      <Title order={2} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);

/**
 * Who the person is, under the cover: name, username, headline, then work and place in one line each,
 * as a visitor's profile shows them (issue 27, item 7: a profile, not a settings form).
 */
const Identity = ({ passport }: { passport: PassportResponse }) => {
  const { t, i18n } = useTranslation();
  const work =
    passport.isWorking && passport.company
      ? t('passport.profile.worksAt', { position: passport.position ?? '', company: passport.company }).trim()
      : passport.isWorking === false
        ? t('passport.profile.notWorking')
        : null;
  const place = [passport.city, passport.country ? countryName(passport.country, i18n.language) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={2} className={classes.identity}>
      <Title order={2} id="identity-title">
        {fullName(passport)}
      </Title>
      {passport.username && <Text c="dark.4">@{passport.username}</Text>}
      {passport.headline && (
        <Text size="lg" fw={500}>
          {passport.headline}
        </Text>
      )}
      {work && <Text c="dark.5">{work}</Text>}
      {place && <Text c="dark.5">{place}</Text>}
    </Stack>
  );
};

type PassportScreenProps = {
  /** The account form of settings (composed by app/routes): general information is edited with it. */
  renderGeneralInfoEditor: GeneralInfoEditor;
  /** The investor profile (the investors feature's card, composed by app/routes), shown after it. */
  investorProfile?: ReactNode;
};

/**
 * `/passport` (signed in): the professional profile of SPEC §2 laid out as a profile — cover, identity
 * and headline on top; about, general information (work: the experience), projects in the main column;
 * privacy, premium and API keys beside it on a wide screen, below on a phone. Every part is edited where
 * it shows.
 */
export const PassportScreen = ({ renderGeneralInfoEditor, investorProfile }: PassportScreenProps) => {
  const { t } = useTranslation();
  useDocumentTitle(t('passport.title'));
  const passport = usePassport();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: passportQueryKey });
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  };

  if (passport.isPending) {
    // The page's head at once (the server painted it already), and a loading state as tall as the
    // screen: the footer is not drawn in view and pushed away when the profile arrives.
    return (
      <Container size="lg" py="xl">
        <PageHeader title={t('passport.title')} lead={t('passport.lead')} />
        <LoadingState label={t('passport.loading')} isScreenTall />
      </Container>
    );
  }
  if (passport.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red">{t(errorKeyOf(passport.error))}</Alert>
      </Container>
    );
  }
  const data = passport.data;
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('passport.title')} lead={t('passport.lead')} />
      <Stack gap="xl">
        <Paper
          component="section"
          id="cover"
          aria-labelledby="identity-title"
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
        >
          <Stack gap="md">
            <CoverSection cover={data.cover} name={fullName(data)} />
            <Identity passport={data} />
          </Stack>
        </Paper>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <Section id="profile" title={t('passport.profileSection')}>
                <HeadlineAboutForm passport={data} />
              </Section>
              <Section id="general" title={t('passport.general.title')}>
                <GeneralInfo passport={data} renderEditor={renderGeneralInfoEditor} onSaved={refresh} />
              </Section>
              <Section id="projects" title={t('passport.projects.title')}>
                <MyProjects />
              </Section>
              {investorProfile}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xl">
              <Section id="privacy" title={t('passport.privacy.title')}>
                <PrivacyForm passport={data} />
                {data.username && (
                  <ViewAs username={data.username} profileVisibility={data.visibility.profile} />
                )}
              </Section>
              <Section id="premium" title={t('passport.premium.title')}>
                <PremiumAccess hasPremiumAccess={data.hasPremiumAccess} />
              </Section>
              {data.hasPremiumAccess && (
                <Section id="api-keys" title={t('passport.apiKeys.title')}>
                  <ApiKeysSection />
                </Section>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
};
