import { Alert, Anchor, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** SPEC §6: without project access the user sees 'You have not yet received access to projects data.' */
export const NoProjectAccess = () => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('projects.noAccess.title')} />
      <Alert color="orange" variant="light" role="status" maw={760}>
        <Text fw={600}>{t('errors.no_project_access')}</Text>
        <Text size="sm" mt="xs">
          {t('projects.noAccess.body')}
        </Text>
      </Alert>
      {/* The screened opportunities are the default model on flares, open to every signed-in user. */}
      <Anchor component={Link} to={paths.screened} display="block" mt="md">
        {t('projects.screened.link')}
      </Anchor>
    </Container>
  );
};
