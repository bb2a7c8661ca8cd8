import {
  COVER_ASPECT,
  COVER_CONTENT_TYPES,
  COVER_MAX_BYTES,
  type Cover,
  type CoverCrop,
} from '@flarescope/shared';
import {
  Alert,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Progress,
  Slider,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/form-errors';
import { useRemoveCover } from '../api/remove-cover';
import { useUploadCover } from '../api/upload-cover';
import classes from './passport.module.css';

type Draft = { file: File; url: string };
type Status = { kind: 'success' | 'error'; key: string } | null;

const isAccepted = (file: File) => (COVER_CONTENT_TYPES as readonly string[]).includes(file.type);

/** The chosen part of the photo, drawn small: what the banner will show once confirmed. */
const usePreview = (url: string | undefined, area: Area | null) => {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!url || !area) return undefined;
    let cancelled = false;
    let made: string | null = null;
    const image = new window.Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = 792;
      canvas.height = 198;
      canvas.getContext('2d')?.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, 792, 198);
      canvas.toBlob((blob) => {
        if (cancelled || !blob) return;
        made = URL.createObjectURL(blob);
        setPreview(made);
      }, 'image/jpeg');
    };
    image.src = url;
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, area]);
  return url && area ? preview : null;
};

type CoverSectionProps = { cover: Cover | null; name: string };

/**
 * The cover photo (SPEC §2: upload with confirmation): choose or drop a file, crop it to the banner's 4:1
 * frame, see the preview, then confirm or cancel; replace and remove. The server checks the file again
 * (its bytes, its pixels) and stores a re-encoded copy without metadata.
 */
export const CoverSection = ({ cover, name }: CoverSectionProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [isDragging, setDragging] = useState(false);
  const upload = useUploadCover();
  const remove = useRemoveCover();
  const preview = usePreview(draft?.url, area);
  // On a phone the crop fills the screen (issue 27, item 9), "Confirm" pinned at its foot.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;

  useEffect(() => () => (draft ? URL.revokeObjectURL(draft.url) : undefined), [draft]);

  const choose = (file: File | null) => {
    setStatus(null);
    if (!file) return;
    if (file.size > COVER_MAX_BYTES) return setStatus({ kind: 'error', key: 'errors.image_file_too_large' });
    if (!isAccepted(file)) return setStatus({ kind: 'error', key: 'errors.image_unsupported_type' });
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setDraft({ file, url: URL.createObjectURL(file) });
  };

  const onCropComplete = useCallback((_area: Area, pixels: Area) => setArea(pixels), []);

  const cancel = () => {
    setDraft(null);
    setArea(null);
  };

  const confirm = async () => {
    if (!draft || !area) return;
    const rect: CoverCrop = { left: area.x, top: area.y, width: area.width, height: area.height };
    setProgress(0);
    try {
      await upload.mutateAsync({ file: draft.file, crop: rect, onProgress: setProgress });
      setDraft(null);
      setStatus({ kind: 'success', key: 'passport.cover.saved' });
    } catch (error) {
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    } finally {
      setProgress(null);
    }
  };

  const removeCover = async () => {
    setStatus(null);
    try {
      await remove.mutateAsync();
      setStatus({ kind: 'success', key: 'passport.cover.removed' });
    } catch (error) {
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };

  const statusAlert = status && (
    <Alert
      color={status.kind === 'error' ? 'red' : 'teal'}
      role={status.kind === 'error' ? 'alert' : 'status'}
    >
      {t(status.key)}
    </Alert>
  );

  const cropDialog = draft && (
    <Modal
      opened
      onClose={() => (upload.isPending ? undefined : cancel())}
      title={t('passport.cover.cropTitle')}
      fullScreen={isPhone}
      size="xl"
      closeButtonProps={{ 'aria-label': t('passport.cover.cancel') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dark.4">
          {t('passport.cover.cropHelp')}
        </Text>
        <Box className={classes.cropper}>
          <Cropper
            image={draft.url}
            crop={crop}
            zoom={zoom}
            aspect={COVER_ASPECT}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={onCropComplete}
            mediaProps={{
              alt: '',
              onError: () => (cancel(), setStatus({ kind: 'error', key: 'errors.image_unsupported_type' })),
            }}
          />
        </Box>
        {/* A phone's 44 px thumb: room around the track so it covers neither the label nor the edge. */}
        <Box maw={360} px={isPhone ? 22 : 0}>
          <Text size="sm" id="cover-zoom-label">
            {t('passport.cover.zoom')}
          </Text>
          <Slider
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={null}
            thumbSize={isPhone ? 44 : undefined}
            my={isPhone ? 'lg' : undefined}
            thumbProps={{ 'aria-labelledby': 'cover-zoom-label' }}
          />
        </Box>
        {preview && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('passport.cover.preview')}
            </Text>
            <Image
              src={preview}
              alt={t('passport.cover.preview')}
              className={classes.banner}
              data-testid="cover-preview"
            />
          </Stack>
        )}
        {progress !== null && (
          <Stack gap={4}>
            <Text size="sm" role="status">
              {t('passport.cover.uploading', { percent: Math.round(progress * 100) })}
            </Text>
            <Progress
              value={progress * 100}
              aria-label={t('passport.cover.uploading', { percent: Math.round(progress * 100) })}
            />
          </Stack>
        )}
        {statusAlert}
        <Group className={classes.cropActions}>
          <Button onClick={() => void confirm()} loading={upload.isPending} disabled={!area}>
            {t('passport.cover.confirm')}
          </Button>
          <Button variant="default" onClick={cancel} disabled={upload.isPending}>
            {t('passport.cover.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return (
    <Stack gap="sm">
      {cropDialog}
      <Box
        className={classes.dropZone}
        data-dragging={isDragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          choose(event.dataTransfer.files[0] ?? null);
        }}
      >
        {cover ? (
          <Image src={cover.bannerUrl} alt={t('passport.cover.alt', { name })} className={classes.banner} />
        ) : (
          <Box className={classes.bannerPlaceholder}>
            <Text c="dark.4">{t('passport.cover.none')}</Text>
          </Box>
        )}
      </Box>
      <Group gap="sm" align="center">
        <FileButton onChange={choose} accept={COVER_CONTENT_TYPES.join(',')}>
          {(props) => (
            <Button {...props}>{cover ? t('passport.cover.replace') : t('passport.cover.choose')}</Button>
          )}
        </FileButton>
        <Text size="sm" c="dark.4">
          {t('passport.cover.drop')}
        </Text>
        {cover && (
          <Button variant="subtle" color="red" onClick={() => void removeCover()} loading={remove.isPending}>
            {t('passport.cover.remove')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dark.4">
        {t('passport.cover.hint')}
      </Text>
      {!draft && statusAlert}
    </Stack>
  );
};
