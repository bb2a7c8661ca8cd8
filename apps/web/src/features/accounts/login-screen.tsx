import { Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch';
import classes from './login-screen.module.css';
import { useDocumentTitle } from '../../lib/use-document-title';

type LoginScreenProps = { visitorHref: string; legalLinks: Array<{ to: string; label: string }> };

/**
 * The login screen at `/` (signed out) and `/oagregistermanualactive`. The accounts issue replaces
 * the body with sign-in, sign-up and password reset; entering as a visitor already works.
 */
export const LoginScreen = ({ visitorHref, legalLinks }: LoginScreenProps) => {
  const { t } = useTranslation();
  useDocumentTitle(t('upcoming.login.title'));
  return (
    <div className={classes.page}>
      <main id="main">
        <Container size={460} py={64}>
          <Group justify="space-between" mb="lg">
            <Group gap={8}>
              <img src="/favicon.svg" alt="" width={32} height={32} />
              <Text fw={800} size="xl" c="white">
                {t('app.name')}
              </Text>
            </Group>
            <LanguageSwitch />
          </Group>
          <Paper radius="md" p="xl" shadow="lg">
            <Stack gap="md">
              <Badge color="orange" variant="light" w="fit-content">
                {t('upcoming.badge')}
              </Badge>
              <Title order={1} size="h2">
                {t('upcoming.login.title')}
              </Title>
              <Text c="dark.5">{t('upcoming.login.body')}</Text>
              <Button component={Link} to={visitorHref} size="md" fullWidth>
                {t('upcoming.login.visitor')}
              </Button>
            </Stack>
          </Paper>
          <Text size="sm" c="gray.3" mt="lg" ta="center">
            {t('app.tagline')}
          </Text>
          <Group justify="center" gap="md" mt="sm">
            {legalLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="gray.2">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Container>
      </main>
    </div>
  );
};
