import { Alert, Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFirstPaintHandoff } from '../first-paint';

/** Shown when a screen fails to load (a lost connection while fetching its code, say). */
export const RouteError = () => {
  const { t } = useTranslation();
  useFirstPaintHandoff();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" role="alert" title={t('app.name')}>
        {t('errors.general')}
      </Alert>
      <Button mt="md" component="a" href="/">
        {t('notFound.goHome')}
      </Button>
    </Container>
  );
};
