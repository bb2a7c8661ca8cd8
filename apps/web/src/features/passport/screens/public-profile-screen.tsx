import { Alert, Container, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotFoundScreen } from '../../../components/ui/not-found-screen';
import { ApiError } from '../../../lib/api-client';
import { errorKeyOf } from '../../../lib/form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProfile } from '../api/get-profile';
import { fullName, ProfileView } from '../components/profile-view';

/** `/passport/{username}`: what the owner made visible to this viewer; unknown or hidden is the 404 screen. */
export const PublicProfileScreen = ({ username }: { username: string }) => {
  const { t } = useTranslation();
  const profile = useProfile(username);
  useDocumentTitle(
    profile.data ? t('passport.profile.title', { name: fullName(profile.data) }) : t('passport.title'),
  );
  if (profile.isPending) {
    return (
      <Container size="md" py="xl">
        <Loader role="status" aria-label={t('passport.loading')} />
      </Container>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.code === 'not_found') return <NotFoundScreen />;
    return (
      <Container size="md" py="xl">
        <Alert color="red">{t(errorKeyOf(profile.error))}</Alert>
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <ProfileView profile={profile.data} />
    </Container>
  );
};
