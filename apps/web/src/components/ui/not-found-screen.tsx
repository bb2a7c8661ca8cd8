import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

/** SPEC §8 'Unknown page': a 404 heading, 'Page Not Found' and a 'Go Home' link to `/`. */
export const NotFoundScreen = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={72} c="orange.9">
          {t('notFound.code')}
        </Title>
        <Title order={2}>{t('notFound.title')}</Title>
        <Text c="dark.4">{t('notFound.body')}</Text>
        <Button component={Link} to="/" size="md">
          {t('notFound.goHome')}
        </Button>
      </Stack>
    </Container>
  );
};
