import { GWP_HORIZONS, type GwpHorizon } from '@flarescope/shared';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../../components/ui/segmented';

type HorizonSwitchProps = { value: GwpHorizon; onChange: (horizon: GwpHorizon) => void };

/** GWP100 | GWP20: the horizon methane's warming is counted over in every CO2e figure. */
export const HorizonSwitch = ({ value, onChange }: HorizonSwitchProps) => {
  const { t } = useTranslation();
  return (
    <Segmented<GwpHorizon>
      size="xs"
      aria-label={t('explorer.horizon.label')}
      value={value}
      onChange={onChange}
      data={GWP_HORIZONS.map((horizon) => ({ value: horizon, label: t(`explorer.horizon.${horizon}`) }))}
    />
  );
};
