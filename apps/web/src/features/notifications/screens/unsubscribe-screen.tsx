import type { NotificationKind } from '@flarescope/shared';
import { Alert, Anchor, Container, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { errorKeyOf } from '../../../lib/form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { unsubscribe } from '../api/email-preferences';

type State =
  { kind: 'working' } | { kind: 'done'; notice: NotificationKind } | { kind: 'error'; key: string };

/**
 * `/unsubscribe?token=…` (both route sets): a notice mail's one-click link. The page turns that kind of
 * e-mail off as it opens (a script runs it, so a mail scanner fetching the link changes nothing).
 */
export const UnsubscribeScreen = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('investors.unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'error', key: 'investors.unsubscribe.missing' },
  );
  const hasRun = useRef(false);
  useEffect(() => {
    if (!token || hasRun.current) return;
    hasRun.current = true;
    unsubscribe(token).then(
      (answer) => setState({ kind: 'done', notice: answer.kind }),
      (error: unknown) => setState({ kind: 'error', key: errorKeyOf(error) }),
    );
  }, [token]);
  return (
    <Container size="sm" py="xl">
      <PageHeader title={t('investors.unsubscribe.title')} />
      <Stack gap="md">
        {state.kind === 'working' && (
          <Text role="status">
            <Loader size="xs" mr="xs" aria-hidden />
            {t('investors.unsubscribe.working')}
          </Text>
        )}
        {state.kind === 'done' && (
          <Alert color="teal" role="status">
            <Text>{t('investors.unsubscribe.done')}</Text>
            <Text size="sm">
              {t('investors.unsubscribe.kindLabel', {
                kind: t(`investors.emailPreferences.kinds.${state.notice}`),
              })}
            </Text>
          </Alert>
        )}
        {state.kind === 'error' && (
          <Alert color="red" role="alert">
            {t(state.key)}
          </Alert>
        )}
        <Anchor component={Link} to={`${paths.settings}#email-notices`}>
          {t('investors.unsubscribe.settings')}
        </Anchor>
      </Stack>
    </Container>
  );
};
