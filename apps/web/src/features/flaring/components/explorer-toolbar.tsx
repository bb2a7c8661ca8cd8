import type { ExportTable, GwpHorizon } from '@flarescope/shared';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadButton, type ExportTarget } from '../../../domains/flaring/components/download-button';
import { HorizonSwitch } from '../../../domains/flaring/components/horizon-switch';
import classes from '../../../domains/flaring/components/explorer.module.css';
import { paths } from '../../../config/paths';
import { ExplorerSearch } from './explorer-search';

type ExplorerToolbarProps = {
  horizon: GwpHorizon;
  onHorizonChange: (horizon: GwpHorizon) => void;
  exportOf: ExportTarget;
  tables: readonly ExportTable[];
  withSearch?: boolean;
};

/** Above every explorer view: search, the CO2e horizon, the download and the methodology link. */
export const ExplorerToolbar = ({
  horizon,
  onHorizonChange,
  exportOf,
  tables,
  withSearch,
}: ExplorerToolbarProps) => {
  const { t } = useTranslation();
  return (
    <div className={classes.toolbar} style={{ marginBottom: 'var(--mantine-spacing-lg)' }}>
      {withSearch && <ExplorerSearch />}
      <Group gap="sm" align="flex-start" ml={withSearch ? undefined : 0}>
        <HorizonSwitch value={horizon} onChange={onHorizonChange} />
        <DownloadButton exportOf={exportOf} tables={tables} horizon={horizon} />
        <Anchor component={Link} to={paths.methodology} size="sm" mt={4}>
          {t('explorer.methodologyLink')}
        </Anchor>
      </Group>
    </div>
  );
};
