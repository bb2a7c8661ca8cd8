import { Alert, Button, Container, Loader, Stack, Text } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { NotFoundScreen } from './not-found-screen';

/** True when the API answered 404 (an unknown country, company or flare). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * `isScreenTall`: a whole page is loading. As tall as the screen, the footer stays below the fold
 * rather than being drawn at the bottom of the screen and pushed off it when the content arrives
 * (a layout shift, which Lighthouse counted at 0.14 on a phone).
 */
export const LoadingState = ({ label, isScreenTall = false }: { label?: string; isScreenTall?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Stack align="center" py={64} mih={isScreenTall ? '100vh' : undefined} role="status" aria-live="polite">
      <Loader aria-hidden />
      <Text c="dark.4">{label ?? t('app.loading')}</Text>
    </Stack>
  );
};

/** SPEC §8 'General': the network or the server failed; the user can try again. */
export const ErrorState = ({ onRetry }: { onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t('explorer.states.errorTitle')}>
      <Text size="sm">{t('errors.general')}</Text>
      {onRetry && (
        <Button size="xs" variant="white" color="red" mt="sm" onClick={onRetry}>
          {t('explorer.states.retry')}
        </Button>
      )}
    </Alert>
  );
};

type QueryLike<T> = { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };

type QueryStateProps<T> = {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /** The query is the page's own: its loading state is as tall as the screen (see LoadingState). */
  isPage?: boolean;
};

/**
 * The states every screen that waits for a query has: loading, the not-found screen for an unknown name, the
 * general error with a retry, then the content.
 */
export const QueryState = <T,>({ query, children, isPage = false }: QueryStateProps<T>) => {
  // The content (figures, charts, tables) renders as a transition: React builds it in slices of a
  // few milliseconds between which the page stays responsive, rather than in one long task.
  const data = useDeferredValue(query.data);
  if (data !== undefined) return <>{children(data)}</>;
  if (query.data !== undefined || query.isPending) return <LoadingState isScreenTall={isPage} />;
  if (isNotFound(query.error)) return <NotFoundScreen />;
  return (
    <Container size="lg" py="xl">
      <ErrorState onRetry={() => void query.refetch()} />
    </Container>
  );
};
