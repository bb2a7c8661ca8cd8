import { Alert, Anchor, Container, Divider, Group, Loader, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/ui/query-state';
import { PageHeader } from '../../../components/ui/page-header';
import { isLocale } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStagedReveal } from '../../../lib/use-staged-reveal';
import { useAccount } from '../api/get-account';
import { AccountForm } from '../components/account-form';
import { ChangeEmailForm } from '../components/change-email-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { CloseAccount } from '../components/close-account';
import { PreferencesForm, type PreferencesFormProps } from '../components/preferences-form';
import { SettingsSection } from '../components/settings-section';

/** A section other features add to the page (the investor profile), composed by the route. */
export type ExtraSettingsSection = { id: string; title: string; content: ReactNode };

type SettingsScreenProps = Omit<PreferencesFormProps, 'language'> & {
  /** Called once the account is closed: the app reloads into the signed-out set. */
  onAccountClosed: () => void;
  /** Shown after the preferences, each with its anchor in the sections' navigation. */
  extraSections?: ExtraSettingsSection[];
};

const SECTIONS = [
  { id: 'account', title: 'settings.account.title' },
  { id: 'preferences', title: 'settings.preferences.title' },
  { id: 'security', title: 'settings.security.title' },
] as const;

/** `/settings` (signed in): account settings, preferences, security and privacy (SPEC §2). */
export const SettingsScreen = ({
  units,
  onLanguageChange,
  onUnitsChange,
  onAccountClosed,
  extraSections = [],
}: SettingsScreenProps) => {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const account = useAccount();
  const [params] = useSearchParams();
  const location = useLocation();
  const linkCode = params.get('emailCode') ?? undefined;
  const linkEmail = params.get('newEmail');
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const hasAccount = Boolean(account.data);

  // The email-change mail's link lands here: bring its form into view once it is there.
  useEffect(() => {
    if (linkCode && hasAccount) document.getElementById('change-email')?.scrollIntoView();
  }, [linkCode, hasAccount]);

  const needsAccount = (render: (data: NonNullable<typeof account.data>) => React.ReactNode) => {
    if (account.data) return render(account.data);
    if (account.isError)
      return (
        <Alert color="red" role="alert">
          {t('errors.general')}
        </Alert>
      );
    return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  };

  const parts = [
    <SettingsSection key="account" id="account" title={t('settings.account.title')}>
      {needsAccount((data) => (
        <AccountForm account={data} />
      ))}
    </SettingsSection>,
    <SettingsSection key="preferences" id="preferences" title={t('settings.preferences.title')}>
      <PreferencesForm
        language={language}
        units={units}
        onLanguageChange={onLanguageChange}
        onUnitsChange={onUnitsChange}
      />
    </SettingsSection>,
    ...extraSections.map((section) => (
      <SettingsSection key={section.id} id={section.id} title={section.title}>
        {section.content}
      </SettingsSection>
    )),
    <SettingsSection key="security" id="security" title={t('settings.security.title')}>
      <SettingsSection id="change-password" title={t('settings.password.title')} order={3}>
        <ChangePasswordForm />
      </SettingsSection>
      <Divider />
      <SettingsSection id="change-email" title={t('settings.email.title')} order={3}>
        {needsAccount((data) => (
          <ChangeEmailForm
            email={data.email}
            pendingEmail={linkEmail ?? data.pendingEmail}
            initialCode={linkCode}
            language={language}
          />
        ))}
      </SettingsSection>
      <Divider />
      <SettingsSection id="close-account" title={t('settings.close.title')} order={3}>
        <CloseAccount onClosed={onAccountClosed} />
      </SettingsSection>
    </SettingsSection>,
  ];
  // Section by section once the account is here (useStagedReveal), unless a link leads further down.
  const shown = useStagedReveal(
    account.isPending ? 0 : parts.length,
    Boolean(linkCode) || location.hash !== '',
  );

  if (account.isPending)
    // The page's head at once (the server painted it already), then the sections together when the
    // account arrives: a form drawn later would push the ones below it down (a layout shift).
    return (
      <Container size="md" py="xl">
        <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
        <LoadingState isScreenTall />
      </Container>
    );

  return (
    <Container size="md" py="xl">
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      <Group component="nav" aria-label={t('settings.sectionsNav')} gap="lg" mb="lg">
        {SECTIONS.map((section) => (
          <Anchor key={section.id} href={`#${section.id}`} fw={600}>
            {t(section.title)}
          </Anchor>
        ))}
        {extraSections.map((section) => (
          <Anchor key={section.id} href={`#${section.id}`} fw={600}>
            {section.title}
          </Anchor>
        ))}
      </Group>
      <Stack gap="xl">{parts.slice(0, shown)}</Stack>
    </Container>
  );
};
