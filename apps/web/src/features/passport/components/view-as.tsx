import { AUDIENCES, isVisibleTo, type Audience, type Visibility } from '@flarescope/shared';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { Segmented } from '../../../components/ui/segmented';
import { errorKeyOf } from '../../../lib/form-errors';
import { useProfile } from '../api/get-profile';
import { ProfileView } from './profile-view';

/**
 * "View as": the profile exactly as the API answers it for each audience (never assembled in the
 * browser). An audience the whole profile is hidden from is not asked for: the API would answer 404,
 * which the browser logs as an error on every visit (the owner's own privacy setting says so already).
 */
export const ViewAs = ({
  username,
  profileVisibility,
}: {
  username: string;
  profileVisibility: Visibility;
}) => {
  const { t } = useTranslation();
  const [audience, setAudience] = useState<Audience>('everyone');
  const isShown = isVisibleTo(profileVisibility, audience);
  const profile = useProfile(username, audience, isShown);
  // From md up the passport shows this in its narrow side column: the three audiences stack.
  const isSideColumn = useMediaQuery('(min-width: 62em)') ?? false;
  const isHidden = !isShown || (profile.error instanceof ApiError && profile.error.code === 'not_found');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600} id="view-as-label">
          {t('passport.viewAs.label')}
        </Text>
        <Segmented<Audience>
          aria-labelledby="view-as-label"
          orientation={isSideColumn ? 'vertical' : 'horizontal'}
          fullWidth
          value={audience}
          onChange={setAudience}
          data={[...AUDIENCES]
            .reverse()
            .map((value) => ({ value, label: t(`passport.viewAs.options.${value}`) }))}
        />
      </Stack>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('passport.viewAs.publicLink')}:{' '}
        <Anchor component={Link} to={paths.profile(username)}>
          {window.location.origin}
          {paths.profile(username)}
        </Anchor>
      </Text>
      {isHidden ? (
        <Alert color="gray">{t('passport.viewAs.hidden')}</Alert>
      ) : profile.isPending ? (
        <Loader size="sm" role="status" aria-label={t('passport.loading')} />
      ) : profile.isError ? (
        <Alert color="red">{t(errorKeyOf(profile.error))}</Alert>
      ) : (
        <div data-testid="view-as-profile">
          <ProfileView profile={profile.data} headingLevel={2} />
        </div>
      )}
    </Stack>
  );
};
