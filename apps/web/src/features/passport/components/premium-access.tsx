import { Alert, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What premium data unlocks, whether the user has it, and how to ask for it (SPEC's message without it). */
export const PremiumAccess = ({ hasPremiumAccess }: { hasPremiumAccess: boolean }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {hasPremiumAccess ? (
        <Alert color="teal" role="status">
          {t('passport.premium.has')}
        </Alert>
      ) : (
        <Alert color="gray">{t('errors.no_premium_access')}</Alert>
      )}
      <Text fw={600}>{t('passport.premium.unlocks')}</Text>
      <List spacing={4}>
        <List.Item>{t('passport.premium.items.exports')}</List.Item>
        <List.Item>{t('passport.premium.items.apiKeys')}</List.Item>
        <List.Item>{t('passport.premium.items.monthly')}</List.Item>
      </List>
      {!hasPremiumAccess && <Text c="dark.4">{t('passport.premium.howTo')}</Text>}
    </Stack>
  );
};
