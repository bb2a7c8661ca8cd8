import {
  flaringContract,
  type ExportFormat,
  type ExportQuery,
  type ExportTable,
  type GwpHorizon,
} from '@flarescope/shared';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { api, ApiError } from '../../../lib/api-client';
import { localeOf } from '../../../lib/i18n';
import { saveFile } from '../../../lib/save-file';
import type { FlarePlace } from '../flare-place';

/** Which view a download exports: the world, a country, a company in a country, or one flare. */
export type ExportTarget =
  | { view: 'world' }
  | { view: 'country'; country: string; place?: FlarePlace | null }
  | { view: 'company'; country: string; company: string }
  | { view: 'flare'; country: string; company: string; name: string }
  | { view: 'declaredVsObserved'; country: string; from: string; to: string };

/** The export of a view (`flaringContract.export*`), as a file. */
const downloadExport = (target: ExportTarget, query: ExportQuery) => {
  switch (target.view) {
    case 'world':
      return api.downloadRoute(flaringContract.exportWorld, { query });
    case 'country':
      return api.downloadRoute(flaringContract.exportCountry, {
        params: { country: target.country },
        query: target.place ? { ...query, [target.place.kind]: target.place.name } : query,
      });
    case 'company':
      return api.downloadRoute(flaringContract.exportCompany, {
        params: { country: target.country, company: target.company },
        query,
      });
    case 'declaredVsObserved':
      return api.downloadRoute(flaringContract.exportDeclaredVsObserved, {
        params: { country: target.country },
        query: { ...query, from: target.from, to: target.to },
      });
    case 'flare':
      return api.downloadRoute(flaringContract.exportFlare, {
        params: { country: target.country, company: target.company, name: target.name },
        query,
      });
  }
};

type DownloadButtonProps = {
  /** The view to export. */
  exportOf: ExportTarget;
  /** The tables this view shows, in the order it shows them: one CSV each, all of them in the XLSX (sources are added). */
  tables: readonly ExportTable[];
  horizon: GwpHorizon;
};

/**
 * CSV/XLSX of exactly what the view shows, in the user's language and units, with the sources and
 * their licences (the last sheet, or a CSV of its own), for users with premium access. Everyone else gets the
 * SPEC §6 message; the server refuses them too (401/403), so hiding the menu is not the check.
 */
export const DownloadButton = ({ exportOf, tables, horizon }: DownloadButtonProps) => {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { units } = usePreferences();
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const canDownload = session.user?.hasPremiumAccess === true;

  const download = async (format: ExportFormat, table?: ExportTable) => {
    setIsBusy(true);
    setMessage(null);
    try {
      const file = await downloadExport(exportOf, {
        format,
        lang: localeOf(i18n.language),
        horizon,
        units,
        table,
      });
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
