import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

type DownloadCsvButtonProps = {
  label: string;
  /** Fetches the file (the list's filters, headers in the reader's language). */
  download: () => Promise<DownloadedFile>;
  /** The file's name when the server does not give one. */
  fallbackName: string;
};

/** "Download CSV" of an admin list: busy while it loads, a translated message when it fails. */
export const DownloadCsvButton = ({ label, download, fallbackName }: DownloadCsvButtonProps) => {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);

  const handleDownload = async () => {
    setError(null);
    setIsDownloading(true);
    try {
      const file = await download();
      saveFile(file.blob, file.filename ?? fallbackName);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.messageKey : 'errors.general');
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <>
      <Button variant="default" loading={isDownloading} onClick={() => void handleDownload()}>
        {label}
      </Button>
      {error && (
        <Alert color="red" variant="light" role="alert" w="100%">
          {t(error)}
        </Alert>
      )}
    </>
  );
};
