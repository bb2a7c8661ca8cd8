import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import frame from './map-frame.module.css';

/** Over a map not drawn yet: 'Loading the map…', or that it cannot be drawn (the tables hold the data). */
export const MapStatus = ({ hasFailed }: { hasFailed: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className={frame.overlay} role="status" data-map-status="">
      {hasFailed ? (
        <Text size="sm">{t('explorer.map.unavailable')}</Text>
      ) : (
        <>
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('explorer.map.loading')}</Text>
        </>
      )}
    </div>
  );
};
