import { GWP_HORIZONS, type GwpHorizon } from '@flarescope/shared';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type HorizonSwitchProps = { value: GwpHorizon; onChange: (horizon: GwpHorizon) => void };

/** GWP100 | GWP20: the horizon methane's warming is counted over in every CO2e figure. */
export const HorizonSwitch = ({ value, onChange }: HorizonSwitchProps) => {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('explorer.horizon.label')}
      value={value}
      onChange={(next) => onChange(next as GwpHorizon)}
      data={GWP_HORIZONS.map((horizon) => ({ value: horizon, label: t(`explorer.horizon.${horizon}`) }))}
    />
  );
};
