import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the company "Not attributed" is, in words (DESIGN §6): never a guessed operator. */
export const UnattributedNote = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  return (
    <Alert role="note" color="gray" variant="light" title={t('explorer.unattributed.name')}>
      {t('explorer.unattributed.explanation', { country })}
    </Alert>
  );
};
