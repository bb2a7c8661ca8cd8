import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isLocale } from '../../../lib/i18n';
import type { UnitSystem } from '@flarescope/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ForgotPassword } from '../components/forgot-password';
import { SignInForm } from '../components/sign-in-form';
import { SignUpWizard } from '../components/sign-up-wizard';
import classes from './login-screen.module.css';

type LoginScreenProps = {
  /** `/oagregistermanualactive`: the same screen, opened on registration (SPEC §2). */
  isRegistration: boolean;
  signInHref: string;
  registerHref: string;
  visitorHref: string;
  legalLinks: Array<{ to: string; label: string }>;
  units: UnitSystem;
  /** Signing in or up reloads the app so the signed-in route set is chosen (SPEC §2). */
  onSignedIn: () => void;
};

/** What the sign-in form shows after a password reset (carried in the history entry's state). */
type SignInState = { email?: string; notice?: 'password_reset' } | null;

/**
 * The login screen at `/` (signed out): sign-in, sign-up at `/oagregistermanualactive`, and the
 * password reset at `/?reset=1`. Mail links fill the code in (`?email=&code=`).
 */
export const LoginScreen = ({
  isRegistration,
  signInHref,
  registerHref,
  visitorHref,
  legalLinks,
  units,
  onSignedIn,
}: LoginScreenProps) => {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as SignInState;
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const linkEmail = params.get('email') ?? undefined;
  const linkCode = params.get('code') ?? undefined;
  const mode = isRegistration ? 'signup' : params.get('reset') === '1' ? 'forgot' : 'signin';
  const title = t(
    mode === 'signup'
      ? 'accounts.signUp.title'
      : mode === 'forgot'
        ? 'accounts.forgot.title'
        : 'accounts.signIn.title',
  );
  useDocumentTitle(title);

  return (
    <div className={classes.page}>
      <main id="main">
        <Container size={520} py={{ base: 32, sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
          <Group justify="space-between" mb="lg" wrap="nowrap">
            <Anchor component={Link} to={visitorHref} underline="never" className={classes.brand}>
              <img src="/favicon.svg" alt="" width={32} height={32} />
              <Text component="span" fw={800} size="xl" c="white">
                {t('app.name')}
              </Text>
            </Anchor>
            <LanguageSwitch />
          </Group>
          <Paper radius="md" p={{ base: 'md', sm: 'xl' }} shadow="lg">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {mode === 'signin' && <Text c="dimmed">{t('accounts.brandLead')}</Text>}
                {mode === 'signup' && (
                  <Text size="sm">
                    {t('accounts.signUp.haveAccount')}{' '}
                    <Anchor component={Link} to={signInHref} fw={600}>
                      {t('accounts.signUp.signIn')}
                    </Anchor>
                  </Text>
                )}
              </Stack>
              {mode === 'signin' && (
                <SignInForm
                  key={location.key}
                  initialEmail={state?.email ?? ''}
                  notice={state?.notice === 'password_reset' ? t('errors.password_reset_success') : null}
                  registerHref={registerHref}
                  visitorHref={visitorHref}
                  onForgotPassword={(email) =>
                    navigate({ pathname: signInHref, search: '?reset=1' }, { state: { email } })
                  }
                  onSignedIn={onSignedIn}
                />
              )}
              {mode === 'signup' && (
                <SignUpWizard
                  initialEmail={linkEmail}
                  initialCode={linkCode}
                  language={language}
                  units={units}
                  onSignedIn={onSignedIn}
                />
              )}
              {mode === 'forgot' && (
                <ForgotPassword
                  initialEmail={linkEmail ?? state?.email ?? ''}
                  initialCode={linkCode}
                  language={language}
                  onDone={({ email, isReset }) =>
                    navigate(signInHref, {
                      replace: isReset,
                      state: isReset ? { email, notice: 'password_reset' } : { email },
                    })
                  }
                />
              )}
            </Stack>
          </Paper>
          {mode !== 'signin' && (
            <Text size="sm" c="gray.3" mt="lg" ta="center">
              {t('accounts.brandLead')}
            </Text>
          )}
          <Group justify="center" gap="md" mt={mode === 'signin' ? 'lg' : 'sm'}>
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
