import type { ExportFormat, ExportTable, GwpHorizon } from '@flarescope/shared';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { api, ApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

type DownloadButtonProps = {
  /** The view's export under /api, e.g. '/flaring/exports/countries/argentina'. */
  exportPath: string;
  /** The tables this view shows, in the order it shows them: one CSV each, all of them in the XLSX (sources are added). */
  tables: readonly ExportTable[];
  horizon: GwpHorizon;
};

/**
 * CSV/XLSX of exactly what the view shows, in the user's language and units, with the sources and
 * their licences (the last sheet, or a CSV of its own), for users with premium access. Everyone else gets the
 * SPEC §6 message; the server refuses them too (401/403), so hiding the menu is not the check.
 */
export const DownloadButton = ({ exportPath, tables, horizon }: DownloadButtonProps) => {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { units } = usePreferences();
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const canDownload = session.user?.hasPremiumAccess === true;

  const download = async (format: ExportFormat, table?: ExportTable) => {
    const params = new URLSearchParams({ format, lang: i18n.language, horizon, units });
    if (table) params.set('table', table);
    setIsBusy(true);
    setMessage(null);
    try {
      const file = await api.download(`${exportPath}?${params.toString()}`);
      saveFile(file.blob, file.filename ?? `flarescope.${format}`);
    } catch (error) {
      setMessage(t(error instanceof ApiError ? error.messageKey : 'errors.general'));
    } finally {
      setIsBusy(false);
    }
  };

  const panelId = useId();
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        size="xs"
        loading={isBusy}
        aria-expanded={canDownload ? isOpen : undefined}
        aria-controls={canDownload ? panelId : undefined}
        onClick={() => (canDownload ? setIsOpen((open) => !open) : setMessage(t('errors.no_premium_access')))}
      >
        {t('explorer.download.button')}
      </Button>
      {canDownload && isOpen && (
        <Paper id={panelId} withBorder p="xs" shadow="xs">
          <Stack gap={4} align="flex-start">
            <Button size="compact-sm" variant="subtle" onClick={() => void download('xlsx')}>
              {t('explorer.download.xlsx')}
            </Button>
            <Text size="xs" c="dark.4" mt={4}>
              {t('explorer.download.csvLabel')}
            </Text>
            {[...tables, 'sources' as const].map((table) => (
              <Button
                key={table}
                size="compact-sm"
                variant="subtle"
                onClick={() => void download('csv', table)}
              >
                {t('explorer.download.csv', { table: t(`explorer.tables.${table}`) })}
              </Button>
            ))}
          </Stack>
        </Paper>
      )}
      {message && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          p="xs"
          withCloseButton
          closeButtonLabel={t('header.close')}
          onClose={() => setMessage(null)}
        >
          {message}
        </Alert>
      )}
    </Stack>
  );
};
