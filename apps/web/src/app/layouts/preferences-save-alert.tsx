import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../lib/preferences';

/** A failed save of the language or units to the account ('Error saved language.'), on every page. */
export const PreferencesSaveAlert = () => {
  const { t } = useTranslation();
  const { saveError, dismissSaveError } = usePreferences();
  if (!saveError) return null;
  return (
    <Container size="lg" pt="md">
      <Alert
        color="red"
        role="alert"
        withCloseButton
        closeButtonLabel={t('header.close')}
        onClose={dismissSaveError}
      >
        {t(saveError)}
      </Alert>
    </Container>
  );
};
