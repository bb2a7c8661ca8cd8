import { Alert, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';

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
    </Container>
  );
};
