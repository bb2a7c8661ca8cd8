import { UNIT_SYSTEMS, type UnitSystem } from '@flarescope/shared';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../components/ui/segmented';
import { usePreferences } from '../../lib/preferences';

/** Metric | Imperial: every figure in the explorers follows it; signed in, saved to the account. */
export const UnitsSwitch = () => {
  const { t } = useTranslation();
  const { units, setUnits } = usePreferences();
  return (
    <Segmented<UnitSystem>
      size="xs"
      aria-label={t('header.units')}
      value={units}
      onChange={(value) => void setUnits(value)}
      data={UNIT_SYSTEMS.map((system) => ({ value: system, label: t(`units.${system}`) }))}
    />
  );
};
