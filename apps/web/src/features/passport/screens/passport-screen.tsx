import { Alert, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
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

type PassportScreenProps = {
  /** The account form of settings (composed by app/routes): general information is edited with it. */
  renderGeneralInfoEditor: GeneralInfoEditor;
  /** The investor profile (the investors feature's card, composed by app/routes), shown after it. */
  investorProfile?: ReactNode;
};

/** `/passport` (signed in): the professional profile of SPEC §2, its privacy, My projects, premium and API keys. */
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
    return (
      <Container size="md" py="xl">
        <Loader aria-label={t('passport.loading')} />
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
    <Container size="md" py="xl">
      <PageHeader title={t('passport.title')} lead={t('passport.lead')} />
      <Stack gap="xl">
        <Section id="cover" title={t('passport.cover.title')}>
          <CoverSection cover={data.cover} name={fullName(data)} />
        </Section>
        <Section id="profile" title={t('passport.profileSection')}>
          <HeadlineAboutForm passport={data} />
        </Section>
        <Section id="general" title={t('passport.general.title')}>
          <GeneralInfo passport={data} renderEditor={renderGeneralInfoEditor} onSaved={refresh} />
        </Section>
        {investorProfile}
        <Section id="privacy" title={t('passport.privacy.title')}>
          <PrivacyForm passport={data} />
          {data.username && <ViewAs username={data.username} profileVisibility={data.visibility.profile} />}
        </Section>
        <Section id="projects" title={t('passport.projects.title')}>
          <MyProjects />
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
    </Container>
  );
};
