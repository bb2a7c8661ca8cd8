import type { DataRoomDocument } from '@flarescope/shared';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Alert, Anchor, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/form-errors';
import { downloadHref, fetchView, reportReading, type ViewedFile } from '../api/data-room';

/** How often an open reading reports its pages and time (and once more when it closes). */
const REPORT_EVERY_MS = 15_000;

type Loaded = { file: ViewedFile; url: string };

type PdfDocument = PDFDocumentProxy;

/** One page drawn into its canvas at the holder's width; reported as seen once 40 % of it shows. */
const PdfPage = ({
  pdf,
  number,
  width,
  onSeen,
  onError,
}: {
  pdf: PdfDocument;
  number: number;
  width: number;
  onSeen: (page: number) => void;
  onError: () => void;
}) => {
  const { t } = useTranslation();
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let isCancelled = false;
    let cancel: (() => void) | null = null;
    const draw = async () => {
      const page = await pdf.getPage(number);
      if (isCancelled) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      const task = page.render({ canvas, viewport });
      cancel = () => task.cancel();
      await task.promise;
      canvas.dataset.rendered = 'true';
    };
    draw().catch((error: unknown) => {
      if (!isCancelled && (error as Error | null)?.name !== 'RenderingCancelledException') onError();
    });
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onSeen(number);
      },
      { threshold: 0.4 },
    );
    observer.observe(canvas);
    return () => {
      isCancelled = true;
      cancel?.();
      observer.disconnect();
    };
  }, [pdf, number, width, onSeen, onError]);
  return (
    <canvas
      ref={ref}
      data-page={number}
      role="img"
      aria-label={t('investors.dataRoom.viewer.page', { page: number, pages: pdf.numPages })}
      style={{ maxWidth: '100%', boxShadow: '0 1px 4px rgba(0,0,0,0.25)', background: '#fff' }}
    />
  );
};

/**
 * The pages of a PDF, drawn by pdf.js (loaded on first use; its worker is bundled by Vite and served by
 * us, no CDN). The canvases show the file the server watermarked for this reader: the name, e-mail and
 * time are in the pages themselves, not laid over them by the browser.
 */
const PdfPages = ({
  data,
  onSeen,
  onError,
}: {
  data: Blob;
  onSeen: (page: number) => void;
  onError: () => void;
}) => {
  const holder = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    let isCancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    const open = async () => {
      const [pdfjs, worker] = await Promise.all([
        import('pdfjs-dist'),
        import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
      ]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const task = pdfjs.getDocument({
        data: new Uint8Array(await data.arrayBuffer()),
        isEvalSupported: false,
        enableXfa: false,
      });
      destroy = () => task.destroy();
      const opened = await task.promise;
      if (isCancelled) return;
      setWidth(Math.max(260, Math.min(900, (holder.current?.clientWidth ?? 800) - 8)));
      setPdf(opened);
    };
    open().catch(() => {
      if (!isCancelled) onError();
    });
    return () => {
      isCancelled = true;
      void destroy?.();
    };
  }, [data, onError]);
  return (
    <div ref={holder} data-testid="pdf-pages">
      <Stack gap="md" align="center">
        {pdf &&
          Array.from({ length: pdf.numPages }, (_, index) => (
            <PdfPage
              key={index}
              pdf={pdf}
              number={index + 1}
              width={width}
              onSeen={onSeen}
              onError={onError}
            />
          ))}
      </Stack>
    </div>
  );
};

/**
 * Reads one version of a PDF or picture in the browser: the copy the server watermarked for this reader,
 * never the original. The reading is logged when it opens; the distinct pages seen and the seconds open
 * are reported as it goes and when it closes. A download link only where the owner allows downloads.
 */
export const DocumentViewer = ({
  slug,
  document,
  version,
  onClose,
}: {
  slug: string;
  document: DataRoomDocument;
  version: number;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const seen = useRef(new Set<number>());
  const openedAt = useRef(0);
  const [onSeen] = useState(() => (page: number) => seen.current.add(page));
  const [onError] = useState(() => () => setErrorKey('investors.dataRoom.viewer.failed'));

  useEffect(() => {
    let isCancelled = false;
    let url: string | null = null;
    fetchView(slug, document.id, version)
      .then((file) => {
        if (isCancelled) return;
        url = URL.createObjectURL(file.blob);
        openedAt.current = Date.now();
        if (!file.contentType.startsWith('application/pdf')) seen.current.add(1);
        setLoaded({ file, url });
      })
      .catch((error: unknown) => {
        if (!isCancelled) setErrorKey(errorKeyOf(error));
      });
    return () => {
      isCancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [slug, document.id, version]);

  // Reports while open (and when hidden), and once more on closing.
  const viewId = loaded?.file.viewId;
  useEffect(() => {
    if (!viewId) return;
    const report = () =>
      void reportReading(slug, document.id, viewId, {
        pages: seen.current.size,
        seconds: Math.min(86_400, Math.round((Date.now() - openedAt.current) / 1000)),
      });
    const timer = window.setInterval(report, REPORT_EVERY_MS);
    const onHide = () => {
      if (window.document.visibilityState === 'hidden') report();
    };
    window.document.addEventListener('visibilitychange', onHide);
    return () => {
      window.clearInterval(timer);
      window.document.removeEventListener('visibilitychange', onHide);
      report();
    };
  }, [slug, document.id, viewId]);

  const isPdf = loaded?.file.contentType.startsWith('application/pdf') ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={isPhone}
      size="min(1000px, 96vw)"
      title={t('investors.dataRoom.viewer.title', { name: document.fileName, version })}
      closeButtonProps={{ 'aria-label': t('header.close') }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dark.4" maw={640}>
            {t('investors.dataRoom.viewer.watermark')}
          </Text>
          {document.canDownload && (
            <Anchor size="sm" href={downloadHref(slug, document.id, version)}>
              {t('investors.dataRoom.viewer.downloadCopy')}
            </Anchor>
          )}
        </Group>
        {errorKey && (
          <Alert color="red" role="alert">
            {t(errorKey)}
          </Alert>
        )}
        {!loaded && !errorKey && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('investors.dataRoom.viewer.loading')}</Text>
          </Group>
        )}
        {loaded && isPdf && !errorKey && (
          <PdfPages data={loaded.file.blob} onSeen={onSeen} onError={onError} />
        )}
        {loaded && !isPdf && (
          <img
            src={loaded.url}
            alt={t('investors.dataRoom.viewer.title', { name: document.fileName, version })}
            style={{ maxWidth: '100%', height: 'auto', alignSelf: 'center' }}
          />
        )}
      </Stack>
    </Modal>
  );
};
